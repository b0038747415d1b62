import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { makeCompanyWithAdmin, makeMember, signedIn } from '#tests/factories/accounts'
import { routeApi, apiSignIn } from '#tests/factories/api'
import { db } from '~/platform/db.server'
import { memberships, users } from '../accounts/accounts.tables'
import { holidays } from '../attendance/holidays.tables'
import type { Company } from '../company/company.tables'
import { dayIn } from '~/platform/today'
import { addDays, MAX_UPCOMING_EVENTS } from './upcoming-events'
import { listUpcomingEvents, stretchesOf } from './upcoming-events.server'
import { testMeta } from '#tests/factories/request'
import { createHoliday, deleteHoliday } from '../attendance/holidays.server'
import { HolidayCreateSchema } from '../attendance/holidays.schema'

/** A colleague with a date of birth and/or a hire date. */
async function person(
  company: Company,
  name: string,
  dates: { born?: string; hired?: string; active?: boolean; userActive?: boolean } = {},
) {
  const [firstName, lastName = ''] = name.split(' ')
  const member = await makeMember(company, { firstName, lastName })
  await db
    .update(users)
    .set({ dateOfBirth: dates.born ?? null, isActive: dates.userActive ?? true })
    .where(eq(users.id, member.user.id))
  await db
    .update(memberships)
    .set({ hiredOn: dates.hired ?? null, isActive: dates.active ?? true })
    .where(eq(memberships.id, member.membership.id))
  return member
}

async function companyWithViewer() {
  const { company, admin } = await makeCompanyWithAdmin()
  const { actor } = await signedIn(admin.user, company)
  return { company, admin, actor }
}

describe('stretchesOf', () => {
  it('splits a window across the year end into two calendar years', () => {
    expect(stretchesOf('2026-12-20', '2027-01-19')).toEqual([
      { year: 2026, from: 1220, to: 1231 },
      { year: 2027, from: 101, to: 119 },
    ])
  })

  it('reaches to 29 February when a window ends on the 28th of a common year only', () => {
    expect(stretchesOf('2027-01-29', '2027-02-28')).toEqual([{ year: 2027, from: 129, to: 229 }])
    expect(stretchesOf('2028-01-29', '2028-02-28')).toEqual([{ year: 2028, from: 129, to: 228 }])
  })
})

describe('listUpcomingEvents', () => {
  // Kept per company and day (app/platform/company-memo.server.ts): a change made through the
  // app shows on the next dashboard.
  it('shows a holiday added or deleted through the app on the next view of the same day', async () => {
    const { actor } = await companyWithViewer()
    const names = async () => (await listUpcomingEvents(actor, '2026-12-20')).map((e) => e.name)
    expect(await names()).toEqual([])
    const boxingDay = await createHoliday(
      actor,
      HolidayCreateSchema.parse({ name: 'Boxing Day', date: '2026-12-26' }),
      testMeta(),
    )
    expect(await names()).toEqual(['Boxing Day'])
    await deleteHoliday(actor, boxingDay.id, testMeta())
    expect(await names()).toEqual([])
  })

  it('lists holidays, birthdays and anniversaries of the next 30 days across the year end, soonest first', async () => {
    const { company, actor } = await companyWithViewer()
    await db.insert(holidays).values([
      { companyId: company.id, name: 'New Year', date: '2027-01-01' },
      { companyId: company.id, name: 'Boxing Day', date: '2026-12-26' },
      { companyId: company.id, name: 'Last year party', date: '2026-12-19' },
      { companyId: company.id, name: 'Too far ahead', date: '2027-01-20' },
    ])
    const born = await person(company, 'Bea Born', { born: '1990-01-03' })
    const hired = await person(company, 'Hal Hired', { hired: '2020-12-28' })
    await person(company, 'Past Birthday', { born: '1985-12-19' })
    await person(company, 'Far Birthday', { born: '1985-01-20' })
    await person(company, 'Hired Today', { hired: '2026-12-20' })

    const events = await listUpcomingEvents(actor, '2026-12-20')

    expect(events).toEqual([
      { kind: 'holiday', date: '2026-12-26', name: 'Boxing Day' },
      {
        kind: 'anniversary',
        date: '2026-12-28',
        name: 'Hal Hired',
        membership_id: hired.membership.id,
        years: 6,
      },
      { kind: 'holiday', date: '2027-01-01', name: 'New Year' },
      { kind: 'birthday', date: '2027-01-03', name: 'Bea Born', membership_id: born.membership.id },
    ])
    // The year of birth never leaves the server.
    expect(JSON.stringify(events)).not.toContain('1990')
  })

  it('counts the years to the anniversary in the next year after the year end', async () => {
    const { company, actor } = await companyWithViewer()
    await person(company, 'Jan Joiner', { hired: '2021-01-05' })
    const [event] = await listUpcomingEvents(actor, '2026-12-20')
    expect(event).toMatchObject({ kind: 'anniversary', date: '2027-01-05', years: 6 })
  })

  it('celebrates 29 February on the 28th in common years and on the 29th in leap years', async () => {
    const { company, actor } = await companyWithViewer()
    await person(company, 'Leap Baby', { born: '2000-02-29', hired: '2024-02-29' })

    // The window ends on 28 February 2027, a common year.
    expect(await listUpcomingEvents(actor, '2027-01-29')).toEqual([
      expect.objectContaining({ kind: 'birthday', date: '2027-02-28', name: 'Leap Baby' }),
      expect.objectContaining({ kind: 'anniversary', date: '2027-02-28', years: 3 }),
    ])
    // Once the 28th is past, the next one is a year away.
    expect(await listUpcomingEvents(actor, '2027-03-01')).toEqual([])
    expect(await listUpcomingEvents(actor, '2028-02-10')).toEqual([
      expect.objectContaining({ kind: 'birthday', date: '2028-02-29' }),
      expect.objectContaining({ kind: 'anniversary', date: '2028-02-29', years: 4 }),
    ])
  })

  it('leaves out inactive members, deactivated accounts and people without dates', async () => {
    const { company, actor } = await companyWithViewer()
    await person(company, 'Gone Member', { born: '1990-06-02', hired: '2020-06-02', active: false })
    await person(company, 'Locked Account', { born: '1990-06-03', userActive: false })
    await person(company, 'No Dates')
    const stays = await person(company, 'Still Here', { born: '1990-06-04' })

    expect(await listUpcomingEvents(actor, '2026-06-01')).toEqual([
      {
        kind: 'birthday',
        date: '2026-06-04',
        name: 'Still Here',
        membership_id: stays.membership.id,
      },
    ])
  })

  it("never shows another company's holidays or people, even someone who works for both", async () => {
    const { company, admin, actor } = await companyWithViewer()
    const other = await companyWithViewer()
    await db
      .insert(holidays)
      .values({ companyId: other.company.id, name: 'Their day', date: '2026-06-05' })
    await person(other.company, 'Their Person', { born: '1990-06-06', hired: '2019-06-07' })
    // The admin also works for the other company; only the membership there was hired on 8 June.
    const [second] = await db
      .insert(memberships)
      .values({ companyId: other.company.id, userId: admin.user.id, hiredOn: '2018-06-08' })
      .returning({ id: memberships.id })

    expect(await listUpcomingEvents(actor, '2026-06-01')).toEqual([])
    expect(await listUpcomingEvents(other.actor, '2026-06-01')).toEqual([
      expect.objectContaining({ kind: 'holiday', name: 'Their day' }),
      expect.objectContaining({ kind: 'birthday', name: 'Their Person' }),
      expect.objectContaining({ kind: 'anniversary', name: 'Their Person' }),
      expect.objectContaining({ kind: 'anniversary', membership_id: second!.id, years: 8 }),
    ])
    expect(company.id).not.toBe(other.company.id)
  })

  it(`stops at ${MAX_UPCOMING_EVENTS} events, keeping the soonest`, async () => {
    const { company, actor } = await companyWithViewer()
    await db.insert(holidays).values(
      Array.from({ length: 25 }, (_, i) => ({
        companyId: company.id,
        name: `Holiday ${i}`,
        date: addDays('2026-03-01', 25 - i),
      })),
    )
    await person(company, 'Early Bird', { born: '1990-03-01' })

    const events = await listUpcomingEvents(actor, '2026-03-01')

    expect(events).toHaveLength(MAX_UPCOMING_EVENTS)
    expect(events[0]).toMatchObject({ kind: 'birthday', date: '2026-03-01' })
    expect(events.at(-1)).toMatchObject({ date: '2026-03-20' })
  })

  it('starts from today in the time zone of the person looking', async () => {
    const { company, actor } = await companyWithViewer()
    const today = dayIn(actor.timezone)
    await person(company, 'Today Born', { born: `1990-${today.slice(5)}` })
    await person(company, 'Yesterday Born', { born: `1990-${addDays(today, -1).slice(5)}` })
    expect(await listUpcomingEvents(actor)).toEqual([
      expect.objectContaining({ kind: 'birthday', date: today, name: 'Today Born' }),
    ])
  })
})

describe('GET company/api/upcoming-events/', () => {
  it('answers 401 without a token', async () => {
    const response = await routeApi('GET', '/company/api/upcoming-events/')
    expect(response.status).toBe(401)
  })

  it("lists the signed-in person's company only", async () => {
    const today = dayIn('UTC')
    const acme = await makeCompanyWithAdmin()
    const globex = await makeCompanyWithAdmin()
    await db.insert(holidays).values([
      { companyId: acme.company.id, name: 'Acme day', date: addDays(today, 3) },
      { companyId: globex.company.id, name: 'Globex day', date: addDays(today, 3) },
    ])
    const { token } = await apiSignIn(acme.admin.user, acme.company)

    const { status, json } = await routeApi('GET', '/company/api/upcoming-events/', { token })

    expect(status).toBe(200)
    expect(json).toEqual([{ kind: 'holiday', date: addDays(today, 3), name: 'Acme day' }])
  })
})
