import { and, asc, eq, sql } from 'drizzle-orm'
import { audit, auditChange } from '~/platform/audit.server'
import { authorize, type Asker } from '~/platform/authorize.server'
import { db } from '~/platform/db.server'
import { AppError } from '~/platform/errors.server'
import type { RequestMeta } from '~/platform/request-meta.server'
import { generateToken, hashToken } from '~/platform/secrets.server'
import { ownedRow } from '~/platform/tenancy.server'
import { periodOf } from './periods'
import { dayIn } from '~/platform/today'
import {
  companyCalendar,
  findStat,
  statRows,
  toStatDtos,
  type StatDto,
} from './stat-records.server'
import { upsertValues, valueOfPeriod, type StatValueDto } from './stat-values.server'
import { STAT_MESSAGES } from './statistics.messages'
import { can } from './statistics.policy'
import { stats } from './statistics.tables'

/**
 * External stats (/statistics/external/): their values come from an API client that holds the
 * stat's own token, not a person's session. A stat admin issues the token (shown once, stored as
 * its SHA-256 with its last four characters to recognise it) and can replace or revoke it; the
 * client posts the period's number, which replaces what the period held.
 */

/** Stat tokens say what they are, so one found in a log is recognised. */
const TOKEN_PREFIX = 'gwst_'

const manage = (asker: Asker, action: string, id: number) =>
  authorize(asker, (actor) => can(actor, 'stat.manage'), action, { type: 'stat', id })

/** The company's external stats, in list order (archived ones too: their clients may still post). */
export async function listExternalStats(asker: Asker): Promise<StatDto[]> {
  const rows = await statRows(asker, eq(stats.isExternal, true)).orderBy(
    asc(stats.order),
    asc(stats.id),
  )
  return toStatDtos(asker, rows)
}

/**
 * A new token for the stat (which becomes external); the previous one stops working. The token
 * is returned this once.
 */
export async function issueStatToken(asker: Asker, id: number): Promise<{ token: string }> {
  await manage(asker, 'stat.issueToken', id)
  const stat = await findStat(asker, id, 'stat.issueToken')
  if (stat.formula !== null) throw AppError.invalidField('formula', STAT_MESSAGES.formulaOrExternal)
  const token = `${TOKEN_PREFIX}${generateToken()}`
  await db.transaction(async (tx) => {
    await tx
      .update(stats)
      .set({
        isExternal: true,
        externalTokenHash: hashToken(token),
        externalTokenHint: token.slice(-4),
        version: sql`${stats.version} + 1`,
        updatedAt: new Date(),
      })
      .where(ownedRow(stats, asker.actor, id))
    await auditChange(tx, asker, 'stat.issueToken', { type: 'stat', id }, { hint: token.slice(-4) })
  })
  return { token }
}

/** The stat's token stops working; the stat stays external, waiting for a new one. */
export async function revokeStatToken(asker: Asker, id: number): Promise<void> {
  await manage(asker, 'stat.revokeToken', id)
  await findStat(asker, id, 'stat.revokeToken')
  await db.transaction(async (tx) => {
    await tx
      .update(stats)
      .set({
        externalTokenHash: null,
        externalTokenHint: null,
        version: sql`${stats.version} + 1`,
        updatedAt: new Date(),
      })
      .where(ownedRow(stats, asker.actor, id))
    await auditChange(tx, asker, 'stat.revokeToken', { type: 'stat', id })
  })
}

/**
 * A client's value for the period holding `stat_date` (today in the company's calendar when it
 * sends none). A token that fits no external stat is a 401, recorded without a company.
 */
export async function recordExternalValue(
  token: string,
  input: { stat_value: string; stat_date?: string },
  meta: RequestMeta,
): Promise<StatValueDto> {
  const [stat] = token.startsWith(TOKEN_PREFIX)
    ? await db
        .select()
        .from(stats)
        .where(and(eq(stats.externalTokenHash, hashToken(token)), eq(stats.isExternal, true)))
    : []
  if (!stat) {
    await audit(db, meta, { action: 'statValue.external', outcome: 'denied', entityType: 'stat' })
    throw new AppError('UNAUTHENTICATED', STAT_MESSAGES.badToken)
  }
  const calendar = await companyCalendar(db, stat.companyId)
  const day = input.stat_date ?? dayIn(calendar.timeZone)
  const period = periodOf(stat.periodType, day, calendar.weekStart)
  await db.transaction(async (tx) => {
    await upsertValues(tx, stat.companyId, null, [{ stat, period, value: input.stat_value }])
    await audit(tx, meta, {
      action: 'statValue.external',
      companyId: stat.companyId,
      entityType: 'stat',
      entityId: stat.id,
      details: { period_start: period.start, value: input.stat_value },
    })
  })
  return (await valueOfPeriod(stat, stat.id, period.start))!
}
