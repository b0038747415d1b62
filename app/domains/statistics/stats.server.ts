import { and, asc, count, eq, inArray, sql } from 'drizzle-orm'
import { memberships } from '~/domains/accounts/accounts.tables'
import { isUniqueViolation } from '~/domains/accounts/accounts.server'
import { assertPlanAllows } from '~/domains/billing/billing.server'
import { divisions } from '~/domains/org/org.tables'
import { auditChange } from '~/platform/audit.server'
import { authorize, type Asker } from '~/platform/authorize.server'
import { db, type Queryable } from '~/platform/db.server'
import { AppError } from '~/platform/errors.server'
import { deleteOwned, givenFields, updateVersioned } from '~/platform/owned-rows.server'
import { ownedBy, ownedRow } from '~/platform/tenancy.server'
import { fillIn, storedFormula } from './stat-formulas.server'
import { findStat, formulaIds, readStat, type StatDto } from './stat-records.server'
import { STAT_MESSAGES } from './statistics.messages'
import { can } from './statistics.policy'
import type {
  DuplicateStatsInput,
  StatCreateInput,
  StatEditInput,
  StatPatchInput,
} from './statistics.schema'
import { stats, type Stat } from './statistics.tables'

/**
 * Stat admins' writes on stats (seed 001 §7 Statistics): create, edit, archive, delete, order,
 * duplicate. Every write is company-scoped, audited in its transaction, and an edit from a stale
 * version is a 409. Values are in stat-values.server.ts.
 */

const manage = (asker: Asker, action: string, id?: number) =>
  authorize(
    asker,
    (actor) => can(actor, 'stat.manage'),
    action,
    id === undefined ? undefined : { type: 'stat', id },
  )

/** Refuses an owner who is not an active member, or a division, of the actor's company. */
async function checkOwnerAndDivision(
  asker: Asker,
  input: { stat_owner?: number | null; stat_division?: number | null },
): Promise<void> {
  if (input.stat_owner != null) {
    const [owner] = await db
      .select({ id: memberships.id })
      .from(memberships)
      .where(
        and(ownedRow(memberships, asker.actor, input.stat_owner), eq(memberships.isActive, true)),
      )
    if (!owner) throw AppError.invalidField('stat_owner', STAT_MESSAGES.chooseOwner)
  }
  if (input.stat_division != null) {
    const [division] = await db
      .select({ id: divisions.id })
      .from(divisions)
      .where(ownedRow(divisions, asker.actor, input.stat_division))
    if (!division) throw AppError.invalidField('stat_division', STAT_MESSAGES.chooseDivision)
  }
}

/** How many stats the company has (archived ones too: they keep their values). */
async function statCount(q: Queryable, companyId: number): Promise<number> {
  const [row] = await q.select({ n: count() }).from(stats).where(ownedBy(stats, { companyId }))
  return row?.n ?? 0
}

/** The place after the company's last stat. */
async function nextOrder(q: Queryable, companyId: number): Promise<number> {
  const [row] = await q
    .select({ last: sql<number>`coalesce(max(${stats.order}), 0)` })
    .from(stats)
    .where(ownedBy(stats, { companyId }))
  return Number(row?.last ?? 0) + 1
}

/** A taken name is the name field's message, whether found before the write or by the index. */
async function withFreeName<Result>(write: () => Promise<Result>): Promise<Result> {
  try {
    return await write()
  } catch (error) {
    if (isUniqueViolation(error, 'stats_company_name_idx')) {
      throw AppError.invalidField('stat_name', STAT_MESSAGES.nameTaken)
    }
    throw error
  }
}

/** The columns a create or an edit writes, from the form's or the API's fields. */
function statColumns(input: Partial<StatCreateInput>, formula: string | null | undefined) {
  return givenFields({
    name: input.stat_name,
    ownerMembershipId: input.stat_owner,
    divisionId: input.stat_division,
    tags: input.tags,
    periodType: input.period_type,
    lowerIsBetter: input.lower_is_better,
    description: input.description,
    isExternal: input.is_external,
    formula,
    upperGuide: input.upper_guide,
    lowerGuide: input.lower_guide,
  })
}

/**
 * A new stat at the end of the list. The Free plan stops at 6 stats with billing's message
 * (a 402 the page shows with a link to billing).
 */
export async function createStat(asker: Asker, input: StatCreateInput): Promise<StatDto> {
  await manage(asker, 'stat.create')
  await checkOwnerAndDivision(asker, input)
  const formula = await storedFormula(asker, input.formula, { periodType: input.period_type })
  const { companyId } = asker.actor
  await assertPlanAllows(db, companyId, 'stats', (await statCount(db, companyId)) + 1)
  const created = await withFreeName(() =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(stats)
        .values({
          ...statColumns(input, formula),
          name: input.stat_name,
          companyId,
          order: await nextOrder(tx, companyId),
        })
        .returning()
      await auditChange(
        tx,
        asker,
        'stat.create',
        { type: 'stat', id: row!.id },
        {
          name: row!.name,
          period_type: row!.periodType,
          calculated: formula !== null,
        },
      )
      return row!
    }),
  )
  return readStat(asker, created.id)
}

/**
 * Changes a stat from the version it was read at (the edit form, or update-delete/{id}/ PATCH
 * with any fields). `order` alone moves it without a version, as the seed's list does.
 */
export async function updateStat(
  asker: Asker,
  id: number,
  input: StatEditInput | StatPatchInput,
): Promise<StatDto> {
  await manage(asker, 'stat.update', id)
  const stat = await findStat(asker, id, 'stat.update')
  if ('order' in input && input.order !== undefined) await placeStat(asker, stat, input.order)
  const changes = Object.keys(input).filter((key) => key !== 'version' && key !== 'order')
  if (changes.length === 0) return readStat(asker, id)
  if (input.version === undefined) throw AppError.invalidField('version', STAT_MESSAGES.stale)
  await checkOwnerAndDivision(asker, input)
  const periodType = input.period_type ?? stat.periodType
  const formula =
    input.formula === undefined && periodType === stat.periodType
      ? undefined
      : await storedFormula(asker, input.formula === undefined ? stat.formula : input.formula, {
          id,
          periodType,
        })
  const isArchived = 'is_archived' in input ? input.is_archived : undefined
  // A stat no longer external stops taking its client's values: the token goes with the flag.
  const token =
    input.is_external === false ? { externalTokenHash: null, externalTokenHint: null } : {}
  await withFreeName(() =>
    updateVersioned(db, asker, stats, {
      id,
      version: input.version!,
      set: { ...statColumns(input, formula), ...givenFields({ isArchived }), ...token },
      stale: STAT_MESSAGES.stale,
      action: 'stat.update',
      entityType: 'stat',
      details: () => ({ from_version: input.version, fields: changes }),
    }),
  )
  return readStat(asker, id)
}

/** Archives or restores a stat (its values stay; archived stats leave the lists and charts). */
export async function setArchived(asker: Asker, id: number, archived: boolean): Promise<StatDto> {
  const action = archived ? 'stat.archive' : 'stat.unarchive'
  await manage(asker, action, id)
  const stat = await findStat(asker, id, action)
  if (stat.isArchived !== archived) {
    await db.transaction(async (tx) => {
      await tx
        .update(stats)
        .set({ isArchived: archived, version: sql`${stats.version} + 1`, updatedAt: new Date() })
        .where(ownedRow(stats, asker.actor, id))
      await auditChange(tx, asker, action, { type: 'stat', id }, { name: stat.name })
    })
  }
  return readStat(asker, id)
}

/** Deletes a stat and its values; refused while another stat's formula names it. */
export async function deleteStat(asker: Asker, id: number): Promise<void> {
  await manage(asker, 'stat.delete', id)
  await findStat(asker, id, 'stat.delete')
  const calculated = await db
    .select({ name: stats.name, formula: stats.formula })
    .from(stats)
    .where(and(ownedBy(stats, asker.actor), sql`${stats.formula} like ${`%{#${id}}%`}`))
  const users = calculated.filter((stat) => formulaIds(stat.formula).includes(id))
  if (users.length > 0) {
    const names = users.map((stat) => stat.name).join(', ')
    throw new AppError('CONFLICT', fillIn(STAT_MESSAGES.usedByFormula, { names }))
  }
  await deleteOwned(asker, stats, id, {
    action: 'stat.delete',
    entityType: 'stat',
    notFound: STAT_MESSAGES.notFound,
    details: (row) => ({ name: row.name }),
  })
}

/**
 * Puts `stat` at place `order` (1 first) among the company's stats, renumbering the others
 * 1…n so the list has no gaps or ties; audited as one reorder.
 */
async function placeStat(asker: Asker, stat: Stat, order: number): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: stats.id, order: stats.order })
      .from(stats)
      .where(ownedBy(stats, asker.actor))
      .orderBy(asc(stats.order), asc(stats.id))
    const ids = rows.map((row) => row.id).filter((id) => id !== stat.id)
    ids.splice(Math.min(Math.max(order, 1), ids.length + 1) - 1, 0, stat.id)
    const current = new Map(rows.map((row) => [row.id, row.order]))
    for (const [index, id] of ids.entries()) {
      if (current.get(id) === index + 1) continue
      await tx
        .update(stats)
        .set({ order: index + 1 })
        .where(ownedRow(stats, asker.actor, id))
    }
    await auditChange(tx, asker, 'stat.reorder', { type: 'stat', id: stat.id }, { order })
  })
}

/** Where a stat moves to: one place up or down, or into the place of another stat. */
export type StatMove = 'up' | 'down' | { placeOf: number }

/**
 * Moves a stat one place up or down among the stats of its list (active or archived), or into
 * another stat's place (a drag's drop), which pushes that one and those between aside.
 */
export async function moveStat(asker: Asker, id: number, to: StatMove): Promise<void> {
  await manage(asker, 'stat.reorder', id)
  const stat = await findStat(asker, id, 'stat.reorder')
  const otherId =
    typeof to === 'object'
      ? (await findStat(asker, to.placeOf, 'stat.reorder')).id
      : await neighbourOf(asker, stat, to)
  if (otherId === undefined || otherId === id) return
  // The other's place among all stats (archived ones sit between them in the full order).
  const all = await db
    .select({ id: stats.id })
    .from(stats)
    .where(ownedBy(stats, asker.actor))
    .orderBy(asc(stats.order), asc(stats.id))
  await placeStat(asker, stat, all.findIndex((row) => row.id === otherId) + 1)
}

/** The stat just above or below `stat` in its list, if any. */
async function neighbourOf(
  asker: Asker,
  stat: Stat,
  direction: 'up' | 'down',
): Promise<number | undefined> {
  const neighbours = await db
    .select({ id: stats.id })
    .from(stats)
    .where(and(ownedBy(stats, asker.actor), eq(stats.isArchived, stat.isArchived)))
    .orderBy(asc(stats.order), asc(stats.id))
  const index = neighbours.findIndex((row) => row.id === stat.id)
  return neighbours[direction === 'up' ? index - 1 : index + 1]?.id
}

/** The name a copy gets: the prefix and the name, numbered when that is taken too. */
function copyName(prefix: string, name: string, taken: Set<string>): string {
  const base = `${prefix}${name}`.slice(0, 200)
  let candidate = base
  for (let n = 2; taken.has(candidate.toLowerCase()); n++) candidate = `${base} (${n})`
  taken.add(candidate.toLowerCase())
  return candidate
}

/**
 * duplicate-stats/: copies of the chosen stats at the end of the list, each named with the
 * prefix and given the new owner (or keeping its own). Settings, tags and formulas are copied;
 * values and external tokens are not. All or nothing, within the plan's limit.
 */
export async function duplicateStats(asker: Asker, input: DuplicateStatsInput): Promise<StatDto[]> {
  await manage(asker, 'stat.duplicate')
  await checkOwnerAndDivision(asker, { stat_owner: input.stat_owner })
  const ids = [...new Set(input.stat_ids)]
  const chosen = await db
    .select()
    .from(stats)
    .where(and(ownedBy(stats, asker.actor), inArray(stats.id, ids)))
    .orderBy(asc(stats.order), asc(stats.id))
  if (chosen.length !== ids.length) {
    throw AppError.invalidField('stat_ids', STAT_MESSAGES.pickStats)
  }
  const { companyId } = asker.actor
  await assertPlanAllows(db, companyId, 'stats', (await statCount(db, companyId)) + ids.length)
  const names = await db.select({ name: stats.name }).from(stats).where(ownedBy(stats, asker.actor))
  const taken = new Set(names.map((row) => row.name.toLowerCase()))
  const copies = await withFreeName(() =>
    db.transaction(async (tx) => {
      const first = await nextOrder(tx, companyId)
      const rows = await tx
        .insert(stats)
        .values(
          chosen.map((stat, index) => ({
            companyId,
            name: copyName(input.name_prefix, stat.name, taken),
            ownerMembershipId:
              input.stat_owner === undefined ? stat.ownerMembershipId : input.stat_owner,
            divisionId: stat.divisionId,
            tags: stat.tags,
            order: first + index,
            periodType: stat.periodType,
            lowerIsBetter: stat.lowerIsBetter,
            description: stat.description,
            isExternal: stat.isExternal,
            formula: stat.formula,
            upperGuide: stat.upperGuide,
            lowerGuide: stat.lowerGuide,
          })),
        )
        .returning({ id: stats.id })
      await auditChange(
        tx,
        asker,
        'stat.duplicate',
        { type: 'stat' },
        {
          from: chosen.map((stat) => stat.id),
          copies: rows.map((row) => row.id),
          name_prefix: input.name_prefix,
        },
      )
      return rows
    }),
  )
  return Promise.all(copies.map((copy) => readStat(asker, copy.id)))
}
