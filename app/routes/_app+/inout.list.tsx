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
import { Field } from '~/components/ui/field'
import { FilterBar } from '~/components/ui/filter-bar'
import { Notice } from '~/components/ui/notice'
import { Page } from '~/components/ui/page'
import { Pager } from '~/components/ui/pager'
import { Section } from '~/components/ui/section'
import { Select } from '~/components/ui/select'
import { ATTENDANCE_PATHS, backPath } from '~/domains/attendance/attendance-paths'
import { isAttendanceAdmin } from '~/domains/attendance/attendance.policy'
import { ClockSchema, EntryListQuerySchema } from '~/domains/attendance/attendance.schema'
import { peopleScope, pickablePeople } from '~/domains/attendance/attendance-scope.server'
import { hoursAndMinutes } from '~/domains/attendance/attendance-time'
import { clockIn, clockOut, endBreak, startBreak } from '~/domains/attendance/clock.server'
import { ClockControls } from '~/domains/attendance/components/clock-controls'
import { EntriesByDay } from '~/domains/attendance/components/entries-by-day'
import { listEntries, openEntryOf } from '~/domains/attendance/entries.server'
import { msg } from '~/i18n'
import { redirectWithFlash } from '~/platform/flash.server'
import { NO_FIELDS } from '~/platform/form-fields'
import { handleIntents, intent } from '~/platform/forms.server'
import { signedIn } from '~/platform/request-context.server'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Time Entries'))

export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async ({ actor, meta, request }) => {
    const asker = { actor, meta }
    const query = EntryListQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams))
    const scope = await peopleScope(asker)
    const [list, open, people] = await Promise.all([
      listEntries(asker, query),
      openEntryOf(actor),
      scope.everyone || scope.ids.length > 1 ? pickablePeople(asker, scope) : Promise.resolve(null),
    ])
    return json({
      list,
      people,
      clock: {
        since: open?.clocked_in_at ?? null,
        breakSince: open?.break_started_at ?? null,
        timezone: open?.timezone ?? actor.timezone,
      },
      canCorrect: isAttendanceAdmin(actor),
    })
  })

const DONE = {
  'clock-in': msg('Clocked in.'),
  'clock-out': msg('Clocked out.'),
  'break-start': msg('Break started.'),
  'break-end': msg('Break ended.'),
} as const

/** The clock's forms, from this page, the header or the dashboard: each sends the person back. */
export const action = (args: ActionFunctionArgs) =>
  signedIn(args, async ({ actor, meta, request }) => {
    const asker = { actor, meta }
    const formData = await request.formData()
    const back = backPath(formData.get('back'))
    const done = (what: keyof typeof DONE) => () =>
      redirectWithFlash(back, { kind: 'success', message: DONE[what] })
    return handleIntents(
      request,
      {
        'clock-in': intent(ClockSchema, (input) =>
          clockIn(asker, input, 'web').then(done('clock-in')),
        ),
        'clock-out': intent(ClockSchema, (input) =>
          clockOut(asker, input, 'web').then(done('clock-out')),
        ),
        'break-start': intent(NO_FIELDS, () => startBreak(asker).then(done('break-start'))),
        'break-end': intent(NO_FIELDS, () => endBreak(asker).then(done('break-end'))),
      },
      { formData },
    )
  })

export default function TimeEntriesPage() {
  const { list, people, clock, canCorrect } = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>()
  const { t } = useTranslation()
  const refused = reply?.error?.['']?.[0]
  const around = (day: string) => {
    const params = new URLSearchParams({ view: list.view, day })
    if (list.person && people) params.set('person', String(list.person.id))
    return `${ATTENDANCE_PATHS.list}?${params}`
  }
  return (
    <Page width="6xl" title={t('Time Entries')}>
      {refused ? (
        <div className="mt-6">
          <Notice kind="error">{t(refused)}</Notice>
        </div>
      ) : null}
      <Section id="clock-title" title={t('Clock')}>
        <div className="mt-4">
          <ClockControls clock={clock} back={ATTENDANCE_PATHS.list} />
        </div>
      </Section>
      <Section
        id="entries-title"
        title={list.person ? t('Entries of {{name}}', { name: list.person.name }) : t('Entries')}
      >
        <FilterBar
          label={t('Choose the period')}
          clearTo={ATTENDANCE_PATHS.list}
          filtered={false}
          submitLabel={t('Show')}
        >
          <Select
            id="entries-view"
            name="view"
            label={t('Show')}
            className=""
            defaultValue={list.view}
            options={[
              { value: 'week', label: t('Week') },
              { value: 'day', label: t('Day') },
            ]}
          />
          <Field
            label={t('Day')}
            className=""
            inputProps={{ id: 'entries-day', name: 'day', type: 'date', defaultValue: list.day }}
          />
          {people ? (
            <Select
              id="entries-person"
              name="person"
              label={t('Person')}
              className=""
              defaultValue={list.person ? String(list.person.id) : ''}
              placeholder={t('Everyone')}
              options={people}
            />
          ) : null}
        </FilterBar>
        <p className="mt-6 flex flex-wrap items-center gap-4">
          <Link to={around(list.previous)} className={buttonClasses('secondary')}>
            {list.view === 'day' ? t('Previous day') : t('Previous week')}
          </Link>
          <strong data-testid="entries-total">
            {list.from === list.to
              ? t('{{from}}: {{hours}} worked', {
                  from: list.from,
                  hours: hoursAndMinutes(list.total),
                })
              : t('{{from}} to {{to}}: {{hours}} worked', {
                  from: list.from,
                  to: list.to,
                  hours: hoursAndMinutes(list.total),
                })}
          </strong>
          <Link to={around(list.next)} className={buttonClasses('secondary')}>
            {list.view === 'day' ? t('Next day') : t('Next week')}
          </Link>
        </p>
        <EntriesByDay
          entries={list.entries}
          dayTotals={list.dayTotals}
          showPerson={!list.person}
          canCorrect={canCorrect}
        />
        <Pager page={list.page} hasNext={list.hasNextPage} />
      </Section>
    </Page>
  )
}
