import Holidays from 'date-holidays'
import { and, gte, lte } from 'drizzle-orm'
import { authorize, type Asker } from '~/platform/authorize.server'
import { auditChange } from '~/platform/audit.server'
import { db } from '~/platform/db.server'
import { AppError } from '~/platform/errors.server'
import { ownedBy } from '~/platform/tenancy.server'
import { can } from './holidays.policy'
import { HOLIDAY_MESSAGES, type HolidayImportInput } from './holidays.schema'
import { holidays } from './holidays.tables'

/**
 * Filling a year of holidays at once: the year before's copied forward, or a country's public
 * holidays from `date-holidays` (rules for ~200 countries, bundled, no network). Both add only
 * what the year lacks (same day and name), so running them twice adds nothing.
 */

interface NewHoliday {
  name: string
  date: string
}

/** The countries the import knows, by English name, for the page's picker. */
export function holidayCountries(): { code: string; name: string }[] {
  const countries = new Holidays().getCountries('en')
  return Object.entries(countries)
    .map(([code, name]) => ({ code, name }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'))
}

/** The same day a year later; 29 February becomes 28 February. */
function nextYearsDay(isoDay: string, year: number): string {
  const monthDay = isoDay.slice(5) === '02-29' ? '02-28' : isoDay.slice(5)
  return `${year}-${monthDay}`
}

/** A country's public holidays of a year, in English, one per day and name. */
function publicHolidays(country: string, year: number): NewHoliday[] {
  const known = new Holidays()
  if (!known.getCountries('en')[country]) {
    throw AppError.invalidField('country', HOLIDAY_MESSAGES.unknownCountry)
  }
  const rules = new Holidays(country, { languages: ['en'], types: ['public'] })
  return (rules.getHolidays(year) || []).map((day) => ({
    name: day.name,
    date: day.date.slice(0, 10),
  }))
}

/**
 * Adds `wanted` to the company's holidays of `year`, leaving out any the year already has, in
 * one transaction with one audit entry naming what was done. Answers how many were added.
 */
async function addMissing(
  asker: Asker,
  year: number,
  wanted: NewHoliday[],
  audited: { action: string; details: Record<string, unknown> },
): Promise<number> {
  const inYear = and(
    ownedBy(holidays, asker.actor),
    gte(holidays.date, `${year}-01-01`),
    lte(holidays.date, `${year}-12-31`),
  )
  return db.transaction(async (tx) => {
    const existing = await tx
      .select({ name: holidays.name, date: holidays.date })
      .from(holidays)
      .where(inYear)
    const key = (day: NewHoliday) => `${day.date} ${day.name.toLowerCase()}`
    const seen = new Set(existing.map(key))
    const fresh = wanted.filter((day) => {
      if (seen.has(key(day))) return false
      seen.add(key(day))
      return true
    })
    if (fresh.length === 0) return 0
    await tx
      .insert(holidays)
      .values(fresh.map((day) => ({ ...day, companyId: asker.actor.companyId })))
    await auditChange(
      tx,
      asker,
      audited.action,
      { type: 'holiday' },
      {
        ...audited.details,
        year,
        added: fresh.length,
      },
    )
    return fresh.length
  })
}

/** Copies the holidays of the year before `year` into `year` (same month and day). */
export async function copyPreviousYear(asker: Asker, year: number): Promise<number> {
  await authorize(asker, can, 'holiday.write')
  const previous = await db
    .select({ name: holidays.name, date: holidays.date })
    .from(holidays)
    .where(
      and(
        ownedBy(holidays, asker.actor),
        gte(holidays.date, `${year - 1}-01-01`),
        lte(holidays.date, `${year - 1}-12-31`),
      ),
    )
  const copies = previous.map((day) => ({ name: day.name, date: nextYearsDay(day.date, year) }))
  return addMissing(asker, year, copies, { action: 'holiday.copy', details: { from: year - 1 } })
}

/** Adds a country's public holidays of a year. */
export async function importPublicHolidays(
  asker: Asker,
  input: HolidayImportInput,
): Promise<number> {
  await authorize(asker, can, 'holiday.write')
  const wanted = publicHolidays(input.country, input.year)
  return addMissing(asker, input.year, wanted, {
    action: 'holiday.import',
    details: { country: input.country },
  })
}
