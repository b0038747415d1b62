import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { Page } from '~/components/ui/page'
import { createCoursePage } from '~/domains/courses/course-form-pages.server'
import { CourseForm } from '~/domains/courses/components/course-form'
import { COURSES_PATH } from '~/domains/courses/course-paths'
import { msg } from '~/i18n'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Create Course'))

export const loader = (args: LoaderFunctionArgs) => createCoursePage.load(args)

export const action = (args: ActionFunctionArgs) => createCoursePage.save(args)

export default function CreateCoursePage() {
  const { form } = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>()
  const { t } = useTranslation()
  return (
    <Page title={t('Create Course')}>
      <CourseForm
        {...form}
        reply={reply}
        storageKey="new"
        serverUpdatedAt={null}
        cancelTo={COURSES_PATH}
      />
    </Page>
  )
}
