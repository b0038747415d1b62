import { useTranslation } from '~/components/translation'
import { EmptyState } from '~/components/ui/table'
import { formatDay } from '~/domains/dashboard/format'
import type { CalendarPerson, MonthCalendar } from '../time-off-calendar.server'
import { timeOffByDay, type CalendarDay } from '../time-off-calendar'

/** A day's column: weekends and holidays shaded, today outlined. */
function dayClasses(day: CalendarDay): string {
  const shade = day.holiday ? 'bg-amber-100' : day.weekend ? 'bg-slate-100' : ''
  const today = day.today ? 'outline outline-2 -outline-offset-2 outline-brand-700' : ''
  return `${shade} ${today}`.trim()
}

function DayHeader({ day }: { day: CalendarDay }) {
  const { t, i18n } = useTranslation()
  const weekday = formatDay(day.date, i18n.language, { weekday: 'short' })
  const full = formatDay(day.date, i18n.language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  })
  const notes = [
    day.today ? t('Today') : null,
    day.holiday ? t('Holiday: {{name}}', { name: day.holiday }) : null,
  ].filter(Boolean)
  return (
    <th
      scope="col"
      className={`min-w-8 px-0.5 py-1 text-center text-xs font-semibold ${dayClasses(day)}`}
      title={[full, ...notes].join(' · ')}
      aria-current={day.today ? 'date' : undefined}
    >
      <span aria-hidden="true">
        <span className="block text-slate-600">{weekday.slice(0, 2)}</span>
        {Number(day.date.slice(8))}
      </span>
      <span className="sr-only">{[full, ...notes].join(', ')}</span>
    </th>
  )
}

function PersonRow({ person, days }: { person: CalendarPerson; days: CalendarDay[] }) {
  const { t } = useTranslation()
  const away = timeOffByDay(person.time_off)
  return (
    <tr className="border-b border-slate-200">
      <th scope="row" className="whitespace-nowrap px-2 py-1 text-left font-normal">
        {person.name}
        {person.division ? (
          <span className="block text-xs text-slate-600">{person.division.name}</span>
        ) : null}
      </th>
      {days.map((day) => {
        const entry = away.get(day.date)
        return (
          <td key={day.date} className={`h-9 px-0.5 text-center ${dayClasses(day)}`}>
            {entry ? (
              <span
                className="block rounded bg-brand-700 px-0.5 text-xs font-semibold text-white"
                title={entry.time_off_kind.name}
              >
                <span aria-hidden="true">{entry.time_off_kind.name.slice(0, 1)}</span>
                <span className="sr-only">
                  {t('Away: {{kind}}', { kind: entry.time_off_kind.name })}
                </span>
              </span>
            ) : null}
          </td>
        )
      })}
    </tr>
  )
}

/**
 * The month as a table: a row per person, a column per day (a table is what screen readers
 * navigate by row and column, and it needs no script). Wide months scroll sideways.
 */
export function MonthGrid({
  calendar,
  caption,
  empty,
}: {
  calendar: MonthCalendar
  caption: string
  /** What to say when no row is left (translated). */
  empty: string
}) {
  const { t } = useTranslation()
  if (calendar.people.length === 0) return <EmptyState className="mt-6">{empty}</EmptyState>
  return (
    <div className="mt-6 overflow-x-auto" tabIndex={0} role="region" aria-label={caption}>
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b-2 border-slate-300">
            <th scope="col" className="px-2 py-1 text-left">
              {t('Person')}
            </th>
            {calendar.days.map((day) => (
              <DayHeader key={day.date} day={day} />
            ))}
          </tr>
        </thead>
        <tbody>
          {calendar.people.map((person) => (
            <PersonRow key={person.membership_id} person={person} days={calendar.days} />
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** The month's holidays under the grid, in words. */
export function MonthHolidays({ days }: { days: CalendarDay[] }) {
  const { t, i18n } = useTranslation()
  const holidays = days.filter((day) => day.holiday)
  if (holidays.length === 0) return null
  return (
    <div className="mt-4">
      <h3 className="font-semibold">{t('Holidays this month')}</h3>
      <ul className="mt-1 list-disc pl-6">
        {holidays.map((day) => (
          <li key={day.date}>
            <time dateTime={day.date}>
              {formatDay(day.date, i18n.language, { day: 'numeric', month: 'long' })}
            </time>
            : {day.holiday}
          </li>
        ))}
      </ul>
    </div>
  )
}
