import { asc, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { makeCompanyWithAdmin, signedIn } from '#tests/factories/accounts'
import { auditEntries } from '#tests/factories/audit'
import { testMeta } from '#tests/factories/request'
import { db } from '~/platform/db.server'
import { memberships, users } from '../accounts/accounts.tables'
import { membershipPositions, positions } from '../org/org.tables'
import { maskPhone, normalisePhone, PROFILE_MESSAGES, ProfileSchema } from './profile.schema'
import { getOwnProfile, listPositionChoices, updateOwnProfile } from './profile.server'

function errorsOf(input: Record<string, unknown>) {
  const parsed = ProfileSchema.safeParse(input)
  return parsed.success ? {} : parsed.error.flatten().fieldErrors
}

describe('profile form rules', () => {
  it("requires a first name with the spec's message; the last name is optional", () => {
    expect(errorsOf({ first_name: '  ', last_name: '' })).toEqual({
      first_name: ['This field is required'],
    })
    expect(errorsOf({})).toEqual({ first_name: ['This field is required'] })
    expect(ProfileSchema.parse({ first_name: 'Ada' })).toEqual({
      first_name: 'Ada',
      last_name: '',
      personal_phone: null,
      positions: [],
    })
  })

  it('masks a phone number as it is typed: (999) 999-9999', () => {
    expect(maskPhone('5')).toBe('(5')
    expect(maskPhone('555123')).toBe('(555) 123')
    expect(maskPhone('5551234')).toBe('(555) 123-4')
    expect(maskPhone('555-123-45678999')).toBe('(555) 123-4567')
    expect(maskPhone('abc')).toBe('')
  })

  it('stores a complete phone number in the mask format and refuses anything else', () => {
    expect(normalisePhone('555.123.4567')).toBe('(555) 123-4567')
    expect(
      ProfileSchema.parse({ first_name: 'A', personal_phone: '(555) 123-4567' }),
    ).toMatchObject({ personal_phone: '(555) 123-4567' })
    for (const bad of ['(555) 123-456', '555 123 45678', '+1 555 123 4567', '555-CALL-NOW']) {
      expect(errorsOf({ first_name: 'A', personal_phone: bad })).toEqual({
        personal_phone: [PROFILE_MESSAGES.phone],
      })
    }
  })

  it('keeps positions in the order chosen; an explicit primary goes first', () => {
    expect(ProfileSchema.parse({ first_name: 'A', positions: ['7', '3', '9'] }).positions).toEqual([
      7, 3, 9,
    ])
    expect(
      ProfileSchema.parse({ first_name: 'A', positions: ['7', '3', '9'], primary_position: '9' })
        .positions,
    ).toEqual([9, 7, 3])
    expect(ProfileSchema.parse({ first_name: 'A', primary_position: '4' }).positions).toEqual([4])
    expect(errorsOf({ first_name: 'A', positions: ['x'] })).toEqual({
      positions: [PROFILE_MESSAGES.position],
    })
  })
})

async function makePositions(companyId: number, ...names: string[]) {
  return db
    .insert(positions)
    .values(names.map((name) => ({ companyId, name })))
    .returning()
}

describe('updateOwnProfile', () => {
  it('saves name, phone and positions, the first as primary (rank 0), and audits it', async () => {
    const { company, admin } = await makeCompanyWithAdmin()
    const { actor } = await signedIn(admin.user, company)
    const [cook, , manager] = await makePositions(company.id, 'Cook', 'Waiter', 'Manager')

    await updateOwnProfile(
      actor,
      ProfileSchema.parse({
        first_name: 'Grace',
        last_name: 'Hopper',
        personal_phone: '5551234567',
        positions: [String(manager!.id), String(cook!.id)],
      }),
      testMeta(),
    )

    expect(await getOwnProfile(actor)).toEqual({
      first_name: 'Grace',
      last_name: 'Hopper',
      personal_phone: '(555) 123-4567',
      positions: [manager!.id, cook!.id],
    })
    const ranks = await db
      .select({ positionId: membershipPositions.positionId, rank: membershipPositions.rank })
      .from(membershipPositions)
      .where(eq(membershipPositions.membershipId, actor.membershipId))
      .orderBy(asc(membershipPositions.rank))
    expect(ranks).toEqual([
      { positionId: manager!.id, rank: 0 },
      { positionId: cook!.id, rank: 1 },
    ])
    expect((await listPositionChoices(actor)).map((p) => p.name)).toEqual([
      'Cook',
      'Manager',
      'Waiter',
    ])
    const [entry] = await auditEntries({ companyId: company.id, action: 'profile.update' })
    expect(entry).toMatchObject({
      actorUserId: admin.user.id,
      entityId: String(actor.membershipId),
    })
  })

  it("refuses another company's position as not in the list, and writes nothing", async () => {
    const acme = await makeCompanyWithAdmin()
    const globex = await makeCompanyWithAdmin()
    const { actor } = await signedIn(acme.admin.user, acme.company)
    const [theirs] = await makePositions(globex.company.id, 'Globex secret')

    await expect(
      updateOwnProfile(
        actor,
        ProfileSchema.parse({ first_name: 'Changed', positions: [String(theirs!.id)] }),
        testMeta(),
      ),
    ).rejects.toMatchObject({ fieldErrors: { positions: [PROFILE_MESSAGES.position] } })
    const [user] = await db.select().from(users).where(eq(users.id, acme.admin.user.id))
    expect(user!.firstName).toBe('Ada')
    const [membership] = await db
      .select()
      .from(memberships)
      .where(eq(memberships.id, actor.membershipId))
    expect(membership!.version).toBe(1)
    expect(await listPositionChoices(actor)).toEqual([])
  })
})
