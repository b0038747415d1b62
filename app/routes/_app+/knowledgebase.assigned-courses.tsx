import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { Link } from '~/components/ui/link'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { Page } from '~/components/ui/page'
import { Pager } from '~/components/ui/pager'
import { Table } from '~/components/ui/table'
import { ProgressBar } from '~/domains/courses/learning/components/progress-bar'
import { coursePath } from '~/domains/courses/learning/course-progress'
import { PRIORITY_LABELS, ITEM_KIND_LABELS } from '~/domains/courses/learning/learning-labels'
import { AssignedCoursesQuery } from '~/domains/courses/learning/learning.schema'
import { assignedCourseList } from '~/domains/courses/learning/learning.server'
import { formatMoment } from '~/domains/knowledge/reading/reading-format'
import { msg } from '~/i18n'
import { signedIn } from '~/platform/request-context.server'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Assigned Courses'))

export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async ({ actor, meta, request }) => {
    const { page } = AssignedCoursesQuery.parse(
      Object.fromEntries(new URL(request.url).searchParams),
    )
    return json({
      ...(await assignedCourseList({ actor, meta }, page)),
      timezone: actor.timezone,
    })
  })

export default function AssignedCoursesPage() {
  const { courses, page, pages, timezone } = useLoaderData<typeof loader>()
  const { t, i18n } = useTranslation()
  return (
    <Page width="6xl" title={t('Assigned Courses')} lead={t('The courses assigned to you.')}>
      <Table
        className="mt-8"
        rows={courses}
        caption={t('Assigned Courses')}
        empty={t('No courses are assigned to you yet.')}
        columns={[
          {
            header: t('Course'),
            rowHeader: true,
            cell: (course) => (
              <Link to={coursePath(course.id)} className="text-brand-700 underline">
                {course.name}
              </Link>
            ),
          },
          { header: t('Category'), cell: (course) => course.category ?? '—' },
          { header: t('Priority'), cell: (course) => t(PRIORITY_LABELS[course.priority] ?? '') },
          {
            header: t('Progress'),
            cell: (course) => (
              <ProgressBar
                percent={course.progress.percent}
                label={t('Progress in {{course}}', { course: course.name })}
              />
            ),
          },
          {
            header: t('Next item'),
            cell: ({ progress: { next } }) =>
              next ? (
                next.href ? (
                  <Link to={next.href} className="text-brand-700 underline">
                    {next.title}
                  </Link>
                ) : (
                  (next.title ?? t(ITEM_KIND_LABELS[next.kind]))
                )
              ) : (
                '—'
              ),
          },
          {
            header: t('Completed'),
            cell: (course) =>
              course.completed_at
                ? formatMoment(course.completed_at, i18n.language, timezone)
                : '—',
          },
        ]}
      />
      <Pager page={page} pageCount={pages} />
    </Page>
  )
}
