import Holidays from 'date-holidays'
import { and, eq, gte, lte } from 'drizzle-orm'
import { holidays } from '~/domains/attendance/holidays.tables'
import { addDays, UPCOMING_DAYS } from '~/domains/dashboard/upcoming-events'
import { dayIn } from '~/platform/today'
import type { Queryable } from '~/platform/db.server'

/**
 * Acme's public holidays (the United States', from the same data package as the holidays
 * page's import) for this year and next, so the time-off calendar has holidays in every month
 * it opens on. Days inside the dashboard's upcoming window are left to seed/dashboard.ts, so the
 * dashboard shows the same thing whatever the day. Only adds days that have no holiday yet.
 */
export async function ensureDemoHolidayYears(q: Queryable, companyId: number): Promise<void> {
  const year = new Date().getUTCFullYear()
  const today = dayIn('UTC')
  const windowEnd = addDays(today, UPCOMING_DAYS)
  const rules = new Holidays('US', { languages: ['en'], types: ['public'] })
  const wanted = [year, year + 1].flatMap((y) =>
    rules.getHolidays(y).map((day) => ({ name: day.name, date: day.date.slice(0, 10) })),
  )
  const present = new Set(
    (
      await q
        .select({ date: holidays.date })
        .from(holidays)
        .where(
          and(
            eq(holidays.companyId, companyId),
            gte(holidays.date, `${year}-01-01`),
            lte(holidays.date, `${year + 1}-12-31`),
          ),
        )
    ).map((row) => row.date),
  )
  const missing = []
  for (const day of wanted) {
    if (present.has(day.date) || (day.date >= today && day.date <= windowEnd)) continue
    present.add(day.date) // one holiday a day: an observed day can fall on another's date
    missing.push(day)
  }
  if (missing.length > 0) {
    await q.insert(holidays).values(missing.map((day) => ({ companyId, ...day })))
  }
}
