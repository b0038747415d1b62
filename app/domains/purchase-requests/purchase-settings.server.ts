import { and, asc, eq, sql } from 'drizzle-orm'
import type { Actor } from '~/platform/actor'
import { auditChange } from '~/platform/audit.server'
import { authorize, type Asker } from '~/platform/authorize.server'
import { db, type Queryable } from '~/platform/db.server'
import { AppError } from '~/platform/errors.server'
import {
  deleteOwned,
  givenFields,
  insertOwned,
  updateVersioned,
} from '~/platform/owned-rows.server'
import { findOwned, ownedBy } from '~/platform/tenancy.server'
import { companyCurrency } from '../company/company-currency.server'
import { LOOKUP_KINDS, type LookupKind } from './purchase-requests.constants'
import { can } from './purchase-requests.policy'
import {
  PURCHASE_MESSAGES,
  type LookupUpdateInput,
  type SettingsInput,
} from './purchase-requests.schema'
import { purchaseLookups, purchaseSettings, type PurchaseLookup } from './purchase-requests.tables'

/** The company's purchasing rules and its three lists, kept by company admins. */

export interface PurchaseSettingsDto {
  /** The company's currency (its settings): the default of every item, the threshold's. */
  currency: string
  approval_threshold: string
  /** 0 until the settings are first saved. */
  version: number
}

/** The settings in force (a threshold of 0 until an admin saves one). */
export async function purchaseSettingsOf(
  q: Queryable,
  actor: Pick<Actor, 'companyId'>,
): Promise<PurchaseSettingsDto> {
  const [row] = await q
    .select()
    .from(purchaseSettings)
    .where(eq(purchaseSettings.companyId, actor.companyId))
  const currency = await companyCurrency(actor.companyId, q)
  if (!row) return { currency, approval_threshold: '0.00', version: 0 }
  return { currency, approval_threshold: row.approvalThreshold, version: row.version }
}

/** Saves the threshold from the version the admin saw (0: never saved). */
export async function updatePurchaseSettings(
  asker: Asker,
  input: SettingsInput,
): Promise<PurchaseSettingsDto> {
  await authorize(asker, can, 'purchase.configure')
  const { actor } = asker
  const values = { approvalThreshold: input.approval_threshold }
  return db.transaction(async (tx) => {
    const [row] =
      input.version === 0
        ? await tx
            .insert(purchaseSettings)
            .values({ companyId: actor.companyId, ...values })
            .onConflictDoNothing()
            .returning()
        : await tx
            .update(purchaseSettings)
            .set({
              ...values,
              version: sql`${purchaseSettings.version} + 1`,
              updatedAt: new Date(),
            })
            .where(
              and(
                eq(purchaseSettings.companyId, actor.companyId),
                eq(purchaseSettings.version, input.version),
              ),
            )
            .returning()
    if (!row) throw new AppError('CONFLICT', PURCHASE_MESSAGES.settingsStale)
    await auditChange(
      tx,
      asker,
      'purchase.settings.update',
      { type: 'purchase_settings' },
      { approval_threshold: row.approvalThreshold },
    )
    return {
      currency: await companyCurrency(actor.companyId, tx),
      approval_threshold: row.approvalThreshold,
      version: row.version,
    }
  })
}

export interface LookupDto {
  id: number
  kind: LookupKind
  name: string
  is_active: boolean
  version: number
}

const toLookupDto = (row: PurchaseLookup): LookupDto => ({
  id: row.id,
  kind: row.kind,
  name: row.name,
  is_active: row.isActive,
  version: row.version,
})

/** Bounded: a list is a handful of entries, a few hundred at most. */
const LOOKUPS_LIMIT = 500

/** One list, by name; `activeOnly` for the request form (retired entries not offered). */
export async function listLookups(
  actor: Pick<Actor, 'companyId'>,
  kind: LookupKind,
  activeOnly = false,
): Promise<LookupDto[]> {
  const rows = await db
    .select()
    .from(purchaseLookups)
    .where(
      and(
        ownedBy(purchaseLookups, actor),
        eq(purchaseLookups.kind, kind),
        activeOnly ? eq(purchaseLookups.isActive, true) : undefined,
      ),
    )
    .orderBy(asc(purchaseLookups.name))
    .limit(LOOKUPS_LIMIT)
  return rows.map(toLookupDto)
}

/** The three lists at once (the request form and the settings page show them all). */
export async function allLookups(
  actor: Pick<Actor, 'companyId'>,
  activeOnly = false,
): Promise<Record<LookupKind, LookupDto[]>> {
  const lists = await Promise.all(LOOKUP_KINDS.map((kind) => listLookups(actor, kind, activeOnly)))
  return Object.fromEntries(LOOKUP_KINDS.map((kind, i) => [kind, lists[i]!])) as Record<
    LookupKind,
    LookupDto[]
  >
}

const LOOKUP_ENTITY = 'purchase_lookup'
const lookupNotFound = (action: string) => ({
  action,
  entityType: LOOKUP_ENTITY,
  message: PURCHASE_MESSAGES.notFound,
})

/** A second entry of the same name in one list is refused on the name. */
async function nameless<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write()
  } catch (error) {
    const code = (error as { code?: string; cause?: { code?: string } }).cause?.code
    if ((error as { code?: string }).code === '23505' || code === '23505') {
      throw AppError.invalidField('name', PURCHASE_MESSAGES.nameTaken)
    }
    throw error
  }
}

export async function createLookup(
  asker: Asker,
  kind: LookupKind,
  name: string,
): Promise<LookupDto> {
  await authorize(asker, can, 'purchase.configure')
  const row = await nameless(() =>
    insertOwned(
      db,
      asker,
      purchaseLookups,
      { kind, name },
      {
        action: 'purchase.lookup.create',
        entityType: LOOKUP_ENTITY,
        details: (saved) => ({ kind: saved.kind, name: saved.name }),
      },
    ),
  )
  return toLookupDto(row)
}

/** The entry `id` of one list (an entry of another list, or company, is not found). */
async function ownedLookup(asker: Asker, id: number, action: string, kind?: LookupKind) {
  const row = await findOwned(asker, purchaseLookups, id, lookupNotFound(action))
  if (kind && row.kind !== kind) throw AppError.notFound(PURCHASE_MESSAGES.notFound)
  return row
}

export async function updateLookup(
  asker: Asker,
  id: number,
  input: LookupUpdateInput,
  kind?: LookupKind,
): Promise<LookupDto> {
  const action = 'purchase.lookup.update'
  await authorize(asker, can, 'purchase.configure')
  await ownedLookup(asker, id, action, kind)
  const row = await nameless(() =>
    updateVersioned(db, asker, purchaseLookups, {
      id,
      version: input.version,
      stale: PURCHASE_MESSAGES.lookupStale,
      action,
      entityType: LOOKUP_ENTITY,
      details: (saved) => ({ name: saved.name, is_active: saved.isActive }),
      set: givenFields({ name: input.name, isActive: input.is_active }),
    }),
  )
  return toLookupDto(row)
}

/** Deleting an entry leaves the requests that used it without one (retiring keeps it shown). */
export async function deleteLookup(asker: Asker, id: number, kind?: LookupKind): Promise<void> {
  const action = 'purchase.lookup.delete'
  await authorize(asker, can, 'purchase.configure')
  await ownedLookup(asker, id, action, kind)
  await deleteOwned(asker, purchaseLookups, id, {
    action,
    entityType: LOOKUP_ENTITY,
    notFound: PURCHASE_MESSAGES.notFound,
    details: (row) => ({ kind: row.kind, name: row.name }),
  })
}

/** Refuses (400 on the field) a lookup id that is not an active entry of its list. */
export async function requireLookup(
  q: Queryable,
  actor: Pick<Actor, 'companyId'>,
  kind: LookupKind,
  id: number | null,
): Promise<void> {
  if (id === null) return
  const [row] = await q
    .select({ id: purchaseLookups.id })
    .from(purchaseLookups)
    .where(
      and(
        ownedBy(purchaseLookups, actor),
        eq(purchaseLookups.id, id),
        eq(purchaseLookups.kind, kind),
        eq(purchaseLookups.isActive, true),
      ),
    )
  if (!row) throw AppError.invalidField(kind, PURCHASE_MESSAGES.badChoice)
}
