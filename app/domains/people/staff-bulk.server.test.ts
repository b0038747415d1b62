import { bulkErrorLine } from '~/platform/bulk.server'
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { makeCompanyWithAdmin, makeMember, signedIn, uniqueEmail } from '#tests/factories/accounts'
import { makeDivision, makePosition } from '#tests/factories/org'
import { testMeta } from '#tests/factories/request'
import { memberships, users } from '~/domains/accounts/accounts.tables'
import { db } from '~/platform/db.server'
import {
  bulkCreateStaff,
  bulkDeactivateStaff,
  bulkEditStaff,
  parseStaffCsv,
  previewBulkCreate,
} from './staff-bulk.server'
import { BULK_MESSAGES, STAFF_MESSAGES } from './staff.schema'
import { getStaffDetail } from './staff.server'

const meta = testMeta()
const ORIGIN = 'http://app.test'

async function setUp(plan: 'premium' | 'free' = 'premium') {
  const { company, admin } = await makeCompanyWithAdmin(undefined, { plan })
  const { actor } = await signedIn(admin.user, company)
  await makePosition(company, 'Chef')
  await makeDivision(company, { name: 'Kitchen' })
  return { company, admin, actor }
}

const header = 'first_name,last_name,email,position,division,manager_email,user_type'

async function membersWithEmail(companyId: number, email: string) {
  return db
    .select()
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.companyId, companyId), eq(users.email, email)))
}

describe('bulk create from CSV', () => {
  it('creates every row in one go, managers may be other rows of the file', async () => {
    const { company, actor } = await setUp()
    const [boss, cook] = [uniqueEmail('boss'), uniqueEmail('cook')]
    const csv = `${header}\nBea,Boss,${boss},Chef,Kitchen,,\nCal,Cook,${cook},chef,,${boss},staff\n`
    const result = await bulkCreateStaff(actor, parseStaffCsv(csv), meta, ORIGIN)
    expect(result.ok).toBe(true)
    const [cal] = await membersWithEmail(company.id, cook)
    const [bea] = await membersWithEmail(company.id, boss)
    expect(cal?.memberships.managerId).toBe(bea?.memberships.id)
    const detail = await getStaffDetail(actor, bea!.memberships.id, meta)
    expect([detail.position?.name, detail.staff_division?.division_name]).toEqual([
      'Chef',
      'Kitchen',
    ])
  })

  it('lists each bad row by its number and creates nobody', async () => {
    const { company, admin, actor } = await setUp()
    const good = uniqueEmail('good')
    const csv = [
      header,
      `Gil,Good,${good},,,,`,
      `,Nameless,${uniqueEmail()},,,,`,
      `Al,Again,${admin.user.email},,,,`,
      `Pat,Pos,${uniqueEmail()},Astronaut,,,`,
    ].join('\n')
    const rows = parseStaffCsv(csv)
    const preview = await previewBulkCreate(actor, rows, meta)
    expect(preview.map((row) => row.errors)).toEqual([
      [],
      [STAFF_MESSAGES.required],
      [STAFF_MESSAGES.emailTaken],
      [BULK_MESSAGES.unknownPosition],
    ])
    const result = await bulkCreateStaff(actor, rows, meta, ORIGIN)
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.errors.map(bulkErrorLine)).toEqual([
      `Error for ID 2: ${STAFF_MESSAGES.required}`,
      `Error for ID 3: ${STAFF_MESSAGES.emailTaken}`,
      `Error for ID 4: ${BULK_MESSAGES.unknownPosition}`,
    ])
    expect(await membersWithEmail(company.id, good)).toHaveLength(0)
  })

  it('refuses past the free plan, creating nobody', async () => {
    const { company, actor } = await setUp('free')
    const email = uniqueEmail()
    await expect(
      bulkCreateStaff(actor, parseStaffCsv(`${header}\nFay,Free,${email},,,,`), meta, ORIGIN),
    ).rejects.toMatchObject({ code: 'PLAN_LIMIT' })
    expect(await membersWithEmail(company.id, email)).toHaveLength(0)
  })

  it('refuses a file without the columns', () => {
    expect(() => parseStaffCsv('name,mail\nA,b@example.test')).toThrow(BULK_MESSAGES.columns)
  })
})

describe('bulk edit and delete', () => {
  it('applies one change to everyone, or to nobody when one id fails', async () => {
    const { company, actor } = await setUp()
    const division = await makeDivision(company, { name: 'Bar' })
    const [a, b] = [await makeMember(company), await makeMember(company)]
    const ok = await bulkEditStaff(
      actor,
      [a.membership.id, b.membership.id],
      { division: division.id },
      meta,
    )
    expect(ok.ok).toBe(true)
    const other = await makeCompanyWithAdmin()
    const stranger = await makeMember(other.company)
    const failed = await bulkEditStaff(
      actor,
      [a.membership.id, stranger.membership.id],
      { division: null },
      meta,
    )
    expect(failed).toEqual({
      ok: false,
      errors: [{ id: stranger.membership.id, error: STAFF_MESSAGES.notFound }],
    })
    const detail = await getStaffDetail(actor, a.membership.id, meta)
    expect(detail.staff_division?.id).toBe(division.id)
  })

  it('never deactivates the last admin, even among others', async () => {
    const { company, admin, actor } = await setUp()
    const staff = await makeMember(company)
    const result = await bulkDeactivateStaff(
      actor,
      [staff.membership.id, admin.membership.id],
      meta,
    )
    expect(result).toEqual({
      ok: false,
      errors: [{ id: admin.membership.id, error: STAFF_MESSAGES.lastAdmin }],
    })
    expect((await getStaffDetail(actor, staff.membership.id, meta)).is_active).toBe(true)
  })

  it('refuses employees', async () => {
    const { company } = await setUp()
    const employee = await makeMember(company)
    const { actor } = await signedIn(employee.user, company)
    await expect(bulkDeactivateStaff(actor, [employee.membership.id], meta)).rejects.toMatchObject({
      code: 'FORBIDDEN',
    })
  })
})
