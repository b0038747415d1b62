import {
  json,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { Button, buttonClasses } from '~/components/ui/button'
import { ErrorSummary } from '~/components/ui/error-summary'
import { Notice } from '~/components/ui/notice'
import { Page } from '~/components/ui/page'
import { CourseOutline } from '~/domains/courses/learning/components/course-outline'
import { ProgressBar } from '~/domains/courses/learning/components/progress-bar'
import { PRIORITY_LABELS } from '~/domains/courses/learning/learning-labels'
import { courseForLearner } from '~/domains/courses/learning/learning.server'
import { reassignCourseFromForm } from '~/domains/courses/learning/course-reassignment.server'
import { can } from '~/domains/courses/courses.policy'
import { formatMoment } from '~/domains/knowledge/reading/reading-format'
import { msg } from '~/i18n'
import { readReply } from '~/platform/form-reply'
import { routeId, signedIn } from '~/platform/request-context.server'

export const meta: MetaFunction<typeof loader> = ({ matches, data }) =>
  pageTitle(matches, data?.course.name ?? msg('Course View'))

export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async ({ actor, meta, params }) =>
    json({
      course: await courseForLearner({ actor, meta }, routeId(params.id)),
      timezone: actor.timezone,
      canReassign: can(actor, 'course.manage'),
    }),
  )

/** A course admin asks everyone who completed the course to complete it again. */
export const action = (args: ActionFunctionArgs) =>
  signedIn(args, (context) => reassignCourseFromForm(context, routeId(context.params.id)))

export default function CoursePage() {
  const { course, timezone, canReassign } = useLoaderData<typeof loader>()
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
        {course.completed_before ? (
          <p className="mt-2 font-semibold" data-testid="course-completed">
            {t(
              'You completed this course on {{date}}. Some of its items have changed since: complete them again.',
              { date: formatMoment(course.completed_before, i18n.language, timezone) },
            )}
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
      {canReassign ? <ReassignCourse /> : null}
    </Page>
  )
}

/**
 * 'Reassign to everyone who completed it' (course admins): a plain form post, asked first in a
 * disclosure so a stray click reassigns nobody; the answer says how many were reassigned.
 */
function ReassignCourse() {
  const reply = useActionData<typeof action>()
  const { t } = useTranslation()
  const { errors, formErrors } = readReply(reply)
  const reassigned = reply?.status === 'success' ? reply.carried?.reassigned : undefined
  return (
    <section aria-labelledby="reassign-title" className="mt-10">
      <h2 id="reassign-title" className="text-xl font-bold">
        {t('Reassign')}
      </h2>
      {reassigned !== undefined ? (
        <Notice kind="success">
          {t('Learners asked to complete the course again: {{count}}.', { count: reassigned })}
        </Notice>
      ) : null}
      <ErrorSummary fieldErrors={errors} formErrors={formErrors} />
      <details className="mt-2">
        <summary className="cursor-pointer text-brand-700 underline underline-offset-2">
          {t('Reassign to everyone who completed it')}
        </summary>
        <Form method="post" className="mt-2 rounded-md bg-white p-3 ring-1 ring-slate-200">
          <p className="font-semibold">
            {t(
              'Everyone who completed this course will have to complete it again: their completion ends, they read its articles again and retake its quizzes, and they are emailed. Their certificates stay valid.',
            )}
          </p>
          <Button variant="primary" className="mt-2">
            {t('Yes, reassign the course')}
          </Button>
        </Form>
      </details>
    </section>
  )
}
