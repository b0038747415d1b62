import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { buttonClasses } from '~/components/ui/button'
import { Page } from '~/components/ui/page'
import { CourseOutline } from '~/domains/courses/learning/components/course-outline'
import { ProgressBar } from '~/domains/courses/learning/components/progress-bar'
import { PRIORITY_LABELS } from '~/domains/courses/learning/learning-labels'
import { courseForLearner } from '~/domains/courses/learning/learning.server'
import { formatMoment } from '~/domains/knowledge/reading/reading-format'
import { msg } from '~/i18n'
import { routeId, signedIn } from '~/platform/request-context.server'

export const meta: MetaFunction<typeof loader> = ({ matches, data }) =>
  pageTitle(matches, data?.course.name ?? msg('Course View'))

export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async ({ actor, meta, params }) =>
    json({
      course: await courseForLearner({ actor, meta }, routeId(params.id)),
      timezone: actor.timezone,
    }),
  )

export default function CoursePage() {
  const { course, timezone } = useLoaderData<typeof loader>()
  const { t, i18n } = useTranslation()
  const { progress } = course
  return (
    <Page
      width="4xl"
      title={course.name}
      back={{ to: '/knowledgebase/assigned-courses', label: t('Assigned Courses') }}
      lead={course.description || undefined}
    >
      <dl className="mt-4 flex flex-wrap gap-x-8 gap-y-2 text-slate-800">
        {course.category ? (
          <div className="flex gap-2">
            <dt className="font-semibold">{t('Category')}</dt>
            <dd>{course.category}</dd>
          </div>
        ) : null}
        <div className="flex gap-2">
          <dt className="font-semibold">{t('Priority')}</dt>
          <dd>{t(PRIORITY_LABELS[course.priority] ?? '')}</dd>
        </div>
      </dl>
      <section
        aria-labelledby="progress-title"
        className="mt-6 rounded-md bg-white p-4 ring-1 ring-slate-200"
      >
        <h2 id="progress-title" className="text-xl font-bold">
          {t('Your progress')}
        </h2>
        <div className="mt-2" data-testid="course-progress">
          <ProgressBar percent={progress.percent} label={t('Your progress')} />
        </div>
        <p className="mt-2 text-slate-700">
          {t('{{complete}} of {{items}} items complete', {
            complete: progress.complete,
            items: progress.items,
          })}
        </p>
        {course.completed_at ? (
          <p className="mt-2 font-semibold" data-testid="course-completed">
            {t('You completed this course on {{date}}.', {
              date: formatMoment(course.completed_at, i18n.language, timezone),
            })}
          </p>
        ) : null}
        {course.certificate_url ? (
          <p className="mt-3">
            <a href={course.certificate_url} className={buttonClasses('primary')} download>
              {t('Download certificate')}
            </a>
          </p>
        ) : null}
        {course.verification_path ? (
          <p className="mt-3 text-slate-700">
            {t('Anyone can check that your certificate is genuine on its verification page:')}{' '}
            <a href={course.verification_path} className="text-brand-700 underline">
              {t('Verify certificate')}
            </a>
          </p>
        ) : null}
      </section>
      <CourseOutline course={course} />
    </Page>
  )
}
