import { and, eq, sql } from 'drizzle-orm'
import { auditChange } from '~/platform/audit.server'
import { authorize } from '~/platform/authorize.server'
import { db, type Transaction } from '~/platform/db.server'
import { ownedBy } from '~/platform/tenancy.server'
import { AppError } from '~/platform/errors.server'
import { kickMailDelivery } from '~/platform/mail.server'
import type { RequestMeta } from '~/platform/request-meta.server'
import type { Actor } from '~/platform/actor'
import {
  findUserByEmail,
  isUniqueViolation,
  queueActivationEmail,
} from '../accounts/accounts.server'
import { memberships, users } from '../accounts/accounts.tables'
import { assertPlanAllows } from '../billing/billing.server'
import { can, removesLastAdmin } from './staff.policy'
import { STAFF_MESSAGES, type StaffInput } from './staff.schema'
import {
  checkManager,
  checkOrgRefs,
  changesRoles,
  lockActiveAdmins,
  roleColumns,
  savePositions,
} from './staff-rules.server'
import {
  authorizedStaff,
  authorizeRoles,
  findStaff,
  STAFF_AUDIT,
  toDetail,
  type Person,
  type StaffDetail,
} from './staff.server'

/* Adding a person and saving a person's record (single and bulk share the in-transaction parts). */

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
  await assertMayCreate(actor, meta, [input], STAFF_AUDIT.create)
  try {
    const created = await db.transaction(async (tx) => {
      await assertPlanAllows(tx, actor.companyId, 'users')
      const result = await insertStaff(tx, actor, input, origin)
      await auditChange(
        tx,
        { actor, meta },
        STAFF_AUDIT.create,
        { type: 'membership', id: result.id },
        { email: input.email, existing_user: result.existingUser },
      )
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
  const person = await authorizedStaff(actor, meta, id, 'staff.update', STAFF_AUDIT.update)
  if (changesRoles(input, person.membership)) {
    await authorizeRoles({ actor, meta }, STAFF_AUDIT.update, { type: 'membership', id })
  }
  try {
    return await db.transaction(async (tx) => {
      await writeStaff(tx, actor, person, input, version)
      await auditChange(
        tx,
        { actor, meta },
        STAFF_AUDIT.update,
        { type: 'membership', id },
        { ...input },
      )
      return toDetail(tx, (await findStaff(tx, actor, id))!)
    })
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_lower_idx')) {
      throw AppError.invalidField('email', STAFF_MESSAGES.emailTaken)
    }
    throw error
  }
}
