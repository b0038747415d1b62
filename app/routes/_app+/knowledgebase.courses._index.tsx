import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, useLoaderData, useLocation } from '@remix-run/react'
import { Link } from '~/components/ui/link'
import { BulkSelectionForm } from '~/components/bulk-actions'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { Button, buttonClasses } from '~/components/ui/button'
import { Field } from '~/components/ui/field'
import { FilterBar } from '~/components/ui/filter-bar'
import { Page } from '~/components/ui/page'
import { Pager } from '~/components/ui/pager'
import { optionsOf, Select } from '~/components/ui/select'
import { EmptyState, selectColumn, Table } from '~/components/ui/table'
import { courseListForms, courseListPage } from '~/domains/courses/course-list-pages.server'
import {
  COURSE_CATEGORIES_PATH,
  COURSES_PATH,
  courseEditPath,
  PRIORITY_LABELS,
} from '~/domains/courses/course-paths'
import type { CourseListItem } from '~/domains/courses/courses.server'
import { msg } from '~/i18n'
import { signedIn } from '~/platform/request-context.server'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Courses Admin'))

export const loader = (args: LoaderFunctionArgs) => signedIn(args, courseListPage)

export const action = (args: ActionFunctionArgs) => signedIn(args, courseListForms)

const ORDERINGS = [
  { value: 'name', label: msg('Name (A to Z)') },
  { value: '-name', label: msg('Name (Z to A)') },
  { value: '-priority', label: msg('Priority (high first)') },
  { value: 'priority', label: msg('Priority (low first)') },
  { value: '-created_at', label: msg('Newest first') },
  { value: 'created_at', label: msg('Oldest first') },
]

/** The Duplicate buttons' form: outside the table's bulk form (forms do not nest). */
const DUPLICATE_FORM = 'duplicate-course'

export default function CoursesAdminPage() {
  const { query, list, categories } = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  const { search } = useLocation()
  const filtered = Boolean(query.search || query.category)
  const pageLink = (page: number) => {
    const params = new URLSearchParams(search)
    params.set('page', String(page))
    return `${COURSES_PATH}?${params}`
  }
  return (
    <Page
      width="6xl"
      title={t('Courses Admin')}
      actions={
        <>
          <Link to={`${COURSES_PATH}/create`} className={buttonClasses('primary')}>
            {t('Create Course')}
          </Link>
          <Link to={COURSE_CATEGORIES_PATH} className={buttonClasses('secondary')}>
            {t('Course categories')}
          </Link>
        </>
      }
    >
      <FilterBar
        key={search}
        label={t('Filter courses')}
        clearTo={COURSES_PATH}
        filtered={filtered}
        submitLabel={t('Apply filters')}
        className="sm:grid-cols-2 lg:grid-cols-4 lg:items-end"
      >
        <Field
          label={t('Search courses')}
          className=""
          inputProps={{
            id: 'course-search',
            name: 'search',
            type: 'search',
            defaultValue: query.search,
          }}
        />
        <Select
          id="course-category"
          name="category"
          label={t('Category')}
          className=""
          defaultValue={query.category ?? ''}
          placeholder={t('All categories')}
          options={optionsOf(categories)}
        />
        <Select
          id="course-ordering"
          name="ordering"
          label={t('Order by')}
          className=""
          defaultValue={query.ordering}
          options={ORDERINGS.map((o) => ({ value: o.value, label: t(o.label) }))}
        />
      </FilterBar>

      <p className="mt-6 text-slate-700" aria-live="polite">
        {t('Courses found: {{total}}', { total: list.count })}
      </p>
      {list.results.length === 0 ? (
        <EmptyState>
          {filtered
            ? t('No course matches these filters. Clear them to see every course.')
            : t('There are no courses yet. Create one to start.')}
        </EmptyState>
      ) : (
        <>
          <Form method="post" id={DUPLICATE_FORM}>
            <input type="hidden" name="intent" value="duplicate" />
          </Form>
          <div className="mt-4">
            <BulkSelectionForm action={`${COURSES_PATH}/bulk`} label={t('Edit or delete selected')}>
              <CoursesTable results={list.results} />
            </BulkSelectionForm>
          </div>
        </>
      )}
      <Pager
        page={list.page}
        pageCount={list.page_count}
        hasNext={list.has_next_page}
        href={pageLink}
      />
    </Page>
  )
}

function CoursesTable({ results }: { results: CourseListItem[] }) {
  const { t } = useTranslation()
  return (
    <Table
      rows={results}
      className=""
      columns={[
        selectColumn(
          (course: CourseListItem) => ({ id: course.id, name: course.name }),
          t('Select'),
        ),
        {
          header: t('Name'),
          rowHeader: true,
          cell: (course) => (
            <Link
              to={courseEditPath(course.id)}
              className="text-brand-700 underline underline-offset-2"
            >
              {course.name}
            </Link>
          ),
        },
        { header: t('Category'), cell: (course) => course.category_name ?? '—' },
        { header: t('Priority'), cell: (course) => t(PRIORITY_LABELS[course.priority] ?? '') },
        {
          header: t('Content'),
          cell: (course) =>
            t('{{sections}} sections, {{items}} items', {
              sections: course.section_count,
              items: course.item_count,
            }),
        },
        {
          header: t('Certificate'),
          cell: (course) => (course.has_certificate ? t('Yes') : t('No')),
        },
        {
          header: t('Actions'),
          cell: (course) => (
            <Button form={DUPLICATE_FORM} name="id" value={course.id} variant="link">
              {t('Duplicate')}
              <span className="sr-only"> {course.name}</span>
            </Button>
          ),
        },
      ]}
    />
  )
}
