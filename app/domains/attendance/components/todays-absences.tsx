import { Link } from '~/components/ui/link'
import { useTranslation } from '~/components/translation'
import { Section } from '~/components/ui/section'
import { EmptyState } from '~/components/ui/table'
import { formatDay } from '~/domains/dashboard/format'
import type { Absence } from '../time-off-calendar.server'
import { TIME_OFF_CALENDAR_PATH } from '../attendance-paths'

/** The dashboard's card: who is away today, and a way to the calendar. */
export function TodaysAbsences({ absent, total }: { absent: Absence[]; total: number }) {
  const { t, i18n } = useTranslation()
  const more = total - absent.length
  return (
    <Section
      id="absences-title"
      title={t('Away today')}
      className="rounded-md bg-white p-6 ring-1 ring-slate-200"
    >
      {absent.length === 0 ? (
        <EmptyState>{t('Everyone is in today.')}</EmptyState>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200">
          {absent.map((person) => (
            <li key={person.membership_id} className="py-2">
              <span className="font-semibold">{person.name}</span>{' '}
              <span className="text-slate-700">
                {t('{{kind}}, back after {{date}}', {
                  kind: person.time_off_kind,
                  date: formatDay(person.ends_on, i18n.language, {
                    day: 'numeric',
                    month: 'short',
                  }),
                })}
              </span>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-3">
        <Link to={TIME_OFF_CALENDAR_PATH} className="text-brand-700 underline">
          {more > 0
            ? t('{{count}} more away: open the time-off calendar', { count: more })
            : t('Open the time-off calendar')}
        </Link>
      </p>
    </Section>
  )
}
