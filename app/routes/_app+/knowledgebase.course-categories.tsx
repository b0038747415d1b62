import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { Page } from '~/components/ui/page'
import {
  courseCategoriesPage,
  courseCategoryForms,
} from '~/domains/courses/course-categories-page.server'
import { CourseCategoriesManager } from '~/domains/courses/components/course-categories-manager'
import { COURSES_PATH } from '~/domains/courses/course-paths'
import { msg } from '~/i18n'
import { signedIn } from '~/platform/request-context.server'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Course categories'))

export const loader = (args: LoaderFunctionArgs) => signedIn(args, courseCategoriesPage)

export const action = (args: ActionFunctionArgs) => signedIn(args, courseCategoryForms)

export default function CourseCategoriesPage() {
  const { categories } = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>()
  const { t } = useTranslation()
  return (
    <Page title={t('Course categories')} back={{ to: COURSES_PATH, label: t('Courses Admin') }}>
      <CourseCategoriesManager categories={categories} reply={reply} />
    </Page>
  )
}
