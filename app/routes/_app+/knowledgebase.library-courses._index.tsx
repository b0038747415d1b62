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
import { Page } from '~/components/ui/page'
import { Section } from '~/components/ui/section'
import {
  SubscribeControl,
  SubscribeReplyNotice,
} from '~/domains/courses/library/components/subscribe-control'
import { LIBRARY_CATEGORIES, LIBRARY_COURSES_PATH } from '~/domains/courses/library/library-course'
import { subscribeFromForm } from '~/domains/courses/library/library-page.server'
import { listLibraryCourses, maySubscribe } from '~/domains/courses/library/library.server'
import { msg } from '~/i18n'
import { signedIn } from '~/platform/request-context.server'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Library Courses'))

export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async ({ actor, meta }) =>
    json({
      courses: await listLibraryCourses({ actor, meta }),
      canSubscribe: maySubscribe(actor),
    }),
  )

export const action = (args: ActionFunctionArgs) =>
  signedIn(args, (context) => subscribeFromForm(context, LIBRARY_COURSES_PATH))

type Course = ReturnType<typeof useLoaderData<typeof loader>>['courses'][number]

export default function LibraryCoursesPage() {
  const { courses, canSubscribe } = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>()
  const { t } = useTranslation()
  return (
    <Page
      width="5xl"
      title={t('Library Courses')}
      lead={t(
        'Ready-made courses with their articles and a quiz. Subscribing copies a course into your company: the copy is yours to edit and assign.',
      )}
    >
      <div className="mt-6">
        <SubscribeReplyNotice reply={reply} />
      </div>
      {LIBRARY_CATEGORIES.map((category) => {
        const inCategory = courses.filter((course) => course.category.key === category.key)
        if (inCategory.length === 0) return null
        return (
          <Section key={category.key} id={`library-${category.key}`} title={category.name}>
            <p className="mt-1 text-slate-700">{category.description}</p>
            <ul className="mt-4 grid gap-4 md:grid-cols-2">
              {inCategory.map((course) => (
                <li key={course.id}>
                  <CourseCard course={course} canSubscribe={canSubscribe} />
                </li>
              ))}
            </ul>
          </Section>
        )
      })}
    </Page>
  )
}

function CourseCard({ course, canSubscribe }: { course: Course; canSubscribe: boolean }) {
  const { t } = useTranslation()
  const headingId = `library-course-${course.id}`
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col gap-3 rounded-lg border border-slate-300 p-4"
    >
      <h3 id={headingId} className="text-xl font-semibold">
        <Link to={`${LIBRARY_COURSES_PATH}/${course.key}`} className="text-brand-700 underline">
          {course.name}
        </Link>
      </h3>
      <p>{course.description}</p>
      <p className="text-sm text-slate-700">
        {t('Articles: {{count}}', { count: course.article_count })} ·{' '}
        {t('Quizzes: {{count}}', { count: course.quiz_count })}
      </p>
      <div>
        <p className="text-sm font-semibold">{t('Sections')}</p>
        <ol className="ms-5 list-decimal text-sm">
          {course.sections.map((section) => (
            <li key={section.order}>{section.title}</li>
          ))}
        </ol>
      </div>
      <div className="mt-auto">
        <SubscribeControl course={course} canSubscribe={canSubscribe} />
      </div>
    </article>
  )
}
