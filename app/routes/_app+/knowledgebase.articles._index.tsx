import { json, type MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData, useLocation } from '@remix-run/react'
import { BulkRowCheckbox, BulkSelectionForm } from '~/components/bulk-actions'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { Button, buttonClasses } from '~/components/ui/button'
import {
  articleFilterOptions,
  articleFiltersFrom,
  listArticles,
  type ArticleListItem,
} from '~/domains/knowledge/article-reading.server'
import { articleDraftPath } from '~/domains/knowledge/article-paths'
import { TypeBadge } from '~/domains/knowledge/components/type-badge'
import { isKnowledgeAdmin } from '~/domains/knowledge/knowledge.policy'
import { ARTICLES_PATH, articlesQuery } from '~/domains/knowledge/reading-format'
import { msg } from '~/i18n'
import { signedIn } from '~/platform/request-context.server'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Articles'))

/** The page counts matches up to here and then says "more than" (counting is the slow part). */
const COUNT_LIMIT = 1000

export const loader = signedIn(async ({ actor, request }) => {
  const filters = articleFiltersFrom(new URL(request.url).searchParams)
  const [list, options] = await Promise.all([
    listArticles(actor, filters, { countLimit: COUNT_LIMIT }),
    articleFilterOptions(actor),
  ])
  return json({ filters, list, options, isAdmin: isKnowledgeAdmin(actor) })
})

const selectClasses =
  'mt-1 block w-full rounded-md border-2 border-slate-700 bg-white px-3 py-2 text-base'

/** The knowledge base's other pages (hidden in the menu, which follows the seed's list). */
const KNOWLEDGE_LINKS = [
  { to: '/knowledgebase/categories', label: msg('Categories'), adminOnly: false },
  { to: '/knowledgebase/definitions', label: msg('Definitions'), adminOnly: false },
  { to: '/knowledgebase/article-types', label: msg('Article Types'), adminOnly: true },
  { to: '/knowledgebase/files', label: msg('Knowledge Base Files'), adminOnly: true },
  {
    to: '/knowledgebase/public-knowledgebases',
    label: msg('Public knowledge bases'),
    adminOnly: true,
  },
]

export default function ArticlesPage() {
  const { filters, list, options, isAdmin } = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  const { search } = useLocation()
  const filtered =
    Boolean(filters.search || filters.category || filters.type || filters.tag || filters.status) ||
    filters.assigned ||
    filters.unread
  const pageLink = (page: number) => `${ARTICLES_PATH}${articlesQuery({ ...filters, page })}`
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-10">
      <div className="flex flex-wrap items-baseline justify-between gap-4">
        <h1 className="text-3xl font-bold">{t('Articles')}</h1>
        {isAdmin ? (
          <Link to={`${ARTICLES_PATH}/create`} className={buttonClasses('primary')}>
            {t('Create Article')}
          </Link>
        ) : null}
      </div>
      <nav aria-label={t('Knowledge base')} className="mt-3">
        <ul className="flex flex-wrap gap-x-6 gap-y-2">
          {KNOWLEDGE_LINKS.filter((link) => isAdmin || !link.adminOnly).map((link) => (
            <li key={link.to}>
              <Link to={link.to} className="text-brand-700 underline">
                {t(link.label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      {/* Remounted per query string: its fields show the filters of the list below them. */}
      <Form
        key={search}
        method="get"
        role="search"
        aria-label={t('Filter articles')}
        className="mt-6 grid gap-4 rounded-md bg-white p-4 ring-1 ring-slate-200 sm:grid-cols-2 lg:grid-cols-3"
      >
        <div>
          <label htmlFor="article-search" className="block font-semibold">
            {t('Search title or tags')}
          </label>
          <input
            id="article-search"
            name="search"
            type="search"
            defaultValue={filters.search}
            className={selectClasses}
          />
        </div>
        <div>
          <label htmlFor="article-category" className="block font-semibold">
            {t('Category')}
          </label>
          <select
            id="article-category"
            name="category"
            defaultValue={filters.category ?? ''}
            className={selectClasses}
          >
            <option value="">{t('All categories')}</option>
            {options.categories.map((category) => (
              <option key={category.id} value={category.id}>
                {`${'\u00a0\u00a0'.repeat(category.depth)}${category.name}`}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="article-type" className="block font-semibold">
            {t('Type')}
          </label>
          <select
            id="article-type"
            name="type"
            defaultValue={filters.type ?? ''}
            className={selectClasses}
          >
            <option value="">{t('All types')}</option>
            {options.types.map((type) => (
              <option key={type.id} value={type.id}>
                {type.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="article-tag" className="block font-semibold">
            {t('Tag')}
          </label>
          <select id="article-tag" name="tag" defaultValue={filters.tag} className={selectClasses}>
            <option value="">{t('All tags')}</option>
            {options.tags.map((tag) => (
              <option key={tag} value={tag}>
                {tag}
              </option>
            ))}
          </select>
        </div>
        {isAdmin ? (
          <div>
            <label htmlFor="article-status" className="block font-semibold">
              {t('Status')}
            </label>
            <select
              id="article-status"
              name="status"
              defaultValue={filters.status ?? ''}
              className={selectClasses}
            >
              <option value="">{t('Published and drafts')}</option>
              <option value="published">{t('Published')}</option>
              <option value="draft">{t('Draft')}</option>
            </select>
          </div>
        ) : null}
        <fieldset className="flex flex-col justify-end gap-2">
          <legend className="sr-only">{t('Show only')}</legend>
          <label className="flex items-center gap-2">
            <input
              type="checkbox"
              name="assigned"
              defaultChecked={filters.assigned}
              className="size-5"
            />
            {t('Assigned to me')}
          </label>
          <label className="flex items-center gap-2">
            <input
              type="checkbox"
              name="unread"
              defaultChecked={filters.unread}
              className="size-5"
            />
            {t('Unread')}
          </label>
        </fieldset>
        <div className="flex items-end gap-3">
          <Button variant="secondary">{t('Apply filters')}</Button>
          {filtered ? (
            <Link to={ARTICLES_PATH} className={buttonClasses('link')}>
              {t('Clear filters')}
            </Link>
          ) : null}
        </div>
      </Form>

      <p className="mt-6 text-slate-700" aria-live="polite">
        {list.count_capped
          ? t('Articles found: more than {{total}}', { total: list.count })
          : t('Articles found: {{total}}', { total: list.count })}
      </p>
      {list.results.length === 0 ? (
        <p className="mt-4 text-slate-700">
          {filtered
            ? t('No article matches these filters. Clear them to see every article.')
            : isAdmin
              ? t('There are no articles yet. Create one to start your knowledge base.')
              : t('There are no articles to read yet.')}
        </p>
      ) : (
        <ArticlesTable results={list.results} isAdmin={isAdmin} />
      )}
      {list.page > 1 || list.has_next_page ? (
        <nav aria-label={t('Pages')} className="mt-6 flex flex-wrap items-center gap-4">
          {list.page > 1 ? (
            <Link to={pageLink(list.page - 1)} className={buttonClasses('secondary')}>
              {t('Previous page')}
            </Link>
          ) : null}
          <span>
            {list.count_capped
              ? t('Page {{page}}', { page: list.page })
              : t('Page {{page}} of {{count}}', { page: list.page, count: list.page_count })}
          </span>
          {list.has_next_page ? (
            <Link to={pageLink(list.page + 1)} className={buttonClasses('secondary')}>
              {t('Next page')}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </main>
  )
}

/**
 * One page of articles. KB admins get a tick box per row, and the table sits in a GET form that
 * takes the ticked ids to the bulk page (edit or delete many, after a confirmation).
 */
function ArticlesTable({ results, isAdmin }: { results: ArticleListItem[]; isAdmin: boolean }) {
  const { t } = useTranslation()
  const table = (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse">
        <thead>
          <tr className="border-b-2 border-slate-700">
            {isAdmin ? (
              <th scope="col" className="py-2 pe-2 text-start">
                <span className="sr-only">{t('Select')}</span>
              </th>
            ) : null}
            <th scope="col" className="py-2 pe-4 text-start">
              {t('Title')}
            </th>
            <th scope="col" className="py-2 pe-4 text-start">
              {t('Category')}
            </th>
            <th scope="col" className="py-2 pe-4 text-start">
              {t('Type')}
            </th>
            <th scope="col" className="py-2 pe-4 text-start">
              {t('Tags')}
            </th>
            <th scope="col" className="py-2 text-start">
              {t('Reading')}
            </th>
          </tr>
        </thead>
        <tbody>
          {results.map((article) => (
            <tr key={article.id} className="border-b border-slate-200 align-top">
              {isAdmin ? (
                <td className="py-2 pe-2">
                  <BulkRowCheckbox id={article.id} name={article.title} />
                </td>
              ) : null}
              <th scope="row" className="py-2 pe-4 text-start font-semibold">
                <Link
                  to={`${ARTICLES_PATH}/${article.id}`}
                  className="text-brand-700 underline underline-offset-2"
                >
                  {article.title}
                </Link>
                {article.status === 1 ? (
                  <span className="ms-2 rounded bg-amber-100 px-2 py-0.5 text-sm text-amber-900">
                    {t('Draft')}
                  </span>
                ) : null}
                {article.has_draft ? (
                  <Link
                    to={articleDraftPath(article.id)}
                    className="ms-2 rounded bg-amber-100 px-2 py-0.5 text-sm text-amber-900 underline"
                  >
                    {t('Draft pending')}
                    <span className="sr-only"> {article.title}</span>
                  </Link>
                ) : null}
              </th>
              <td className="py-2 pe-4">{article.category.name}</td>
              <td className="py-2 pe-4">
                {article.type ? <TypeBadge type={article.type} /> : null}
              </td>
              <td className="py-2 pe-4">{article.tags.join(', ')}</td>
              <td className="py-2">
                {article.is_read
                  ? t('Read')
                  : article.is_assigned
                    ? t('Assigned, unread')
                    : t('Unread')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
  if (!isAdmin) return <div className="mt-4">{table}</div>
  return (
    <div className="mt-4">
      <BulkSelectionForm action={`${ARTICLES_PATH}/bulk`} label={t('Edit or delete selected')}>
        {table}
      </BulkSelectionForm>
    </div>
  )
}
