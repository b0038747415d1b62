import type { FetcherWithComponents } from '@remix-run/react'
import { Form } from '@remix-run/react'
import { useTranslation } from '~/components/translation'
import { Button } from '~/components/ui/button'
import { ErrorSummary } from '~/components/ui/error-summary'
import { controlClasses } from '~/components/ui/field'
import { Notice } from '~/components/ui/notice'
import { readReply, type FormReply } from '~/platform/form-reply'
import { COURSE_CATEGORIES_PATH } from '../course-paths'

export interface CourseCategoryView {
  id: number
  name: string
  version: number
}

/**
 * Course categories: add one, rename or delete each. Plain forms posting to the categories
 * page; the course form's dialog passes its fetcher's Form so the course form stays as typed.
 */
export function CourseCategoriesManager({
  categories,
  reply,
  fetcher,
}: {
  categories: CourseCategoryView[]
  reply?: FormReply
  fetcher?: FetcherWithComponents<unknown>
}) {
  const { t } = useTranslation()
  const PostForm = fetcher?.Form ?? Form
  const { errors, formErrors } = readReply(reply)
  const fieldMessages = Object.values(errors).flatMap((messages) => messages ?? [])
  return (
    <div className="mt-4 space-y-4">
      {reply?.status === 'success' ? (
        <Notice kind="success">{t('Categories saved.')}</Notice>
      ) : null}
      {reply?.status === 'error' ? (
        <ErrorSummary fieldErrors={{}} formErrors={[...(formErrors ?? []), ...fieldMessages]} />
      ) : null}
      <PostForm method="post" action={COURSE_CATEGORIES_PATH} className="flex items-end gap-3">
        <div className="grow">
          <label htmlFor="new-course-category" className="block font-semibold">
            {t('New category')}
          </label>
          <input id="new-course-category" name="name" className={controlClasses()} />
        </div>
        <Button name="intent" value="create">
          {t('Add category')}
        </Button>
      </PostForm>
      {categories.length === 0 ? <p>{t('There are no course categories yet.')}</p> : null}
      <ul className="space-y-3">
        {categories.map((category) => (
          <li key={`${category.id}-${category.version}`}>
            <PostForm
              method="post"
              action={COURSE_CATEGORIES_PATH}
              className="flex flex-wrap items-end gap-3"
            >
              <input type="hidden" name="id" value={category.id} />
              <input type="hidden" name="version" value={category.version} />
              <div className="grow">
                <label htmlFor={`course-category-${category.id}`} className="block font-semibold">
                  {t('Name of {{name}}', { name: category.name })}
                </label>
                <input
                  id={`course-category-${category.id}`}
                  name="name"
                  defaultValue={category.name}
                  className={controlClasses()}
                />
              </div>
              <Button name="intent" value="rename" variant="secondary">
                {t('Rename')}
              </Button>
              <Button name="intent" value="delete" variant="danger">
                {t('Delete')}
                <span className="sr-only"> {category.name}</span>
              </Button>
            </PostForm>
          </li>
        ))}
      </ul>
    </div>
  )
}
