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
import { quizTimeline, timelineOptions } from '~/domains/quizzes/quiz-timeline.server'
import { QUIZ_TIMELINE_PATH, QUIZZES_PATH, TimelineQuery } from '~/domains/quizzes/quizzes.schema'
import { msg } from '~/i18n'
import { signedIn } from '~/platform/request-context.server'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Quiz Response Timeline'))

export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async ({ actor, meta, request }) => {
    const filters = TimelineQuery.parse(Object.fromEntries(new URL(request.url).searchParams))
    const list = await quizTimeline(actor, meta, filters)
    return json({ filters, list, options: await timelineOptions(actor) })
  })

/** Seed 001 §2: every attempt at a quiz, newest first (KB admins), filtered and exported. */
export default function QuizTimelinePage() {
  const { filters, list, options } = useLoaderData<typeof loader>()
  const { t, i18n } = useTranslation()
  const { search } = useLocation()
  const filtered = Boolean(
    filters.person || filters.quiz || filters.passed || filters.from || filters.to,
  )
  const when = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  })
  return (
    <Page
      width="6xl"
      title={t('Quiz Response Timeline')}
      actions={
        <div className="flex flex-wrap gap-4">
          <Link to={QUIZZES_PATH} className={buttonClasses('secondary')}>
            {t('Quizzes')}
          </Link>
          <a
            href={`${QUIZ_TIMELINE_PATH}/export.csv${search}`}
            className={buttonClasses('secondary')}
            download
          >
            {t('Export CSV')}
          </a>
        </div>
      }
    >
      <FilterBar
        key={search}
        label={t('Filter attempts')}
        clearTo={QUIZ_TIMELINE_PATH}
        filtered={filtered}
        className="sm:grid-cols-2 lg:grid-cols-5 lg:items-end"
      >
        <Select
          id="timeline-person"
          name="person"
          label={t('Person')}
          className=""
          defaultValue={filters.person ?? ''}
          placeholder={t('Everyone')}
          options={optionsOf(options.people)}
        />
        <Select
          id="timeline-quiz"
          name="quiz"
          label={t('Quiz')}
          className=""
          defaultValue={filters.quiz ?? ''}
          placeholder={t('All quizzes')}
          options={optionsOf(options.quizzes)}
        />
        <Select
          id="timeline-passed"
          name="passed"
          label={t('Result')}
          className=""
          defaultValue={filters.passed ?? ''}
          placeholder={t('Passed and not passed')}
          options={[
            { value: 'yes', label: t('Passed') },
            { value: 'no', label: t('Not passed') },
          ]}
        />
        <Field
          label={t('From')}
          className=""
          inputProps={{
            id: 'timeline-from',
            name: 'from',
            type: 'date',
            defaultValue: filters.from,
          }}
        />
        <Field
          label={t('To')}
          className=""
          inputProps={{ id: 'timeline-to', name: 'to', type: 'date', defaultValue: filters.to }}
        />
      </FilterBar>
      <p className="mt-6 text-slate-700" aria-live="polite">
        {t('Attempts found: {{total}}', { total: list.count })}
      </p>
      <Table
        rows={list.results}
        caption={t('Quiz attempts')}
        empty={
          filtered ? t('No attempt matches these filters.') : t('No one has taken a quiz yet.')
        }
        columns={[
          { header: t('Person'), rowHeader: true, cell: (row) => row.person.name },
          { header: t('Quiz'), cell: (row) => row.quiz.title },
          { header: t('Score'), cell: (row) => `${row.score_percent} %` },
          {
            header: t('Result'),
            cell: (row) => (row.passed ? t('Passed') : t('Not passed')),
          },
          {
            header: t('Submitted'),
            className: 'whitespace-nowrap',
            cell: (row) => (
              <time dateTime={row.submitted_at}>{when.format(new Date(row.submitted_at))}</time>
            ),
          },
        ]}
      />
      <Pager page={list.page} pageCount={list.page_count} />
    </Page>
  )
}
