import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { makeCompanyWithAdmin, makeMember, signedIn } from '#tests/factories/accounts'
import { adminAndStaffSignedIn, routeApi } from '#tests/factories/api'
import { auditEntries } from '#tests/factories/audit'
import { makeDivision } from '#tests/factories/org'
import { testMeta } from '#tests/factories/request'
import { makeTimeOffBook } from '#tests/factories/time-off-calendar'
import { memberships } from '~/domains/accounts/accounts.tables'
import { companies } from '~/domains/company/company.tables'
import { dayIn } from '~/platform/today'
import { db } from '~/platform/db.server'
import { holidays } from './holidays.tables'
import { CALENDAR_PAGE_SIZE, CalendarQuerySchema } from './time-off-calendar.schema'
import { monthCalendar, todaysAbsences } from './time-off-calendar.server'

const query = (values: Record<string, string> = {}) => CalendarQuerySchema.parse(values)

/** Acme: Ann in Sales, Bo elsewhere, signed in as Bo (no role flags); Sat/Sun weekends. */
async function acme() {
  const { company, admin } = await makeCompanyWithAdmin()
  const sales = await makeDivision(company, { name: 'Sales' })
  const ann = await makeMember(company, { firstName: 'Ann', lastName: 'Avery' })
  const bo = await makeMember(company, { firstName: 'Bo', lastName: 'Berg' })
  await db
    .update(memberships)
    .set({ divisionId: sales.id })
    .where(eq(memberships.id, ann.membership.id))
  const { actor } = await signedIn(bo.user, company)
  const book = await makeTimeOffBook(company)
  return { company, admin, sales, ann, bo, asker: { actor, meta: testMeta() }, book }
}

describe('the time-off calendar', () => {
  it('lays out a month: weekends, holidays, today, and each person’s approved time off', async () => {
    const team = await acme()
    await db
      .insert(holidays)
      .values({ companyId: team.company.id, name: 'Founders', date: '2027-03-10' })
    await team.book(team.ann.membership, '2027-02-26', '2027-03-02', '3.00')
    const month = await monthCalendar(team.asker, query({ month: '2027-03' }))
    expect(month).toMatchObject({
      month: '2027-03',
      previous_month: '2027-02',
      next_month: '2027-04',
    })
    expect(month.days).toHaveLength(31)
    expect(month.days[5]).toMatchObject({ date: '2027-03-06', weekend: true, holiday: null })
    expect(month.days[9]).toMatchObject({ date: '2027-03-10', weekend: false, holiday: 'Founders' })
    const names = month.people.map((person) => person.name)
    expect(names).toEqual(['Ada Admin', 'Ann Avery', 'Bo Berg'])
    const ann = month.people[1]!
    expect(ann.division).toEqual({ id: team.sales.id, name: 'Sales' })
    expect(ann.time_off).toEqual([
      expect.objectContaining({ starts_on: '2027-02-26', ends_on: '2027-03-02', days: '3.00' }),
    ])
    expect(month.people[2]!.time_off).toEqual([])

    const now = await monthCalendar(team.asker, query())
    const today = dayIn('UTC')
    expect(now.month).toBe(today.slice(0, 7))
    expect(now.days.filter((day) => day.today).map((day) => day.date)).toEqual([today])
  })

  it('filters by division and by who is away, pages people, and answers 404 for another company’s division', async () => {
    const team = await acme()
    const sales = await monthCalendar(team.asker, query({ division: String(team.sales.id) }))
    expect(sales.people.map((person) => person.name)).toEqual(['Ann Avery'])
    await team.book(team.bo.membership, '2027-03-31', '2027-04-02', '3.00')
    const awayInMarch = await monthCalendar(team.asker, query({ month: '2027-03', away: '1' }))
    expect(awayInMarch.people.map((person) => person.name)).toEqual(['Bo Berg'])
    expect(awayInMarch.people[0]!.time_off).toEqual([
      expect.objectContaining({ starts_on: '2027-03-31', ends_on: '2027-04-02' }),
    ])
    const awayInMay = await monthCalendar(team.asker, query({ month: '2027-05', away: '1' }))
    expect(awayInMay.people).toEqual([])

    for (let n = 0; n < CALENDAR_PAGE_SIZE; n += 1) await makeMember(team.company)
    const first = await monthCalendar(team.asker, query())
    const second = await monthCalendar(team.asker, query({ page: '2' }))
    expect(first.people).toHaveLength(CALENDAR_PAGE_SIZE)
    expect(first.has_next_page).toBe(true)
    expect(second.people).toHaveLength(3)
    expect(second.has_next_page).toBe(false)

    const globex = await makeCompanyWithAdmin()
    const theirs = await makeDivision(globex.company, { name: 'Secret' })
    await expect(
      monthCalendar(team.asker, query({ division: String(theirs.id) })),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' })
    const [denied] = await auditEntries({ action: 'calendar.read', entityId: theirs.id })
    expect(denied).toMatchObject({ outcome: 'denied', companyId: team.company.id })
  })

  it('lists who is away today on the company’s calendar day', async () => {
    const team = await acme()
    await db
      .update(companies)
      .set({ timezone: 'Pacific/Kiritimati' })
      .where(eq(companies.id, team.company.id))
    const today = dayIn('Pacific/Kiritimati')
    expect(await todaysAbsences(team.asker.actor)).toEqual({ today, absent: [], total: 0 })
    await team.book(team.ann.membership, today, today)
    await team.book(team.bo.membership, '2020-01-01', '2020-01-02')
    expect(await todaysAbsences(team.asker.actor)).toEqual({
      today,
      absent: [
        {
          membership_id: team.ann.membership.id,
          name: 'Ann Avery',
          time_off_kind: 'Vacation',
          ends_on: today,
        },
      ],
      total: 1,
    })
  })

  it('answers account/api/time-off-calendar/ with the same month, paginated', async () => {
    const api = await adminAndStaffSignedIn()
    const answer = await routeApi('GET', '/account/api/time-off-calendar/?month=2027-01', {
      token: api.staff.token,
    })
    expect(answer.status).toBe(200)
    expect(answer.json).toMatchObject({
      month: '2027-01',
      page: 1,
      has_next_page: false,
      next: null,
    })
    expect(answer.json.days).toHaveLength(31)
    expect(answer.json.people).toHaveLength(2)
    const refused = await routeApi('GET', '/account/api/time-off-calendar/')
    expect(refused.status).toBe(401)
  })
})
