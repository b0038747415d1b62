import { parse } from 'csv-parse/sync'
import { and, count, eq, inArray, sql } from 'drizzle-orm'
import { auditChange } from '~/platform/audit.server'
import { authorize } from '~/platform/authorize.server'
import { db, type Transaction } from '~/platform/db.server'
import { ownedBy } from '~/platform/tenancy.server'
import { AppError } from '~/platform/errors.server'
import { kickMailDelivery } from '~/platform/mail.server'
import type { RequestMeta } from '~/platform/request-meta.server'
import type { Actor, RoleFlag } from '~/platform/actor'
import { memberships, users } from '../accounts/accounts.tables'
import { assertPlanAllows } from '../billing/billing.server'
import { divisions, positions } from '../org/org.tables'
import { can } from './staff.policy'
import {
  type BULK_COLUMNS,
  BULK_MESSAGES,
  MAX_BULK_ROWS,
  StaffCreateApiSchema,
  STAFF_MESSAGES,
  type StaffInput,
  type UserTypeSlug,
} from './staff.schema'
import { assertMayCreate, insertStaff, writeStaff } from './staff-writes.server'
import {
  authorizeRoles,
  deactivateInTx,
  findStaff,
  inputOf,
  toDetail,
  type Person,
} from './staff.server'
import { allOrNone, type BulkResult } from '~/platform/bulk.server'
import { changeEach } from '~/platform/bulk-each.server'

/** A CSV row as uploaded: the template's columns, all text. */
export type BulkRow = Partial<Record<(typeof BULK_COLUMNS)[number], string>>

/** Reads the CSV (header row first); a malformed file is one form error, not a crash. */
export function parseStaffCsv(text: string): BulkRow[] {
  let records: Record<string, string>[]
  try {
    records = parse(text, {
      columns: (header: string[]) => header.map((name) => name.trim().toLowerCase()),
      skip_empty_lines: true,
      trim: true,
      bom: true,
    })
  } catch {
    throw AppError.invalidField('file', BULK_MESSAGES.badCsv)
  }
  if (records.length === 0) throw AppError.invalidField('file', BULK_MESSAGES.noRows)
  if (!('first_name' in records[0]!) || !('email' in records[0]!)) {
    throw AppError.invalidField('file', BULK_MESSAGES.columns)
  }
  if (records.length > MAX_BULK_ROWS) throw AppError.invalidField('file', BULK_MESSAGES.tooMany)
  return records
}

export interface PreviewRow {
  /** The row number in the file (1 = the first person, after the header). */
  id: number
  row: BulkRow
  errors: string[]
}

interface Validated {
  preview: PreviewRow[]
  inputs: { id: number; input: StaffInput; managerEmail: string | null }[]
}

const lower = (value: string | undefined) => (value ?? '').trim().toLowerCase()

/**
 * Checks every row against the company's positions, divisions and people, and against the other
 * rows (an email twice; a manager may be another row of the file).
 */
async function validateRows(actor: Actor, rows: BulkRow[]): Promise<Validated> {
  const emails = rows.map((row) => lower(row.email)).filter(Boolean)
  const managerEmails = rows.map((row) => lower(row.manager_email)).filter(Boolean)
  const [positionRows, divisionRows, members] = await Promise.all([
    db
      .select({ id: positions.id, name: positions.name })
      .from(positions)
      .where(ownedBy(positions, actor)),
    db
      .select({ id: divisions.id, name: divisions.name })
      .from(divisions)
      .where(ownedBy(divisions, actor)),
    emails.length + managerEmails.length === 0
      ? Promise.resolve([])
      : db
          .select({ id: memberships.id, email: users.email, isActive: memberships.isActive })
          .from(memberships)
          .innerJoin(users, eq(users.id, memberships.userId))
          .where(
            and(
              ownedBy(memberships, actor),
              inArray(sql`lower(${users.email})`, [...new Set([...emails, ...managerEmails])]),
            ),
          ),
  ])
  const positionByName = new Map(positionRows.map((p) => [p.name.toLowerCase(), p.id]))
  const divisionByName = new Map(divisionRows.map((d) => [d.name.toLowerCase(), d.id]))
  const memberByEmail = new Map(members.map((m) => [m.email.toLowerCase(), m]))
  const fileEmails = new Map<string, number>()
  for (const email of emails) fileEmails.set(email, (fileEmails.get(email) ?? 0) + 1)

  const preview: PreviewRow[] = []
  const inputs: Validated['inputs'] = []
  rows.forEach((row, index) => {
    const id = index + 1
    const errors: string[] = []
    const position = lower(row.position)
    const division = lower(row.division)
    const managerEmail = lower(row.manager_email)
    const positionId = position ? positionByName.get(position) : undefined
    const divisionId = division ? divisionByName.get(division) : undefined
    if (position && positionId === undefined) errors.push(BULK_MESSAGES.unknownPosition)
    if (division && divisionId === undefined) errors.push(BULK_MESSAGES.unknownDivision)
    const email = lower(row.email)
    if (email && (fileEmails.get(email) ?? 0) > 1) errors.push(BULK_MESSAGES.duplicateEmail)
    if (email && memberByEmail.has(email)) errors.push(STAFF_MESSAGES.emailTaken)
    const manager = managerEmail ? memberByEmail.get(managerEmail) : undefined
    const managerInFile = managerEmail !== '' && fileEmails.has(managerEmail)
    if (managerEmail && managerEmail === email) errors.push(STAFF_MESSAGES.managerSelf)
    else if (managerEmail && !managerInFile && !manager?.isActive) {
      errors.push(BULK_MESSAGES.unknownManager)
    }
    const parsed = StaffCreateApiSchema.safeParse({
      first_name: row.first_name ?? '',
      last_name: row.last_name ?? '',
      email: row.email ?? '',
      positions: positionId === undefined ? [] : [positionId],
      division: divisionId ?? null,
      manager: managerInFile ? null : (manager?.id ?? null),
      user_type: lower(row.user_type) || undefined,
    })
    if (!parsed.success) {
      for (const issue of parsed.error.issues) errors.push(issue.message)
    } else if (parsed.data.user_type === 'admin' && !can(actor, 'staff.editRoles')) {
      errors.push(STAFF_MESSAGES.rolesAdminOnly)
    }
    preview.push({ id, row, errors: [...new Set(errors)] })
    if (parsed.success && errors.length === 0) {
      inputs.push({ id, input: parsed.data, managerEmail: managerInFile ? managerEmail : null })
    }
  })
  return { preview, inputs }
}

/** The preview page: every row with its problems; nothing is written. */
export async function previewBulkCreate(actor: Actor, rows: BulkRow[], meta: RequestMeta) {
  await assertMayCreate(actor, meta, [], 'staff.bulk_create')
  return (await validateRows(actor, rows)).preview
}

/**
 * bulk-create-staff: all rows or none. Rows are validated again (the preview may be stale);
 * any problem, the plan limit included, leaves the company as it was.
 */
export async function bulkCreateStaff(
  actor: Actor,
  rows: BulkRow[],
  meta: RequestMeta,
  origin: string,
): Promise<BulkResult> {
  const action = 'staff.bulk_create'
  await assertMayCreate(actor, meta, [], action)
  const { preview, inputs } = await validateRows(actor, rows)
  const invalid = preview.filter((row) => row.errors.length > 0)
  if (invalid.length > 0) {
    return { ok: false, errors: invalid.map((row) => ({ id: row.id, error: row.errors[0]! })) }
  }
  const result = await allOrNone(async (tx, { eachItem, stopIfFailed }) => {
    const [active] = await tx
      .select({ n: count() })
      .from(memberships)
      .where(and(ownedBy(memberships, actor), eq(memberships.isActive, true)))
    await assertPlanAllows(tx, actor.companyId, 'users', (active?.n ?? 0) + inputs.length)
    const created = new Map<string, number>()
    for (const { id, input } of inputs) {
      await eachItem(id, async () => {
        created.set(input.email, (await insertStaff(tx, actor, input, origin)).id)
      })
    }
    stopIfFailed()
    // Managers named by another row of the file exist now.
    for (const { input, managerEmail } of inputs) {
      if (managerEmail === null) continue
      await tx
        .update(memberships)
        .set({ managerId: created.get(managerEmail)! })
        .where(eq(memberships.id, created.get(input.email)!))
    }
    const ids = [...created.values()]
    await auditChange(tx, { actor, meta }, action, { type: 'membership' }, { ids })
    return ids
  })
  if (!result.ok) return result
  kickMailDelivery()
  return { ok: true, ids: result.value }
}

/** What a bulk edit changes; undefined leaves a field as it is, null clears it. */
export interface BulkChange {
  division?: number | null
  manager?: number | null
  positions?: number[]
  user_type?: UserTypeSlug
  roles?: Partial<Record<RoleFlag, boolean>>
}

async function eachInOneTransaction(
  actor: Actor,
  ids: number[],
  meta: RequestMeta,
  action: string,
  policyAction: 'staff.update' | 'staff.delete',
  apply: (tx: Transaction, person: Person) => Promise<void>,
): Promise<BulkResult> {
  await authorize({ actor, meta }, () => can(actor, policyAction), action)
  const what = { action, entityType: 'membership', notFound: STAFF_MESSAGES.notFound }
  return changeEach(
    { actor, meta },
    ids,
    what,
    async (tx) => (id) => findStaff(tx, actor, id),
    apply,
  )
}

/** POST bulk-edit-staff: the same change for everyone chosen, all or none. */
export async function bulkEditStaff(
  actor: Actor,
  ids: number[],
  change: BulkChange,
  meta: RequestMeta,
): Promise<BulkResult> {
  const action = 'staff.bulk_update'
  if (change.user_type !== undefined || change.roles) {
    await authorizeRoles({ actor, meta }, action)
  }
  return eachInOneTransaction(actor, ids, meta, action, 'staff.update', async (tx, person) => {
    if (!person.membership.isActive) throw new AppError('VALIDATION', STAFF_MESSAGES.notFound)
    const current = inputOf(await toDetail(tx, person))
    const defined = Object.fromEntries(
      Object.entries(change).filter(([, value]) => value !== undefined),
    )
    await writeStaff(tx, actor, person, { ...current, ...defined })
  })
}

/** DELETE bulk-edit-staff: deactivates everyone chosen, all or none. */
export function bulkDeactivateStaff(
  actor: Actor,
  ids: number[],
  meta: RequestMeta,
): Promise<BulkResult> {
  return eachInOneTransaction(actor, ids, meta, 'staff.bulk_delete', 'staff.delete', (tx, person) =>
    deactivateInTx(tx, actor, person),
  )
}
