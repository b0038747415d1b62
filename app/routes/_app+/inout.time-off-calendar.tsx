import {
  json,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { Link } from '~/components/ui/link'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { buttonClasses } from '~/components/ui/button'
import { Checkbox } from '~/components/ui/choice'
import { FilterBar } from '~/components/ui/filter-bar'
import { Page } from '~/components/ui/page'
import { Pager } from '~/components/ui/pager'
import { optionsOf, Select } from '~/components/ui/select'
import { CalendarFeeds, type NewFeed } from '~/domains/attendance/components/calendar-feeds'
import { MonthGrid, MonthHolidays } from '~/domains/attendance/components/month-grid'
import {
  timeOffCalendarAction,
  timeOffCalendarPage,
} from '~/domains/attendance/time-off-calendar-page.server'
import { TIME_OFF_CALENDAR_PATH } from '~/domains/attendance/attendance-paths'
import { formatDay } from '~/domains/dashboard/format'
import { msg } from '~/i18n'
import { signedIn } from '~/platform/request-context.server'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Time-off calendar'))

export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async ({ actor, meta, request }) =>
    json(await timeOffCalendarPage({ actor, meta }, request)),
  )

export const action = (args: ActionFunctionArgs) =>
  signedIn(args, async ({ actor, meta, request }) =>
    timeOffCalendarAction({ actor, meta }, request),
  )

/** The calendar's address for another month, keeping the filters (back to page 1). */
function monthHref(month: string, filters: { division: number | null; away: boolean }) {
  const params = new URLSearchParams({ month })
  if (filters.division !== null) params.set('division', String(filters.division))
  if (filters.away) params.set('away', '1')
  return `${TIME_OFF_CALENDAR_PATH}?${params}`
}

export default function TimeOffCalendarPage() {
  const { calendar, divisions, feeds } = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>() as { feed?: NewFeed } | undefined
  const { t, i18n } = useTranslation()
  const monthName = (month: string) =>
    formatDay(`${month}-01`, i18n.language, { month: 'long', year: 'numeric' })
  const title = monthName(calendar.month)
  return (
    <Page
      width="6xl"
      title={t('Time-off calendar')}
      lead={t('Approved time off, company holidays and weekends, month by month.')}
    >
      <FilterBar
        clearTo={monthHref(calendar.month, { division: null, away: false })}
        filtered={calendar.division !== null || calendar.away}
        className="sm:grid-cols-2 lg:grid-cols-4 lg:items-end"
      >
        <input type="hidden" name="month" value={calendar.month} />
        <Select
          id="calendar-division"
          name="division"
          label={t('Division')}
          className=""
          defaultValue={calendar.division ?? ''}
          placeholder={t('All divisions')}
          options={optionsOf(divisions)}
        />
        <Checkbox
          label={t('Only people away this month')}
          className="lg:mb-2"
          inputProps={{
            id: 'calendar-away',
            name: 'away',
            value: '1',
            defaultChecked: calendar.away,
          }}
        />
      </FilterBar>

      <nav aria-label={t('Months')} className="mt-8 flex flex-wrap items-center gap-3">
        <Link
          to={monthHref(calendar.previous_month, calendar)}
          className={buttonClasses('secondary')}
        >
          <span aria-hidden="true">← </span>
          {t('Previous month')}
          <span className="sr-only">: {monthName(calendar.previous_month)}</span>
        </Link>
        <h2 className="min-w-48 text-center text-2xl font-bold" aria-live="polite">
          {title}
        </h2>
        <Link to={monthHref(calendar.next_month, calendar)} className={buttonClasses('secondary')}>
          {t('Next month')}
          <span className="sr-only">: {monthName(calendar.next_month)}</span>
          <span aria-hidden="true"> →</span>
        </Link>
        {calendar.today.slice(0, 7) === calendar.month ? null : (
          <Link to={monthHref(calendar.today.slice(0, 7), calendar)} className="underline">
            {t('This month')}
          </Link>
        )}
      </nav>

      <MonthGrid
        calendar={calendar}
        caption={t('Time off in {{month}}', { month: title })}
        empty={
          calendar.away && calendar.page === 1
            ? t('Nobody is away in {{month}}.', { month: title })
            : t('Nobody matches this filter.')
        }
      />
      <Pager page={calendar.page} hasNext={calendar.has_next_page} label={t('People')} />
      <MonthHolidays days={calendar.days} />
      <CalendarFeeds feeds={feeds} fresh={reply?.feed} />
    </Page>
  )
}
