import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData, useLocation } from '@remix-run/react'
import { Link } from '~/components/ui/link'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { buttonClasses } from '~/components/ui/button'
import { Field } from '~/components/ui/field'
import { FilterBar } from '~/components/ui/filter-bar'
import { Page } from '~/components/ui/page'
import { Pager } from '~/components/ui/pager'
import { optionsOf, Select } from '~/components/ui/select'
import { Table } from '~/components/ui/table'
import {
  HOW_LABELS,
  KIND_LABELS,
  TIMELINE_CSV_PATH,
  TIMELINE_PATH,
} from '~/domains/courses/reports/reports'
import { timelineFormValues, timelineQueryFrom } from '~/domains/courses/reports/reports.schema'
import {
  listCompletionTimeline,
  timelineOptions,
} from '~/domains/courses/reports/completion-timeline.server'
import { msg } from '~/i18n'
import { signedIn } from '~/platform/request-context.server'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('All Completions'))

export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async ({ actor, meta, request }) => {
    const query = timelineQueryFrom(new URL(request.url).searchParams)
    const asker = { actor, meta }
    const [timeline, options] = await Promise.all([
      listCompletionTimeline(asker, query),
      timelineOptions(asker),
    ])
    return json({ values: timelineFormValues(query), timeline, options, timezone: actor.timezone })
  })

/** The CSV of what is on show: the same filters, every page. */
function csvHref(search: string): string {
  const params = new URLSearchParams(search)
  params.delete('page')
  const query = params.toString()
  return query ? `${TIMELINE_CSV_PATH}?${query}` : TIMELINE_CSV_PATH
}

export default function AcknowledgementTimelinePage() {
  const { values, timeline, options, timezone } = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  const { search } = useLocation()
  const filtered = Object.values(values).some(Boolean)
  /** The items of one kind someone has completed, as a group of the item filter's choices. */
  const itemGroup = (kind: keyof typeof KIND_LABELS, label: string) => {
    const items = options.items.filter((item) => item.kind === kind)
    return items.length ? (
      <optgroup label={label}>
        {items.map((item) => (
          <option key={item.key} value={item.key}>
            {item.title}
          </option>
        ))}
      </optgroup>
    ) : null
  }
  return (
    <Page
      width="6xl"
      title={t('All Completions')}
      lead={t(
        'Article acknowledgements and course completions, newest first. Times and days are in your time zone ({{timezone}}).',
        { timezone },
      )}
      actions={
        <a href={csvHref(search)} download className={buttonClasses('secondary')}>
          {t('Download CSV')}
        </a>
      }
    >
      <FilterBar
        label={t('Filter completions')}
        clearTo={TIMELINE_PATH}
        filtered={filtered}
        className="sm:grid-cols-2 lg:grid-cols-3 lg:items-end"
      >
        <Field
          label={t('Person')}
          className=""
          inputProps={{
            id: 'timeline-person',
            name: 'person',
            type: 'search',
            defaultValue: values.person,
            placeholder: t('Name or email'),
          }}
        />
        <Select
          id="timeline-division"
          name="division"
          label={t('Division')}
          className=""
          defaultValue={values.division}
          placeholder={t('All divisions')}
          options={optionsOf(options.divisions)}
        />
        <Select
          id="timeline-kind"
          name="kind"
          label={t('Kind')}
          className=""
          defaultValue={values.kind}
          placeholder={t('Articles and courses')}
          options={[
            { value: 'article', label: t('Articles') },
            { value: 'course', label: t('Courses') },
          ]}
        />
        <Select
          id="timeline-item"
          name="item"
          label={t('Item')}
          className=""
          defaultValue={values.item}
          placeholder={t('All items')}
        >
          {itemGroup('article', t('Articles'))}
          {itemGroup('course', t('Courses'))}
        </Select>
        <Field
          label={t('From')}
          className=""
          inputProps={{
            id: 'timeline-from',
            name: 'from',
            type: 'date',
            defaultValue: values.from,
          }}
        />
        <Field
          label={t('To')}
          className=""
          inputProps={{ id: 'timeline-to', name: 'to', type: 'date', defaultValue: values.to }}
        />
      </FilterBar>

      <Table
        className="mt-8"
        rows={timeline.rows}
        rowKey={(row) => `${row.kind}-${row.id}`}
        caption={t('All Completions')}
        empty={
          filtered
            ? t('No completions match these filters.')
            : t('Nobody has completed an article or a course yet.')
        }
        columns={[
          {
            header: t('When'),
            className: 'whitespace-nowrap',
            cell: (row) => <time dateTime={row.at}>{row.when}</time>,
          },
          { header: t('Who'), rowHeader: true, cell: (row) => row.person.name },
          { header: t('Division'), cell: (row) => row.division ?? '' },
          {
            header: t('Item'),
            cell: (row) => (
              <>
                <span className="text-sm text-gray-600">{t(KIND_LABELS[row.kind])}: </span>
                <Link to={row.item.href} className="text-brand-700 underline">
                  {row.item.title}
                </Link>
              </>
            ),
          },
          {
            header: t('How'),
            cell: (row) => (
              <>
                {t(HOW_LABELS[row.how])}
                {row.superseded ? (
                  <span className="ms-2 rounded bg-amber-100 px-1.5 py-0.5 text-sm text-amber-900">
                    {t('Superseded')}
                  </span>
                ) : null}
              </>
            ),
          },
        ]}
      />
      <Pager page={timeline.page} hasNext={timeline.hasNext} words="age" />
    </Page>
  )
}
