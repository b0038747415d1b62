import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm'
import { audit, deny } from '~/platform/audit.server'
import { authorize, type Asker, type AuditedEntity } from '~/platform/authorize.server'
import { db, type Queryable, type Transaction } from '~/platform/db.server'
import { ownedBy, ownedRow } from '~/platform/tenancy.server'
import { AppError } from '~/platform/errors.server'
import { resizedImage } from '~/platform/images.server'
import { kickMailDelivery } from '~/platform/mail.server'
import type { RequestMeta } from '~/platform/request-meta.server'
import { fileStore, newStorageKey } from '~/platform/storage.server'
import type { Upload } from '~/platform/uploads.server'
import { ADMIN_USER_TYPE, ROLE_FLAGS, type Actor, type Roles } from '~/platform/actor'
import {
  findUserByEmail,
  isUniqueViolation,
  queueActivationEmail,
} from '../accounts/accounts.server'
import {
  memberships,
  ROLE_FLAG_COLUMNS,
  sessions,
  users,
  type Membership,
  type User,
} from '../accounts/accounts.tables'
import { rolesOf } from '../accounts/sessions.server'
import { assertPlanAllows } from '../billing/billing.server'
import { divisions, membershipPositions, positions } from '../org/org.tables'
import { can, isActiveAdmin, removesLastAdmin, type StaffAction } from './staff.policy'
import {
  PHOTO_FIELD,
  PHOTO_SIZE,
  STAFF_MESSAGES,
  USER_TYPES,
  type StaffInput,
  type UserTypeSlug,
} from './staff.schema'
import { PROFILE_MESSAGES } from './profile.schema'

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

const AUDIT = {
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
  const person = await authorizedStaff(actor, meta, id, 'staff.view', AUDIT.view)
  return toDetail(db, person)
}

export async function getStaffSimple(
  actor: Actor,
  id: number,
  meta: RequestMeta,
): Promise<StaffSimple> {
  const { membership, user } = await authorizedStaff(actor, meta, id, 'staff.view', AUDIT.view)
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

// ---- Checks shared by single and bulk writes ------------------------------------------------

/** Positions and division must be the company's own; anything else reads as "not in the list". */
export async function checkOrgRefs(
  q: Queryable,
  owner: Pick<Actor, 'companyId'>,
  input: Pick<StaffInput, 'positions' | 'division'>,
): Promise<void> {
  if (input.positions.length > 0) {
    const found = await q
      .select({ id: positions.id })
      .from(positions)
      .where(and(ownedBy(positions, owner), inArray(positions.id, input.positions)))
    if (found.length !== new Set(input.positions).size) {
      throw AppError.invalidField('positions', PROFILE_MESSAGES.position)
    }
  }
  if (input.division !== null) {
    const [found] = await q
      .select({ id: divisions.id })
      .from(divisions)
      .where(ownedRow(divisions, owner, input.division))
    if (!found) throw AppError.invalidField('division', STAFF_MESSAGES.division)
  }
}

/**
 * A manager is an active colleague, not the person, and not someone who reports to the person
 * (directly or not): walking up from the manager must not reach them.
 */
export async function checkManager(
  q: Queryable,
  owner: Pick<Actor, 'companyId'>,
  managerId: number | null,
  personId?: number,
): Promise<void> {
  if (managerId === null) return
  if (managerId === personId) throw AppError.invalidField('manager', STAFF_MESSAGES.managerSelf)
  const [manager] = await q
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(ownedRow(memberships, owner, managerId), eq(memberships.isActive, true)))
  if (!manager) throw AppError.invalidField('manager', STAFF_MESSAGES.manager)
  if (personId === undefined) return
  const chain = await q.execute<{ id: number }>(sql`
    with recursive up(id, manager_id, depth) as (
      select id, manager_id, 0 from memberships where id = ${managerId}
      union all
      select m.id, m.manager_id, up.depth + 1 from memberships m join up on m.id = up.manager_id
      where up.depth < 10000
    ) select id from up`)
  if (chain.rows.some((row) => Number(row.id) === personId)) {
    throw AppError.invalidField('manager', STAFF_MESSAGES.managerLoop)
  }
}

/** The ids of the company's active admins, locked so two demotions cannot race past the rule. */
export async function lockActiveAdmins(
  tx: Transaction,
  owner: Pick<Actor, 'companyId'>,
): Promise<number[]> {
  const rows = await tx
    .select({ id: memberships.id })
    .from(memberships)
    .where(
      and(
        ownedBy(memberships, owner),
        eq(memberships.isActive, true),
        or(eq(memberships.userTypeSlug, ADMIN_USER_TYPE), eq(memberships.userIsAdmin, true)),
      ),
    )
    .for('update')
  return rows.map((row) => row.id)
}

function roleColumns(roles: Partial<Roles> | undefined) {
  if (!roles) return {}
  return Object.fromEntries(
    ROLE_FLAGS.filter((flag) => roles[flag] !== undefined).map((flag) => [
      ROLE_FLAG_COLUMNS[flag],
      roles[flag],
    ]),
  )
}

/** Whether the input changes user type or flags of `current` (or sets any on a new person). */
export function changesRoles(
  input: Pick<StaffInput, 'user_type' | 'roles'>,
  current?: Membership,
): boolean {
  const currentType = current?.userTypeSlug ?? 'staff'
  const currentRoles = current ? rolesOf(current) : undefined
  if (input.user_type !== undefined && input.user_type !== currentType) return true
  return ROLE_FLAGS.some(
    (flag) =>
      input.roles?.[flag] !== undefined && input.roles[flag] !== (currentRoles?.[flag] ?? false),
  )
}

async function savePositions(tx: Queryable, membershipId: number, ids: number[]): Promise<void> {
  await tx.delete(membershipPositions).where(eq(membershipPositions.membershipId, membershipId))
  if (ids.length > 0) {
    await tx
      .insert(membershipPositions)
      .values(ids.map((positionId, rank) => ({ membershipId, positionId, rank })))
  }
}

// ---- Create ---------------------------------------------------------------------------------

export interface CreatedStaff {
  id: number
  /** True when the email belonged to an account already: it got a membership, no new user. */
  existingUser: boolean
}

/**
 * Adds one person inside the caller's transaction (single and bulk creation share it): a new
 * user with an activation email, or a membership for an account that already exists.
 */
export async function insertStaff(
  tx: Transaction,
  actor: Actor,
  input: StaffInput,
  origin: string,
): Promise<CreatedStaff> {
  await checkOrgRefs(tx, actor, input)
  await checkManager(tx, actor, input.manager)
  let user = await findUserByEmail(tx, input.email)
  if (user) {
    const [member] = await tx
      .select({ id: memberships.id })
      .from(memberships)
      .where(and(eq(memberships.userId, user.id), ownedBy(memberships, actor)))
    if (member) throw AppError.invalidField('email', STAFF_MESSAGES.emailTaken)
  }
  const existingUser = Boolean(user)
  if (!user) {
    ;[user] = await tx
      .insert(users)
      .values({
        email: input.email,
        firstName: input.first_name,
        lastName: input.last_name,
        dateOfBirth: input.date_of_birth,
      })
      .returning()
  }
  const [membership] = await tx
    .insert(memberships)
    .values({
      companyId: actor.companyId,
      userId: user!.id,
      userTypeSlug: input.user_type ?? 'staff',
      ...roleColumns(input.roles),
      personalPhone: input.personal_phone,
      gender: input.gender,
      hiredOn: input.hired_on,
      timezone: input.timezone ?? 'UTC',
      managerId: input.manager,
      divisionId: input.division,
      // An admin set them up: their first sign-in goes straight to the app.
      onboardingStep: 'done',
    })
    .returning()
  await savePositions(tx, membership!.id, input.positions)
  // Someone with a password already signs in with it; a new account chooses one from the email.
  if (!user!.passwordHash) {
    await queueActivationEmail(tx, {
      user: user!,
      companyId: actor.companyId,
      companyName: actor.companyName,
      origin,
    })
  }
  return { id: membership!.id, existingUser }
}

export async function assertMayCreate(
  actor: Actor,
  meta: RequestMeta,
  input: Pick<StaffInput, 'user_type' | 'roles'>[],
  auditAction: string,
): Promise<void> {
  await authorize({ actor, meta }, () => can(actor, 'staff.create'), auditAction)
  if (input.some((one) => changesRoles(one))) await authorizeRoles({ actor, meta }, auditAction)
}

/** create_company_staff: profile admins add a person; the free plan's limit applies. */
export async function createStaff(
  actor: Actor,
  input: StaffInput,
  meta: RequestMeta,
  origin: string,
): Promise<CreatedStaff> {
  await assertMayCreate(actor, meta, [input], AUDIT.create)
  try {
    const created = await db.transaction(async (tx) => {
      await assertPlanAllows(tx, actor.companyId, 'users')
      const result = await insertStaff(tx, actor, input, origin)
      await audit(tx, meta, {
        action: AUDIT.create,
        companyId: actor.companyId,
        actorUserId: actor.userId,
        entityType: 'membership',
        entityId: result.id,
        details: { email: input.email, existing_user: result.existingUser },
      })
      return result
    })
    kickMailDelivery()
    return created
  } catch (error) {
    // Two creations of one new email at the same moment: the unique index decides.
    if (isUniqueViolation(error, 'users_email_lower_idx')) {
      throw AppError.invalidField('email', STAFF_MESSAGES.emailTaken)
    }
    throw error
  }
}

// ---- Update ---------------------------------------------------------------------------------

/**
 * Saves a person's record within the caller's transaction. `version`, when given, must be the
 * one the change was made from (else CONFLICT); the last admin cannot stop being one.
 */
export async function writeStaff(
  tx: Transaction,
  actor: Actor,
  person: Person,
  input: StaffInput,
  version?: number,
): Promise<void> {
  const { membership, user } = person
  await checkOrgRefs(tx, actor, input)
  await checkManager(tx, actor, input.manager, membership.id)
  if (input.email !== user.email.toLowerCase()) {
    const other = await findUserByEmail(tx, input.email)
    if (other && other.id !== user.id) {
      throw AppError.invalidField('email', STAFF_MESSAGES.emailTaken)
    }
  }
  if (changesRoles(input, membership)) {
    const admins = await lockActiveAdmins(tx, actor)
    const after = {
      userTypeSlug: input.user_type ?? membership.userTypeSlug,
      userIsAdmin: input.roles?.user_is_admin ?? membership.userIsAdmin,
      isActive: membership.isActive,
    }
    if (removesLastAdmin(admins, membership.id, after)) {
      throw new AppError('VALIDATION', STAFF_MESSAGES.lastAdmin)
    }
  }
  const updated = await tx
    .update(memberships)
    .set({
      personalPhone: input.personal_phone,
      gender: input.gender,
      hiredOn: input.hired_on,
      ...(input.timezone === undefined ? {} : { timezone: input.timezone }),
      managerId: input.manager,
      divisionId: input.division,
      ...(input.user_type === undefined ? {} : { userTypeSlug: input.user_type }),
      ...roleColumns(input.roles),
      version: sql`${memberships.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(memberships.id, membership.id),
        version === undefined ? undefined : eq(memberships.version, version),
      ),
    )
    .returning({ id: memberships.id })
  if (updated.length === 0) throw new AppError('CONFLICT', STAFF_MESSAGES.stale)
  await tx
    .update(users)
    .set({
      firstName: input.first_name,
      lastName: input.last_name,
      email: input.email,
      dateOfBirth: input.date_of_birth,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, user.id))
  await savePositions(tx, membership.id, input.positions)
}

/** update_staff: a profile admin edits anyone; user type and flags only a company admin. */
export async function updateStaff(
  actor: Actor,
  id: number,
  input: StaffInput,
  meta: RequestMeta,
  version?: number,
): Promise<StaffDetail> {
  const person = await authorizedStaff(actor, meta, id, 'staff.update', AUDIT.update)
  if (changesRoles(input, person.membership)) {
    await authorizeRoles({ actor, meta }, AUDIT.update, { type: 'membership', id })
  }
  try {
    return await db.transaction(async (tx) => {
      await writeStaff(tx, actor, person, input, version)
      await audit(tx, meta, {
        action: AUDIT.update,
        companyId: actor.companyId,
        actorUserId: actor.userId,
        entityType: 'membership',
        entityId: id,
        details: { ...input },
      })
      return toDetail(tx, (await findStaff(tx, actor, id))!)
    })
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_lower_idx')) {
      throw AppError.invalidField('email', STAFF_MESSAGES.emailTaken)
    }
    throw error
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
  const person = await authorizedStaff(actor, meta, id, 'staff.delete', AUDIT.delete)
  await db.transaction(async (tx) => {
    await deactivateInTx(tx, actor, person)
    await audit(tx, meta, {
      action: AUDIT.delete,
      companyId: actor.companyId,
      actorUserId: actor.userId,
      entityType: 'membership',
      entityId: id,
    })
  })
}

/** Brings a deactivated person back; they count against the plan again. */
export async function restoreStaff(actor: Actor, id: number, meta: RequestMeta): Promise<void> {
  const person = await authorizedStaff(actor, meta, id, 'staff.restore', AUDIT.restore)
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
    await audit(tx, meta, {
      action: AUDIT.restore,
      companyId: actor.companyId,
      actorUserId: actor.userId,
      entityType: 'membership',
      entityId: id,
    })
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
  await authorize({ actor, meta }, () => can(actor, 'staff.restore'), AUDIT.restore)
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

// ---- Photo ----------------------------------------------------------------------------------

/**
 * upload_photo: re-encoded to WebP at most PHOTO_SIZE pixels; the old photo's bytes go only
 * after the new key is committed, so a failure never leaves a person without a photo.
 */
export async function uploadStaffPhoto(
  actor: Actor,
  id: number,
  upload: Upload | null,
  meta: RequestMeta,
): Promise<{ photo: string }> {
  const person = await authorizedStaff(actor, meta, id, 'staff.uploadPhoto', AUDIT.photo)
  if (!upload) throw AppError.invalidField(PHOTO_FIELD, STAFF_MESSAGES.required)
  const image = await resizedImage(upload.bytes, { size: PHOTO_SIZE, field: PHOTO_FIELD })
  const key = newStorageKey(actor.companyId, 'photos', 'webp')
  await fileStore.put(key, image.bytes, image.contentType)
  try {
    await db.transaction(async (tx) => {
      await tx
        .update(memberships)
        .set({ photo: key, version: sql`${memberships.version} + 1`, updatedAt: sql`now()` })
        .where(eq(memberships.id, id))
      await audit(tx, meta, {
        action: AUDIT.photo,
        companyId: actor.companyId,
        actorUserId: actor.userId,
        entityType: 'membership',
        entityId: id,
      })
    })
  } catch (error) {
    await fileStore.remove(key)
    throw error
  }
  if (person.membership.photo) await fileStore.remove(person.membership.photo)
  return { photo: key }
}

/** The photo's bytes for someone of the same company who may see the person; else not found. */
export async function readStaffPhoto(actor: Actor, id: number): Promise<Uint8Array> {
  const person = await findStaff(db, actor, id)
  const target = person && { membershipId: id, isActive: person.membership.isActive }
  if (!person?.membership.photo || !can(actor, 'staff.view', target)) {
    throw AppError.notFound(STAFF_MESSAGES.notFound)
  }
  const bytes = await fileStore.get(person.membership.photo)
  if (!bytes) throw AppError.notFound(STAFF_MESSAGES.notFound)
  return bytes
}

/** GET user-type/. */
export function listUserTypes(): readonly { user_type: string; user_type_slug: UserTypeSlug }[] {
  return USER_TYPES
}
