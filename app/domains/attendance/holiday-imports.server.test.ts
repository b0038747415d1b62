import { describe, expect, it } from 'vitest'
import { makeCompanyWithAdmin, makeMember, signedIn } from '#tests/factories/accounts'
import { auditEntries } from '#tests/factories/audit'
import { testMeta } from '#tests/factories/request'
import { db } from '~/platform/db.server'
import { copyPreviousYear, holidayCountries, importPublicHolidays } from './holiday-imports.server'
import { listHolidays } from './holidays.server'
import { holidays } from './holidays.tables'

async function acme() {
  const { company, admin } = await makeCompanyWithAdmin()
  const staff = await makeMember(company)
  const asker = { actor: (await signedIn(admin.user, company)).actor, meta: testMeta() }
  const staffAsker = { actor: (await signedIn(staff.user, company)).actor, meta: testMeta() }
  return { company, admin, asker, staffAsker }
}

const datesAndNames = async (asker: Awaited<ReturnType<typeof acme>>['asker'], year: number) =>
  (await listHolidays(asker.actor, { year })).map((holiday) => `${holiday.date} ${holiday.name}`)

describe('filling a year of holidays', () => {
  it('copies last year’s into the next (29 February to the 28th), once', async () => {
    const team = await acme()
    await db.insert(holidays).values([
      { companyId: team.company.id, name: 'Leap day', date: '2028-02-29' },
      { companyId: team.company.id, name: 'Founders', date: '2028-05-04' },
      { companyId: team.company.id, name: 'Founders', date: '2029-05-04' },
    ])
    expect(await copyPreviousYear(team.asker, 2029)).toBe(1)
    expect(await datesAndNames(team.asker, 2029)).toEqual([
      '2029-02-28 Leap day',
      '2029-05-04 Founders',
    ])
    expect(await copyPreviousYear(team.asker, 2029)).toBe(0)
    const [entry] = await auditEntries({ action: 'holiday.copy', companyId: team.company.id })
    expect(entry).toMatchObject({ details: { from: 2028, year: 2029, added: 1 } })
  })

  it('imports a country’s public holidays in English, without doubles, for holiday admins only', async () => {
    const team = await acme()
    expect(holidayCountries()).toContainEqual({ code: 'DE', name: 'Germany' })
    await expect(
      importPublicHolidays(team.staffAsker, { country: 'DE', year: 2027 }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' })
    const added = await importPublicHolidays(team.asker, { country: 'DE', year: 2027 })
    const german = await datesAndNames(team.asker, 2027)
    expect(german).toHaveLength(added)
    expect(german).toContain("2027-01-01 New Year's Day")
    expect(german).toContain('2027-03-26 Good Friday')
    expect(german).toContain('2027-10-03 National Holiday')
    expect(await importPublicHolidays(team.asker, { country: 'DE', year: 2027 })).toBe(0)
    await expect(
      importPublicHolidays(team.asker, { country: 'ZZ', year: 2027 }),
    ).rejects.toMatchObject({ code: 'VALIDATION' })
    const [entry] = await auditEntries({ action: 'holiday.import', companyId: team.company.id })
    expect(entry).toMatchObject({ details: { country: 'DE', year: 2027, added } })
  })
})
