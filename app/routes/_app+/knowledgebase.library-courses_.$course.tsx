import {
  json,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { Page } from '~/components/ui/page'
import { Section } from '~/components/ui/section'
import {
  SubscribeControl,
  SubscribeReplyNotice,
} from '~/domains/courses/library/components/subscribe-control'
import { LIBRARY_COURSES_PATH } from '~/domains/courses/library/library-course'
import { subscribeFromForm } from '~/domains/courses/library/library-page.server'
import { getLibraryCourse, maySubscribe } from '~/domains/courses/library/library.server'
import { msg } from '~/i18n'
import { signedIn } from '~/platform/request-context.server'

export const meta: MetaFunction<typeof loader> = ({ matches, data }) =>
  pageTitle(matches, data?.course.name ?? msg('Library Courses'))

export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async ({ actor, meta, params }) =>
    json({
      course: await getLibraryCourse({ actor, meta }, params.course ?? ''),
      canSubscribe: maySubscribe(actor),
    }),
  )

export const action = (args: ActionFunctionArgs) =>
  signedIn(args, async (context) => {
    const course = await getLibraryCourse(context, context.params.course ?? '')
    return subscribeFromForm(context, `${LIBRARY_COURSES_PATH}/${course.key}`)
  })

/** A library course before subscribing: its sections, and each article's text to read. */
export default function LibraryCoursePage() {
  const { course, canSubscribe } = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>()
  const { t } = useTranslation()
  return (
    <Page
      title={course.name}
      back={{ to: LIBRARY_COURSES_PATH, label: t('Library Courses') }}
      lead={course.description}
      actions={<SubscribeControl course={course} canSubscribe={canSubscribe} />}
    >
      <p className="mt-2 text-slate-700">
        {t('Category: {{name}}', { name: course.category.name })} ·{' '}
        {t('Articles: {{count}}', { count: course.article_count })} ·{' '}
        {t('Quizzes: {{count}}', { count: course.quiz_count })}
      </p>
      <div className="mt-6">
        <SubscribeReplyNotice reply={reply} />
      </div>
      {course.sections.map((section) => (
        <Section key={section.order} id={`section-${section.order}`} title={section.title}>
          <ol className="mt-3 space-y-3">
            {section.items.map((item) => (
              <li key={item.title}>
                {item.kind === 'article' ? (
                  <details className="rounded border border-slate-300 p-3">
                    <summary className="cursor-pointer font-semibold">{item.title}</summary>
                    <div
                      className="article-body mt-3 max-w-none space-y-4 leading-relaxed"
                      dangerouslySetInnerHTML={{ __html: item.body ?? '' }}
                    />
                  </details>
                ) : (
                  <p className="rounded border border-slate-300 p-3">
                    <span className="font-semibold">{t('Quiz')}:</span> {item.title} (
                    {t('Questions: {{count}}', { count: item.question_count })})
                  </p>
                )}
              </li>
            ))}
          </ol>
        </Section>
      ))}
    </Page>
  )
}
