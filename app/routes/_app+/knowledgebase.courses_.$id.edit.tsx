import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { Page } from '~/components/ui/page'
import { editCoursePage } from '~/domains/courses/course-form-pages.server'
import { CourseForm } from '~/domains/courses/components/course-form'
import { COURSES_PATH } from '~/domains/courses/course-paths'
import { msg } from '~/i18n'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Edit Course'))

export const loader = (args: LoaderFunctionArgs) => editCoursePage.load(args)

export const action = (args: ActionFunctionArgs) => editCoursePage.save(args)

export default function EditCoursePage() {
  const { course, form } = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>()
  const { t } = useTranslation()
  return (
    <Page title={t('Edit Course')} back={{ to: COURSES_PATH, label: t('Courses Admin') }}>
      <p className="mt-1 mb-4 text-lg text-slate-700">{course.name}</p>
      <CourseForm
        key={course.version}
        {...form}
        reply={reply}
        version={course.version}
        storageKey={String(course.id)}
        serverUpdatedAt={course.updated_at}
        cancelTo={COURSES_PATH}
      />
    </Page>
  )
}
