import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { Link } from '~/components/ui/link'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { buttonClasses } from '~/components/ui/button'
import { SearchForm } from '~/components/ui/filter-bar'
import { Page } from '~/components/ui/page'
import { Pager } from '~/components/ui/pager'
import { EditDeleteActions, RowAction, Table } from '~/components/ui/table'
import {
  QuizListQuery,
  quizPath,
  QUIZ_TIMELINE_PATH,
  QUIZZES_PATH,
} from '~/domains/quizzes/quizzes.schema'
import { authorizeManage, listQuizzes } from '~/domains/quizzes/quizzes.server'
import { msg } from '~/i18n'
import { signedIn } from '~/platform/request-context.server'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Quizzes'))

/** KB admins' list of the company's quizzes: search by title, a page at a time. */
export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async ({ actor, meta, request }) => {
    await authorizeManage({ actor, meta }, 'quiz.list')
    const query = QuizListQuery.parse(Object.fromEntries(new URL(request.url).searchParams))
    return json({ query, list: await listQuizzes(actor, query, meta) })
  })

export default function QuizzesPage() {
  const { query, list } = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  return (
    <Page
      width="5xl"
      title={t('Quizzes')}
      actions={
        <div className="flex flex-wrap gap-4">
          <Link to={QUIZ_TIMELINE_PATH} className={buttonClasses('secondary')}>
            {t('Quiz Response Timeline')}
          </Link>
          <Link to={`${QUIZZES_PATH}/create`} className={buttonClasses('primary')}>
            {t('Create Quiz')}
          </Link>
        </div>
      }
    >
      <SearchForm
        id="quiz-search"
        name="search"
        label={t('Search quiz titles')}
        defaultValue={query.search}
      />
      <p className="mt-6 text-slate-700" aria-live="polite">
        {t('Quizzes found: {{total}}', { total: list.count })}
      </p>
      <Table
        rows={list.results}
        caption={t('Quizzes')}
        empty={
          query.search
            ? t('No quiz title contains these words.')
            : t('There are no quizzes yet. Create one to test what people learned.')
        }
        columns={[
          { header: t('Title'), rowHeader: true, cell: (quiz) => quiz.title },
          { header: t('Pass mark (%)'), cell: (quiz) => quiz.pass_mark_percent },
          {
            header: t('Attempts allowed'),
            cell: (quiz) => quiz.attempts_allowed || t('Unlimited'),
          },
        ]}
        actions={(quiz) => (
          <>
            <RowAction to={quizPath(quiz.id)} label={t('Take')} name={quiz.title} />
            <EditDeleteActions to={quizPath(quiz.id)} name={quiz.title} />
          </>
        )}
      />
      <Pager page={list.page} pageCount={list.page_count} />
    </Page>
  )
}
