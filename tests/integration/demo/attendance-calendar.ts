import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { findUserByEmail, signedIn } from '#tests/factories/accounts'
import { testMeta } from '#tests/factories/request'
import { listHolidays } from '~/domains/attendance/holidays.server'
import { CalendarQuerySchema } from '~/domains/attendance/time-off-calendar.schema'
import { monthCalendar, todaysAbsences } from '~/domains/attendance/time-off-calendar.server'
import { companies } from '~/domains/company/company.tables'
import { db } from '~/platform/db.server'

describe('demo holidays and time-off calendar', () => {
  it('gives Acme holidays this year and next, and someone away today on the calendar', async () => {
    const [acme] = await db.select().from(companies).where(eq(companies.slug, 'acme-demo'))
    const { actor } = await signedIn((await findUserByEmail('employee@acme.test'))!, acme!)
    const year = new Date().getUTCFullYear()
    for (const y of [year, year + 1]) {
      const dates = (await listHolidays(actor, { year: y })).map((holiday) => holiday.date)
      // The United States' dozen, less any the dashboard's upcoming window keeps to itself; one a day.
      expect(dates.length).toBeGreaterThanOrEqual(8)
      expect(new Set(dates).size).toBe(dates.length)
    }
    const away = await todaysAbsences(actor)
    expect(away.absent.map((person) => person.name)).toContain('Olivia Ortiz')
    const everyone = []
    for (let page = 1, more = true; more; page += 1) {
      const query = CalendarQuerySchema.parse({ page: String(page) })
      const month = await monthCalendar({ actor, meta: testMeta() }, query)
      everyone.push(...month.people)
      more = month.has_next_page
    }
    const olivia = everyone.find((person) => person.name === 'Olivia Ortiz')
    expect(olivia?.time_off.map((entry) => entry.time_off_kind.name)).toContain('Vacation')
  })
})
