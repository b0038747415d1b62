import { Link } from '~/components/ui/link'
import { useTranslation } from '~/components/translation'
import { buttonClasses } from '~/components/ui/button'
import { EmptyState, Table } from '~/components/ui/table'
import { formatDay } from '~/domains/dashboard/format'
import type { EntryDto } from '../entries.server'
import { ATTENDANCE_PATHS } from '../attendance-paths'
import { timeIn } from '~/platform/today'
import { hoursAndMinutes } from '../attendance-time'
import { dayIn } from '~/platform/today'

/** A clock time in the entry's own zone, with the day when it is not the entry's day. */
function clockTime(entry: EntryDto, instant: string, language: string): string {
  const at = new Date(instant)
  const day = dayIn(entry.timezone, at)
  const time = timeIn(entry.timezone, at)
  return day === entry.work_day
    ? time
    : `${formatDay(day, language, { day: 'numeric', month: 'short' })} ${time}`
}

/**
 * Entries under a heading per day with the day's total: the person's name when they are several
 * people's, who corrected an entry and why, and (for admins) a link to correct it.
 */
export function EntriesByDay({
  entries,
  dayTotals,
  showPerson,
  canCorrect,
}: {
  entries: EntryDto[]
  dayTotals: Record<string, number>
  showPerson: boolean
  canCorrect: boolean
}) {
  const { t, i18n } = useTranslation()
  if (entries.length === 0)
    return <EmptyState className="mt-6">{t('No time entries in this period.')}</EmptyState>
  const days = [...new Set(entries.map((entry) => entry.work_day))]
  return (
    <>
      {days.map((day) => (
        <section key={day} aria-labelledby={`day-${day}`} className="mt-6">
          <h3 id={`day-${day}`} className="text-lg font-semibold">
            {formatDay(day, i18n.language, {
              weekday: 'long',
              day: 'numeric',
              month: 'long',
              year: 'numeric',
            })}
            {' · '}
            {t('{{hours}} worked', { hours: hoursAndMinutes(dayTotals[day] ?? 0) })}
          </h3>
          <Table
            className="mt-2"
            caption={day}
            rows={entries.filter((entry) => entry.work_day === day)}
            columns={[
              showPerson && {
                header: t('Person'),
                rowHeader: true,
                cell: (entry) => entry.person.name,
              },
              {
                header: t('In'),
                cell: (entry) => clockTime(entry, entry.clocked_in_at, i18n.language),
              },
              {
                header: t('Out'),
                cell: (entry) =>
                  entry.clocked_out_at
                    ? clockTime(entry, entry.clocked_out_at, i18n.language)
                    : t('Still in'),
              },
              { header: t('Breaks'), cell: (entry) => hoursAndMinutes(entry.break_minutes) },
              { header: t('Worked'), cell: (entry) => hoursAndMinutes(entry.worked_minutes) },
              {
                header: t('Note'),
                cell: (entry) => (
                  <>
                    {entry.note}
                    {entry.clock_out_source === 'everyone' ||
                    entry.clock_out_source === 'nightly' ? (
                      <span className="block text-sm text-slate-700">
                        {t('Clocked out automatically')}
                      </span>
                    ) : null}
                    {entry.corrected ? (
                      <span className="block text-sm text-slate-700">
                        {t('Corrected by {{name}}: {{reason}}', {
                          name: entry.corrected.by,
                          reason: entry.corrected.reason,
                        })}
                      </span>
                    ) : null}
                  </>
                ),
              },
            ]}
            actions={
              canCorrect
                ? (entry) => (
                    <Link to={ATTENDANCE_PATHS.entry(entry.id)} className={buttonClasses('link')}>
                      {t('Correct')}
                      <span className="sr-only"> {entry.person.name}</span>
                    </Link>
                  )
                : undefined
            }
          />
        </section>
      ))}
    </>
  )
}
