import { useTranslation } from '~/components/translation'
import { Section } from '~/components/ui/section'
import { EmptyState } from '~/components/ui/table'
import { formatDay } from '../format'
import { UPCOMING_DAYS, type UpcomingEvent } from '../upcoming-events'

function EventText({ event }: { event: UpcomingEvent }) {
  const { t } = useTranslation()
  switch (event.kind) {
    case 'holiday':
      return <>{t('Holiday: {{name}}', { name: event.name })}</>
    case 'birthday':
      return <>{t('Birthday: {{name}}', { name: event.name })}</>
    case 'anniversary':
      return (
        <>
          {event.years === 1
            ? t('Work anniversary: {{name}}, 1 year', { name: event.name })
            : t('Work anniversary: {{name}}, {{count}} years', {
                name: event.name,
                count: event.years,
              })}
        </>
      )
  }
}

/** Seed §7 upcoming events: holidays, birthdays and work anniversaries, soonest first. */
export function UpcomingEvents({ events }: { events: UpcomingEvent[] }) {
  const { t, i18n } = useTranslation()
  return (
    <Section
      id="upcoming-title"
      title={t('Upcoming events')}
      className="rounded-md bg-white p-6 ring-1 ring-slate-200"
    >
      <p className="mt-1 text-slate-700">
        {t('Holidays, birthdays and work anniversaries in the next {{count}} days.', {
          count: UPCOMING_DAYS,
        })}
      </p>
      {events.length === 0 ? (
        <EmptyState>
          {t(
            'Nothing is coming up. Company holidays, and the birthdays and work anniversaries of your colleagues, appear here a month ahead.',
          )}
        </EmptyState>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200">
          {events.map((event) => (
            <li
              key={`${event.kind}-${event.date}-${'membership_id' in event ? event.membership_id : event.name}`}
              className="flex gap-4 py-2"
            >
              <time dateTime={event.date} className="w-28 shrink-0 font-semibold text-slate-900">
                {formatDay(event.date, i18n.language, {
                  weekday: 'short',
                  day: 'numeric',
                  month: 'short',
                })}
              </time>
              <span className="text-slate-800">
                <EventText event={event} />
              </span>
            </li>
          ))}
        </ul>
      )}
    </Section>
  )
}
