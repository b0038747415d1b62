import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm'
import { deny, auditChange } from '~/platform/audit.server'
import { authorize, type Asker, type AuditedEntity } from '~/platform/authorize.server'
import { db, type Queryable, type Transaction } from '~/platform/db.server'
import { ownedBy, ownedRow } from '~/platform/tenancy.server'
import { AppError } from '~/platform/errors.server'
import type { RequestMeta } from '~/platform/request-meta.server'
import { type Actor, type Roles } from '~/platform/actor'
import {
  memberships,
  sessions,
  users,
  type Membership,
  type User,
} from '../accounts/accounts.tables'
import { rolesOf } from '../accounts/sessions.server'
import { assertPlanAllows } from '../billing/billing.server'
import { divisions, membershipPositions, positions } from '../org/org.tables'
import { can, isActiveAdmin, removesLastAdmin, type StaffAction } from './staff.policy'
import { STAFF_MESSAGES, USER_TYPES, type StaffInput, type UserTypeSlug } from './staff.schema'
import { lockActiveAdmins } from './staff-rules.server'

/** A colleague as links and avatars show them. */
export interface StaffRef {
  id: number
  first_name: string
  last_name: string
  photo: string | null
  gender: string | null
}

/** Seed §3 "Staff detail": the fields of User / staff, plus the record's version. */
export interface StaffDetail extends StaffRef {
  user_id: number
  email: string
  get_full_name: string
  timezone: string
  last_login: string | null
  personal_phone: string | null
  date_of_birth: string | null
  hired_on: string | null
  positions: { id: number; name: string }[]
  position: { id: number; name: string } | null
  manager: StaffRef | null
  juniors: StaffRef[]
  staff_division: { id: number; division_name: string; division_color: string } | null
  user_type: { user_type: string; user_type_slug: string }
  user_roles: Roles
  is_active: boolean
  deactivated_at: string | null
  company: number
  version: number
}

/** `?simple=true`: enough for a chip or a card. */
export type StaffSimple = Pick<
  StaffDetail,
  'id' | 'first_name' | 'last_name' | 'get_full_name' | 'email' | 'photo' | 'gender' | 'position'
>

export const STAFF_AUDIT = {
  view: 'staff.view',
  create: 'staff.create',
  update: 'staff.update',
  delete: 'staff.delete',
  restore: 'staff.restore',
  photo: 'staff.upload_photo',
} as const

export type Person = { membership: Membership; user: User }

export function findStaff(
  q: Queryable,
  owner: Pick<Actor, 'companyId'>,
  id: number,
): Promise<Person | undefined> {
  return q
    .select({ membership: memberships, user: users })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(ownedRow(memberships, owner, id))
    .limit(1)
    .then((rows) => rows[0])
}

/**
 * The person behind an id for this actor and action: another company's id, a bad id or (for
 * those who may not see them) a deactivated person is not found; a refused action is a 403.
 * Both are recorded.
 */
export async function authorizedStaff(
  actor: Actor,
  meta: RequestMeta,
  id: number,
  action: StaffAction,
  auditAction: string,
  q: Queryable = db,
): Promise<Person> {
  const entity = { type: 'membership', id }
  const person = await findStaff(q, actor, id)
  const target = person && { membershipId: id, isActive: person.membership.isActive }
  if (!person || !can(actor, 'staff.view', target)) {
    return deny(actor, meta, auditAction, AppError.notFound(STAFF_MESSAGES.notFound), entity)
  }
  await authorize({ actor, meta }, () => can(actor, action, target), auditAction, entity)
  return person
}

/** User types and role flags are company admins' to change; others get the seed's refusal. */
export function authorizeRoles(asker: Asker, auditAction: string, entity?: AuditedEntity) {
  const { actor } = asker
  return authorize(
    asker,
    () => can(actor, 'staff.editRoles'),
    auditAction,
    entity,
    STAFF_MESSAGES.rolesAdminOnly,
  )
}

const refColumns = {
  id: memberships.id,
  first_name: users.firstName,
  last_name: users.lastName,
  photo: memberships.photo,
  gender: memberships.gender,
}

function userTypeOf(slug: string) {
  return USER_TYPES.find((type) => type.user_type_slug === slug) ?? USER_TYPES[1]
}

async function heldPositions(q: Queryable, membershipId: number) {
  return q
    .select({ id: positions.id, name: positions.name })
    .from(membershipPositions)
    .innerJoin(positions, eq(positions.id, membershipPositions.positionId))
    .where(eq(membershipPositions.membershipId, membershipId))
    .orderBy(asc(membershipPositions.rank), asc(positions.name))
}

export async function toDetail(q: Queryable, { membership, user }: Person): Promise<StaffDetail> {
  const [held, manager, juniors, division] = await Promise.all([
    heldPositions(q, membership.id),
    membership.managerId === null
      ? Promise.resolve([])
      : q
          .select(refColumns)
          .from(memberships)
          .innerJoin(users, eq(users.id, memberships.userId))
          .where(eq(memberships.id, membership.managerId)),
    q
      .select(refColumns)
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(and(eq(memberships.managerId, membership.id), eq(memberships.isActive, true)))
      .orderBy(asc(users.firstName), asc(users.lastName), asc(memberships.id)),
    membership.divisionId === null
      ? Promise.resolve([])
      : q.select().from(divisions).where(eq(divisions.id, membership.divisionId)),
  ])
  const fullName = `${user.firstName} ${user.lastName}`.trim()
  return {
    id: membership.id,
    user_id: user.id,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    get_full_name: fullName,
    photo: membership.photo,
    gender: membership.gender,
    timezone: membership.timezone,
    last_login: user.lastLogin?.toISOString() ?? null,
    personal_phone: membership.personalPhone,
    date_of_birth: user.dateOfBirth,
    hired_on: membership.hiredOn,
    positions: held,
    position: held[0] ?? null,
    manager: manager[0] ?? null,
    juniors,
    staff_division: division[0]
      ? {
          id: division[0].id,
          division_name: division[0].name,
          division_color: division[0].color,
        }
      : null,
    user_type: userTypeOf(membership.userTypeSlug),
    user_roles: rolesOf(membership),
    is_active: membership.isActive,
    deactivated_at: membership.deactivatedAt?.toISOString() ?? null,
    company: membership.companyId,
    version: membership.version,
  }
}

/** GET staffs/{id}/ and the profile pages. */
export async function getStaffDetail(
  actor: Actor,
  id: number,
  meta: RequestMeta,
): Promise<StaffDetail> {
  const person = await authorizedStaff(actor, meta, id, 'staff.view', STAFF_AUDIT.view)
  return toDetail(db, person)
}

export async function getStaffSimple(
  actor: Actor,
  id: number,
  meta: RequestMeta,
): Promise<StaffSimple> {
  const { membership, user } = await authorizedStaff(
    actor,
    meta,
    id,
    'staff.view',
    STAFF_AUDIT.view,
  )
  const [position] = await heldPositions(db, membership.id)
  return {
    id: membership.id,
    first_name: user.firstName,
    last_name: user.lastName,
    get_full_name: `${user.firstName} ${user.lastName}`.trim(),
    email: user.email,
    photo: membership.photo,
    gender: membership.gender,
    position: position ?? null,
  }
}

/** The edit form's values for a person, as the service would save them unchanged. */
export function inputOf(detail: StaffDetail): StaffInput {
  return {
    first_name: detail.first_name,
    last_name: detail.last_name,
    email: detail.email,
    personal_phone: detail.personal_phone,
    gender: detail.gender as StaffInput['gender'],
    date_of_birth: detail.date_of_birth,
    hired_on: detail.hired_on,
    timezone: detail.timezone,
    positions: detail.positions.map((position) => position.id),
    manager: detail.manager?.id ?? null,
    division: detail.staff_division?.id ?? null,
  }
}

export interface OrgChoices {
  positions: { id: number; name: string }[]
  divisions: { id: number; name: string }[]
  people: { id: number; name: string; email: string }[]
}

/** Beyond this a select is no use; the org issue brings a searchable picker. */
const MAX_CHOICES = 2000

/** The positions, divisions and active people a staff form offers. */
export async function listOrgChoices(actor: Actor): Promise<OrgChoices> {
  const [positionRows, divisionRows, people] = await Promise.all([
    db
      .select({ id: positions.id, name: positions.name })
      .from(positions)
      .where(ownedBy(positions, actor))
      .orderBy(asc(positions.name))
      .limit(MAX_CHOICES),
    db
      .select({ id: divisions.id, name: divisions.name })
      .from(divisions)
      .where(ownedBy(divisions, actor))
      .orderBy(asc(divisions.order), asc(divisions.name))
      .limit(MAX_CHOICES),
    db
      .select({
        id: memberships.id,
        first: users.firstName,
        last: users.lastName,
        email: users.email,
      })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(and(ownedBy(memberships, actor), eq(memberships.isActive, true)))
      .orderBy(asc(users.firstName), asc(users.lastName))
      .limit(MAX_CHOICES),
  ])
  return {
    positions: positionRows,
    divisions: divisionRows,
    people: people.map((p) => ({ id: p.id, name: `${p.first} ${p.last}`.trim(), email: p.email })),
  }
}

// ---- Deactivate and restore -----------------------------------------------------------------

/**
 * Deactivates a membership inside the caller's transaction: hidden from the directory, signed
 * out of this company at once (their sessions here are revoked), history kept.
 */
export async function deactivateInTx(tx: Transaction, actor: Actor, person: Person) {
  const { membership } = person
  if (!membership.isActive) throw new AppError('VALIDATION', STAFF_MESSAGES.alreadyInactive)
  if (isActiveAdmin(membership)) {
    const admins = await lockActiveAdmins(tx, actor)
    if (removesLastAdmin(admins, membership.id, { ...membership, isActive: false })) {
      throw new AppError('VALIDATION', STAFF_MESSAGES.lastAdmin)
    }
  }
  await tx
    .update(memberships)
    .set({
      isActive: false,
      deactivatedAt: sql`now()`,
      version: sql`${memberships.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(eq(memberships.id, membership.id))
  await tx
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(sessions.userId, membership.userId),
        ownedBy(sessions, actor),
        isNull(sessions.revokedAt),
      ),
    )
}

/** delete_staff. */
export async function deactivateStaff(actor: Actor, id: number, meta: RequestMeta): Promise<void> {
  const person = await authorizedStaff(actor, meta, id, 'staff.delete', STAFF_AUDIT.delete)
  await db.transaction(async (tx) => {
    await deactivateInTx(tx, actor, person)
    await auditChange(tx, { actor, meta }, STAFF_AUDIT.delete, { type: 'membership', id })
  })
}

/** Brings a deactivated person back; they count against the plan again. */
export async function restoreStaff(actor: Actor, id: number, meta: RequestMeta): Promise<void> {
  const person = await authorizedStaff(actor, meta, id, 'staff.restore', STAFF_AUDIT.restore)
  if (person.membership.isActive) throw new AppError('VALIDATION', STAFF_MESSAGES.notDeactivated)
  await db.transaction(async (tx) => {
    await assertPlanAllows(tx, actor.companyId, 'users')
    await tx
      .update(memberships)
      .set({
        isActive: true,
        deactivatedAt: null,
        version: sql`${memberships.version} + 1`,
        updatedAt: sql`now()`,
      })
      .where(eq(memberships.id, id))
    await auditChange(tx, { actor, meta }, STAFF_AUDIT.restore, { type: 'membership', id })
  })
}

export interface DeactivatedStaff extends StaffRef {
  email: string
  deactivated_at: string | null
}

const MAX_DEACTIVATED_LISTED = 500

/** The company's deactivated people, most recent first (profile admins only). */
export async function listDeactivatedStaff(
  actor: Actor,
  meta: RequestMeta,
): Promise<DeactivatedStaff[]> {
  await authorize({ actor, meta }, () => can(actor, 'staff.restore'), STAFF_AUDIT.restore)
  const rows = await db
    .select({ ...refColumns, email: users.email, deactivatedAt: memberships.deactivatedAt })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(ownedBy(memberships, actor), eq(memberships.isActive, false)))
    .orderBy(desc(memberships.deactivatedAt), asc(memberships.id))
    .limit(MAX_DEACTIVATED_LISTED)
  return rows.map(({ deactivatedAt, ...row }) => ({
    ...row,
    deactivated_at: deactivatedAt?.toISOString() ?? null,
  }))
}

/** GET user-type/. */
export function listUserTypes(): readonly { user_type: string; user_type_slug: UserTypeSlug }[] {
  return USER_TYPES
}
