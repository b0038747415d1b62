import type { Asker } from '~/platform/authorize.server'
import { authorize } from '~/platform/authorize.server'
import { redirectWithFlash } from '~/platform/flash.server'
import { handleIntents, intent } from '~/platform/forms.server'
import { copyPreviousYear, holidayCountries, importPublicHolidays } from './holiday-imports.server'
import { can } from './holidays.policy'
import {
  HOLIDAY_MESSAGES,
  HolidayCopyFormSchema,
  HolidayCreateSchema,
  HolidayDeleteFormSchema,
  HolidayEditFormSchema,
  HolidayImportFormSchema,
  holidayYear,
} from './holidays.schema'
import { createHoliday, deleteHoliday, listHolidays, updateHoliday } from './holidays.server'
import { MANAGE_HOLIDAYS_PATH } from './attendance-paths'

/** The year on show: `?year=`, else this year. */
function yearOf(request: Request): number {
  const asked = holidayYear.safeParse(new URL(request.url).searchParams.get('year') ?? undefined)
  return asked.success ? asked.data : new Date().getUTCFullYear()
}

/** The holidays page: one year's holidays, and the countries the import knows. */
export async function manageHolidaysPage(asker: Asker, request: Request) {
  await authorize(asker, can, 'holiday.write')
  const year = yearOf(request)
  return {
    year,
    holidays: await listHolidays(asker.actor, { year }),
    countries: holidayCountries(),
  }
}

const countMessage = (template: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce(
    (text, [name, value]) => text.replace(`{{${name}}}`, String(value)),
    template,
  )

/** Add, save, delete, copy last year's, import a country's: each back to the year it touched. */
export async function manageHolidaysAction(asker: Asker, request: Request) {
  // Refused before the form is read, so a member never learns its rules.
  await authorize(asker, can, 'holiday.write')
  const { actor, meta } = asker
  const back = (date: string | number, message: string) =>
    redirectWithFlash(`${MANAGE_HOLIDAYS_PATH}?year=${String(date).slice(0, 4)}`, {
      kind: 'success',
      message,
    })
  const added = (count: number, message: string) =>
    count === 0 ? HOLIDAY_MESSAGES.nothingNew : message
  return handleIntents(request, {
    add: intent(HolidayCreateSchema, async (input) => {
      await createHoliday(actor, input, meta)
      return back(input.date, HOLIDAY_MESSAGES.added)
    }),
    save: intent(HolidayEditFormSchema, async ({ holiday, ...input }) => {
      await updateHoliday(actor, holiday, input, meta)
      return back(input.date, HOLIDAY_MESSAGES.saved)
    }),
    delete: intent(HolidayDeleteFormSchema, async ({ holiday }) => {
      await deleteHoliday(actor, holiday, meta)
      return back(yearOf(request), HOLIDAY_MESSAGES.deleted)
    }),
    copy: intent(HolidayCopyFormSchema, async ({ year }) => {
      const count = await copyPreviousYear(asker, year)
      const message = countMessage(HOLIDAY_MESSAGES.copied, { count, year: year - 1 })
      return back(year, added(count, message))
    }),
    import: intent(HolidayImportFormSchema, async (input) => {
      const count = await importPublicHolidays(asker, input)
      const country = holidayCountries().find((c) => c.code === input.country)?.name ?? ''
      const message = countMessage(HOLIDAY_MESSAGES.imported, { count, country })
      return back(input.year, added(count, message))
    }),
  })
}
