import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import {
  BulkDeleteConfirmation,
  BulkEditForm,
  BulkPage,
  KeepSelect,
} from '~/components/bulk-actions'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { optionsOf } from '~/components/ui/select'
import { listCourseCategories } from '~/domains/courses/course-categories.server'
import {
  bulkCoursesFromForm,
  COURSE_LIST_MESSAGES,
} from '~/domains/courses/course-list-pages.server'
import { COURSES_PATH, PRIORITY_LABELS } from '~/domains/courses/course-paths'
import { coursesByIds } from '~/domains/courses/courses.server'
import { msg } from '~/i18n'
import { bulkPageData } from '~/platform/bulk-page.server'
import { signedIn } from '~/platform/request-context.server'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Edit or delete courses'))

/** Reached from the list's tick boxes: a GET form with one `id` per chosen course. */
export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, ({ actor, meta, request }) =>
    bulkPageData(
      request,
      (ids) => coursesByIds(actor, ids, meta),
      () => listCourseCategories(actor),
    ),
  )

export const action = (args: ActionFunctionArgs) => signedIn(args, bulkCoursesFromForm)

export default function BulkCoursesPage() {
  const { chosen, offered: categories } = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  return (
    <BulkPage
      title={t('Edit or delete courses')}
      chosen={chosen.map((course) => ({
        id: course.id,
        name: course.name,
        detail: <span>{course.category_name}</span>,
      }))}
      chosenLabel={t('{{count}} courses chosen', { count: chosen.length })}
      noneChosen={t('Choose courses in the list first.')}
      back={{ to: COURSES_PATH, label: t('Back to courses') }}
      failed={{
        update: COURSE_LIST_MESSAGES.updateFailed,
        delete: COURSE_LIST_MESSAGES.deleteFailed,
      }}
    >
      <BulkEditForm intent="update" submitLabel={t('Save changes for every course chosen')}>
        <KeepSelect
          id="bulk-category"
          name="category"
          label={t('Category')}
          options={[{ value: 'none', label: t('No category') }, ...optionsOf(categories)]}
        />
        <KeepSelect
          id="bulk-priority"
          name="priority"
          label={t('Priority')}
          options={Object.entries(PRIORITY_LABELS).map(([value, label]) => ({
            value,
            label: t(label),
          }))}
        />
        <KeepSelect
          id="bulk-certificate"
          name="has_certificate"
          label={t('Certificate')}
          options={[
            { value: 'yes', label: t('Give a certificate') },
            { value: 'no', label: t('No certificate') },
          ]}
        />
        <KeepSelect
          id="bulk-reassign"
          name="reassign_month_duration"
          label={t('Reassign every (months)')}
          options={Array.from({ length: 13 }, (_, months) => ({
            value: months,
            label: String(months),
          }))}
        />
      </BulkEditForm>
      <BulkDeleteConfirmation
        explanation={t('Their sections, assignments and completions go too.')}
        label={t('Delete {{count}} courses', { count: chosen.length })}
      />
    </BulkPage>
  )
}
