import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData, useLocation } from '@remix-run/react'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { buttonClasses } from '~/components/ui/button'
import { Field } from '~/components/ui/field'
import { FilterBar } from '~/components/ui/filter-bar'
import { Page } from '~/components/ui/page'
import { Pager } from '~/components/ui/pager'
import { optionsOf, Select } from '~/components/ui/select'
import { Table } from '~/components/ui/table'
import { ATTENDANCE_PATHS } from '~/domains/attendance/attendance-paths'
import { ReportQuerySchema } from '~/domains/attendance/attendance.schema'
import { hoursAndMinutes } from '~/domains/attendance/attendance-time'
import { reportOptions, workingHoursReport } from '~/domains/attendance/working-hours.server'
import { msg } from '~/i18n'
import { isAppError } from '~/platform/errors.server'
import { signedIn } from '~/platform/request-context.server'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Working Hours'))

export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async ({ actor, meta, request }) => {
    const asker = { actor, meta }
    const params = Object.fromEntries(new URL(request.url).searchParams)
    const query = ReportQuerySchema.parse(params)
    const options = await reportOptions(asker, query.division)
    try {
      const report = await workingHoursReport(asker, query)
      return json({ report, options, query, errors: null })
    } catch (error) {
      // A custom range the report cannot take: the message next to the field, no report.
      if (!isAppError(error) || error.code !== 'VALIDATION') throw error
      return json(
        { report: null, options, query, errors: error.fieldErrors ?? null },
        { status: 400 },
      )
    }
  })

/** The CSV of what is on show: the same filters, every person. */
function csvHref(search: string): string {
  const params = new URLSearchParams(search)
  params.delete('page')
  const query = params.toString()
  return query ? `${ATTENDANCE_PATHS.workingHoursCsv}?${query}` : ATTENDANCE_PATHS.workingHoursCsv
}

export default function WorkingHoursPage() {
  const { report, options, query, errors } = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  const { search } = useLocation()
  const filtered = Boolean(query.division || query.person || query.day || query.from || query.to)
  return (
    <Page
      width="6xl"
      title={t('Working Hours')}
      lead={
        report
          ? t(
              '{{from}} to {{to}}: {{days}} working days of {{hours}} hours (weekends and holidays left out).',
              {
                from: report.from,
                to: report.to,
                days: report.working_days,
                hours: hoursAndMinutes(report.daily_minutes),
              },
            )
          : undefined
      }
      actions={
        report ? (
          <a href={csvHref(search)} download className={buttonClasses('secondary')}>
            {t('Download CSV')}
          </a>
        ) : null
      }
    >
      <FilterBar
        label={t('Filter working hours')}
        clearTo={ATTENDANCE_PATHS.workingHours}
        filtered={filtered}
        submitLabel={t('Show report')}
        className="sm:grid-cols-2 lg:grid-cols-3 lg:items-end"
      >
        <Select
          id="report-period"
          name="period"
          label={t('Period')}
          className=""
          defaultValue={query.period}
          options={[
            { value: 'week', label: t('Week') },
            { value: 'month', label: t('Month') },
            { value: 'custom', label: t('Custom') },
          ]}
        />
        <Field
          label={t('Week or month of')}
          className=""
          inputProps={{
            id: 'report-day',
            name: 'day',
            type: 'date',
            defaultValue: query.day ?? '',
          }}
        />
        <Field
          label={t('From (custom)')}
          className=""
          errors={errors?.from}
          inputProps={{
            id: 'report-from',
            name: 'from',
            type: 'date',
            defaultValue: query.from ?? '',
          }}
        />
        <Field
          label={t('To (custom)')}
          className=""
          errors={errors?.to}
          inputProps={{ id: 'report-to', name: 'to', type: 'date', defaultValue: query.to ?? '' }}
        />
        {options.everyone ? (
          <>
            <Select
              id="report-division"
              name="division"
              label={t('Division')}
              className=""
              defaultValue={query.division ? String(query.division) : ''}
              placeholder={t('All divisions')}
              options={optionsOf(options.divisions)}
            />
            <Select
              id="report-person"
              name="person"
              label={t('Person')}
              className=""
              defaultValue={query.person ? String(query.person) : ''}
              placeholder={t('Everyone')}
              options={options.people}
            />
          </>
        ) : null}
      </FilterBar>
      {report ? (
        <>
          <Table
            className="mt-8"
            caption={t('Working Hours')}
            rows={report.rows}
            rowKey={(row) => row.person.id}
            empty={t('Nobody matches these filters.')}
            columns={[
              { header: t('Person'), rowHeader: true, cell: (row) => row.person.name },
              { header: t('Division'), cell: (row) => row.division ?? '' },
              { header: t('Days worked'), cell: (row) => row.days_worked },
              { header: t('Worked'), cell: (row) => hoursAndMinutes(row.worked_minutes) },
              { header: t('Time off (days)'), cell: (row) => row.time_off_days },
              { header: t('Expected'), cell: (row) => hoursAndMinutes(row.expected_minutes) },
              {
                header: t('Overtime'),
                cell: (row) => (
                  <span className={row.overtime_minutes < 0 ? 'text-red-800' : undefined}>
                    {hoursAndMinutes(row.overtime_minutes)}
                  </span>
                ),
              },
            ]}
          />
          <Pager page={report.page} hasNext={report.has_next_page} />
        </>
      ) : null}
    </Page>
  )
}
