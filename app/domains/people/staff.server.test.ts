import { and, eq } from 'drizzle-orm'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import {
  makeCompany,
  makeCompanyWithAdmin,
  makeMember,
  signedIn,
  uniqueEmail,
} from '#tests/factories/accounts'
import { auditEntries } from '#tests/factories/audit'
import { makeDivision, makePosition, placeInOrg } from '#tests/factories/org'
import { outboxTo } from '#tests/factories/outbox'
import { testMeta } from '#tests/factories/request'
import { memberships, sessions, users } from '~/domains/accounts/accounts.tables'
import { lookupSession } from '~/domains/accounts/sessions.server'
import { BILLING_MESSAGES } from '~/domains/billing/billing.messages'
import { subscriptions } from '~/domains/billing/billing.tables'
import { db } from '~/platform/db.server'
import { fileStore } from '~/platform/storage.server'
import { STAFF_MESSAGES, type StaffInput } from './staff.schema'
import { readStaffPhoto, uploadStaffPhoto } from './staff-photos.server'
import { createStaff, updateStaff } from './staff-writes.server'
import {
  deactivateStaff,
  getStaffDetail,
  inputOf,
  listDeactivatedStaff,
  restoreStaff,
} from './staff.server'

const ORIGIN = 'http://app.test'
const meta = testMeta()

function newPerson(overrides: Partial<StaffInput> = {}): StaffInput {
  return {
    first_name: 'Nia',
    last_name: 'New',
    email: uniqueEmail('new'),
    personal_phone: null,
    gender: null,
    date_of_birth: null,
    hired_on: null,
    timezone: undefined,
    positions: [],
    manager: null,
    division: null,
    ...overrides,
  }
}

async function companyWithPeople() {
  const { company, admin } = await makeCompanyWithAdmin()
  const profileAdmin = await makeMember(company, { roles: ['user_is_profile_admin'] })
  const employee = await makeMember(company, { firstName: 'Eve', lastName: 'Employee' })
  return {
    company,
    admin: { ...admin, actor: (await signedIn(admin.user, company)).actor },
    profileAdmin: { ...profileAdmin, actor: (await signedIn(profileAdmin.user, company)).actor },
    employee: { ...employee, actor: (await signedIn(employee.user, company)).actor },
  }
}

describe('staff detail', () => {
  it('shows positions primary first, manager, juniors and division to any colleague', async () => {
    const { company, admin, employee } = await companyWithPeople()
    const division = await makeDivision(company, { name: 'Sales', color: '#112233' })
    const [lead, seller] = [
      await makePosition(company, 'Lead'),
      await makePosition(company, 'Seller'),
    ]
    await placeInOrg(employee.membership, {
      divisionId: division.id,
      managerId: admin.membership.id,
      positionIds: [seller.id, lead.id],
    })
    const detail = await getStaffDetail(employee.actor, employee.membership.id, meta)
    expect(detail.positions.map((p) => p.name)).toEqual(['Seller', 'Lead'])
    expect(detail.position?.name).toBe('Seller')
    expect(detail.manager?.id).toBe(admin.membership.id)
    expect(detail.staff_division).toEqual({
      id: division.id,
      division_name: 'Sales',
      division_color: '#112233',
    })
    const boss = await getStaffDetail(employee.actor, admin.membership.id, meta)
    expect(boss.juniors.map((j) => j.id)).toEqual([employee.membership.id])
  })

  it("treats another company's person as not found, and records it", async () => {
    const acme = await companyWithPeople()
    const globex = await companyWithPeople()
    await expect(
      getStaffDetail(acme.admin.actor, globex.employee.membership.id, meta),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' })
    const [entry] = await auditEntries({ action: 'staff.view', companyId: acme.company.id })
    expect(entry?.outcome).toBe('denied')
  })
})

describe('createStaff', () => {
  it('creates the person and queues the activation email; employees are refused', async () => {
    const { company, profileAdmin, employee } = await companyWithPeople()
    const input = newPerson()
    const created = await createStaff(profileAdmin.actor, input, meta, ORIGIN)
    expect(created.existingUser).toBe(false)
    const [mail] = await outboxTo(input.email)
    expect(mail?.subject).toBe(`Activate your ${company.name} account on Groundwork`)
    await expect(createStaff(employee.actor, newPerson(), meta, ORIGIN)).rejects.toMatchObject({
      code: 'FORBIDDEN',
    })
  })

  it('refuses a duplicate email in the company; gives an existing user a membership', async () => {
    const acme = await companyWithPeople()
    const globex = await companyWithPeople()
    await expect(
      createStaff(acme.admin.actor, newPerson({ email: acme.employee.user.email }), meta, ORIGIN),
    ).rejects.toMatchObject({ fieldErrors: { email: [STAFF_MESSAGES.emailTaken] } })
    const added = await createStaff(
      acme.admin.actor,
      newPerson({ email: globex.employee.user.email.toUpperCase() }),
      meta,
      ORIGIN,
    )
    expect(added.existingUser).toBe(true)
    const rows = await db.select().from(users).where(eq(users.email, globex.employee.user.email))
    expect(rows).toHaveLength(1)
  })

  it('lets only company admins give user types and flags', async () => {
    const { profileAdmin, admin } = await companyWithPeople()
    const promoted = newPerson({ user_type: 'admin', roles: { user_is_kb_admin: true } })
    await expect(createStaff(profileAdmin.actor, promoted, meta, ORIGIN)).rejects.toMatchObject({
      code: 'FORBIDDEN',
    })
    const { id } = await createStaff(admin.actor, promoted, meta, ORIGIN)
    const detail = await getStaffDetail(admin.actor, id, meta)
    expect(detail.user_type.user_type_slug).toBe('admin')
    expect(detail.user_roles.user_is_kb_admin).toBe(true)
  })

  it('applies the free plan limit with its message', async () => {
    const company = await makeCompany(undefined, { plan: 'free' })
    const admin = await makeMember(company, { userTypeSlug: 'admin' })
    const { actor } = await signedIn(admin.user, company)
    await expect(createStaff(actor, newPerson(), meta, ORIGIN)).rejects.toMatchObject({
      code: 'PLAN_LIMIT',
      message: BILLING_MESSAGES.freePlanUsers,
    })
  })
})

describe('updateStaff', () => {
  it('saves from the current version and refuses a stale one with 409', async () => {
    const { admin, employee } = await companyWithPeople()
    const detail = await getStaffDetail(admin.actor, employee.membership.id, meta)
    const input = { ...inputOf(detail), first_name: 'Evelyn' }
    const saved = await updateStaff(admin.actor, detail.id, input, meta, detail.version)
    expect(saved.first_name).toBe('Evelyn')
    await expect(
      updateStaff(admin.actor, detail.id, { ...input, first_name: 'Lost' }, meta, detail.version),
    ).rejects.toMatchObject({ code: 'CONFLICT' })
    expect((await getStaffDetail(admin.actor, detail.id, meta)).first_name).toBe('Evelyn')
  })

  it('refuses self-management and reporting loops', async () => {
    const { admin, employee } = await companyWithPeople()
    await placeInOrg(employee.membership, { managerId: admin.membership.id })
    const boss = inputOf(await getStaffDetail(admin.actor, admin.membership.id, meta))
    const bossManagedBy = (manager: number) =>
      updateStaff(admin.actor, admin.membership.id, { ...boss, manager }, meta)
    await expect(bossManagedBy(admin.membership.id)).rejects.toMatchObject({
      fieldErrors: { manager: [STAFF_MESSAGES.managerSelf] },
    })
    await expect(bossManagedBy(employee.membership.id)).rejects.toMatchObject({
      fieldErrors: { manager: [STAFF_MESSAGES.managerLoop] },
    })
  })

  it('keeps flags out of profile admins’ reach and never removes the last admin', async () => {
    const { admin, profileAdmin, employee } = await companyWithPeople()
    const current = inputOf(await getStaffDetail(admin.actor, employee.membership.id, meta))
    await expect(
      updateStaff(
        profileAdmin.actor,
        employee.membership.id,
        { ...current, user_type: 'admin' },
        meta,
      ),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' })
    // Unchanged flags sent back by a profile admin are fine.
    await updateStaff(
      profileAdmin.actor,
      employee.membership.id,
      { ...current, user_type: 'staff' },
      meta,
    )

    const self = inputOf(await getStaffDetail(admin.actor, admin.membership.id, meta))
    await expect(
      updateStaff(
        admin.actor,
        admin.membership.id,
        { ...self, user_type: 'staff', roles: { user_is_admin: false } },
        meta,
      ),
    ).rejects.toMatchObject({ message: STAFF_MESSAGES.lastAdmin })
    await expect(deactivateStaff(admin.actor, admin.membership.id, meta)).rejects.toMatchObject({
      message: STAFF_MESSAGES.lastAdmin,
    })
    // With a second admin, the first may step down.
    await updateStaff(admin.actor, employee.membership.id, { ...current, user_type: 'admin' }, meta)
    await updateStaff(
      admin.actor,
      admin.membership.id,
      { ...self, user_type: 'staff', roles: { user_is_admin: false } },
      meta,
    )
  })
})

describe('deactivate and restore', () => {
  it('revokes their sessions in the company at once, hides them, and restores them', async () => {
    const { company, profileAdmin, employee } = await companyWithPeople()
    const session = await signedIn(employee.user, company)
    await deactivateStaff(profileAdmin.actor, employee.membership.id, meta)
    expect((await lookupSession({ token: session.token })).status).toBe('missing')
    const [row] = await db.select().from(sessions).where(eq(sessions.id, session.sessionId))
    expect(row?.revokedAt).not.toBeNull()
    const listed = await listDeactivatedStaff(profileAdmin.actor, meta)
    expect(listed.map((p) => p.id)).toEqual([employee.membership.id])

    await restoreStaff(profileAdmin.actor, employee.membership.id, meta)
    const [membership] = await db
      .select()
      .from(memberships)
      .where(and(eq(memberships.id, employee.membership.id)))
    expect(membership?.isActive).toBe(true)
    expect(membership?.deactivatedAt).toBeNull()
  })

  it('hides a deactivated person from employees, refuses employees deleting', async () => {
    const { profileAdmin, employee, admin } = await companyWithPeople()
    await expect(deactivateStaff(employee.actor, admin.membership.id, meta)).rejects.toMatchObject({
      code: 'FORBIDDEN',
    })
    const other = await createStaff(profileAdmin.actor, newPerson(), meta, ORIGIN)
    await deactivateStaff(profileAdmin.actor, other.id, meta)
    await expect(getStaffDetail(employee.actor, other.id, meta)).rejects.toMatchObject({
      code: 'NOT_FOUND',
    })
    expect((await getStaffDetail(profileAdmin.actor, other.id, meta)).is_active).toBe(false)
  })

  it('checks the plan when restoring', async () => {
    const { company, admin } = await makeCompanyWithAdmin(undefined, { plan: 'premium' })
    const { actor } = await signedIn(admin.user, company)
    const gone = await makeMember(company)
    await deactivateStaff(actor, gone.membership.id, meta)
    await db
      .update(subscriptions)
      .set({ plan: 'free' })
      .where(eq(subscriptions.companyId, company.id))
    await expect(restoreStaff(actor, gone.membership.id, meta)).rejects.toMatchObject({
      code: 'PLAN_LIMIT',
    })
  })
})

describe('photos', () => {
  it('stores a resized WebP, replaces the old one, and serves it to the company only', async () => {
    const acme = await companyWithPeople()
    const globex = await companyWithPeople()
    const png = await sharp({
      create: { width: 1200, height: 800, channels: 3, background: '#3366aa' },
    })
      .png()
      .toBuffer()
    const upload = { name: 'me.png', contentType: 'image/png', bytes: new Uint8Array(png) }
    const first = await uploadStaffPhoto(
      acme.employee.actor,
      acme.employee.membership.id,
      upload,
      meta,
    )
    const second = await uploadStaffPhoto(
      acme.employee.actor,
      acme.employee.membership.id,
      upload,
      meta,
    )
    expect(await fileStore.get(first.photo)).toBeNull()
    const bytes = await readStaffPhoto(acme.admin.actor, acme.employee.membership.id)
    const info = await sharp(bytes).metadata()
    expect([info.format, info.width]).toEqual(['webp', 512])
    expect(second.photo).toMatch(new RegExp(`^${acme.company.id}/photos/`))
    await expect(
      readStaffPhoto(globex.admin.actor, acme.employee.membership.id),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' })
    // A colleague cannot change someone else's photo; a text file is not a photo.
    await expect(
      uploadStaffPhoto(acme.employee.actor, acme.admin.membership.id, upload, meta),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' })
    await expect(
      uploadStaffPhoto(
        acme.employee.actor,
        acme.employee.membership.id,
        { name: 'x.png', contentType: 'image/png', bytes: new TextEncoder().encode('hello') },
        meta,
      ),
    ).rejects.toMatchObject({ code: 'VALIDATION' })
  })
})
