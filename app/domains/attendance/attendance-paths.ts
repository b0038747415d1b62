/** The attendance pages (seed §2: /inout/list/, /inout/working-hours/). */
export const ATTENDANCE_PATHS = {
  list: '/inout/list',
  entry: (id: number) => `/inout/entry/${id}`,
  workingHours: '/inout/working-hours',
  workingHoursCsv: '/inout/working-hours/export.csv',
  settings: '/inout/settings',
} as const

export const TIME_OFF_CALENDAR_PATH = '/inout/time-off-calendar'
export const MANAGE_HOLIDAYS_PATH = '/company/manage-holidays'

/** Where a clock form sends the person back: a path of this site, else the entries page. */
export function backPath(value: FormDataEntryValue | null): string {
  return typeof value === 'string' &&
    value.startsWith('/') &&
    !value.startsWith('//') &&
    !value.includes('\\')
    ? value
    : ATTENDANCE_PATHS.list
}
