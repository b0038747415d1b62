import { z } from 'zod'
import { msg } from '~/i18n'
import {
  emptyToNull,
  idSchema,
  optionalId,
  optionalIsoDate,
  optionalText,
  pageNumber,
  requiredText,
  versionField,
} from '~/platform/form-fields'
import { isLocalDateTime } from './attendance-time'

export const ATTENDANCE_MESSAGES = {
  alreadyIn: msg('You are already clocked in. Clock out before clocking in again.'),
  notIn: msg('You are not clocked in.'),
  onBreak: msg('You are already on a break.'),
  notOnBreak: msg('You are not on a break.'),
  notFound: msg('Time entry not found.'),
  personNotFound: msg('Person not found.'),
  stale: msg('This time entry was changed by someone else. Reload it and try again.'),
  settingsStale: msg(
    'The attendance settings were changed by someone else. Reload them and try again.',
  ),
  outBeforeIn: msg('Clock-out must be after clock-in.'),
  breaksTooLong: msg('Breaks cannot be longer than the time worked.'),
  localTime: msg('Enter a date and time'),
  rangeTooLong: msg('Choose at most 366 days.'),
  toBeforeFrom: msg('The end must not be before the start.'),
} as const

const localDateTime = z
  .string({ required_error: ATTENDANCE_MESSAGES.localTime })
  .trim()
  .refine(isLocalDateTime, ATTENDANCE_MESSAGES.localTime)

const note = optionalText(500, msg('Use at most 500 characters'))

/** Clocking in or out, starting or ending a break: an optional note. */
export const ClockSchema = z.object({ note })
export type ClockInput = z.infer<typeof ClockSchema>

/** The times an admin gives an entry (wall-clock times of its zone), its breaks, and why. */
const ADMIN_TIMES = {
  clocked_in: localDateTime,
  clocked_out: localDateTime,
  break_minutes: z.coerce.number().int().min(0).max(1440).default(0),
  reason: requiredText(500, msg('Use at most 500 characters')),
}

/** The clock-out a form gives must be after its clock-in. */
const outAfterIn = <Schema extends z.ZodType<{ clocked_in: string; clocked_out: string }>>(
  schema: Schema,
): z.ZodEffects<Schema> =>
  schema.refine((value) => value.clocked_out > value.clocked_in, {
    message: ATTENDANCE_MESSAGES.outBeforeIn,
    path: ['clocked_out'],
  })

/** An admin's correction of an entry, from the version it was made on. */
export const CorrectionSchema = outAfterIn(z.object({ ...ADMIN_TIMES, version: versionField() }))
export type CorrectionInput = z.infer<typeof CorrectionSchema>

/** An entry an admin adds for someone (a forgotten clock-in). */
export const EntryCreateSchema = outAfterIn(
  z.object({ person: idSchema(ATTENDANCE_MESSAGES.personNotFound), ...ADMIN_TIMES, note }),
)
export type EntryCreateInput = z.infer<typeof EntryCreateSchema>

/** Clock everyone still in out at a chosen time of the company's day (now when empty). */
export const ClockAllOutSchema = z.object({
  at: z.preprocess(emptyToNull, localDateTime.nullable()).default(null),
})
export type ClockAllOutInput = z.infer<typeof ClockAllOutSchema>

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/

export const SettingsSchema = z.object({
  daily_hours: z.coerce
    .number({ invalid_type_error: msg('Enter hours between 0 and 24') })
    .min(0, msg('Enter hours between 0 and 24'))
    .max(24, msg('Enter hours between 0 and 24')),
  nightly_clock_out: z.preprocess(
    emptyToNull,
    z.string().regex(HH_MM, msg('Enter a time as HH:MM')).nullable(),
  ),
  version: versionField(),
})
export type SettingsInput = z.infer<typeof SettingsSchema>

export const LIST_VIEWS = ['day', 'week'] as const

/** /inout/list/ from its query string: a day or week around `day`, one person's or everyone's. */
export const EntryListQuerySchema = z.object({
  view: z.enum(LIST_VIEWS).catch('week').default('week'),
  day: optionalIsoDate().catch(null),
  person: optionalId('').catch(null),
  page: pageNumber,
})
export type EntryListQuery = z.infer<typeof EntryListQuerySchema>

export const REPORT_PERIODS = ['week', 'month', 'custom'] as const

/** /inout/working-hours/ from its query string. */
export const ReportQuerySchema = z.object({
  period: z.enum(REPORT_PERIODS).catch('month').default('month'),
  day: optionalIsoDate().catch(null),
  from: optionalIsoDate().catch(null),
  to: optionalIsoDate().catch(null),
  division: optionalId('').catch(null),
  person: optionalId('').catch(null),
  page: pageNumber,
})
export type ReportQuery = z.infer<typeof ReportQuerySchema>
