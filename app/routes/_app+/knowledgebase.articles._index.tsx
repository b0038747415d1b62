import { json, type MetaFunction, type LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData, useLocation } from '@remix-run/react'
import { Link } from '~/components/ui/link'
import { BulkSelectionForm } from '~/components/bulk-actions'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { buttonClasses } from '~/components/ui/button'
import { Field } from '~/components/ui/field'
import { FilterBar } from '~/components/ui/filter-bar'
import { Page } from '~/components/ui/page'
import { Pager } from '~/components/ui/pager'
import { optionsOf, Select } from '~/components/ui/select'
import { EmptyState, selectColumn, Table } from '~/components/ui/table'
import { Tabs } from '~/components/ui/tabs'
import {
  articleFilterOptions,
  articleFiltersFrom,
  listArticles,
  type ArticleListItem,
} from '~/domains/knowledge/reading/article-reading.server'
import { articleDraftPath } from '~/domains/knowledge/articles/article-paths'
import { TypeBadge } from '~/domains/knowledge/taxonomy/components/type-badge'
import { isKnowledgeAdmin } from '~/domains/knowledge/knowledge.policy'
import { ARTICLES_PATH, articlesQuery } from '~/domains/knowledge/reading/reading-format'
import { msg } from '~/i18n'
import { signedIn } from '~/platform/request-context.server'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Articles'))

/** The page counts matches up to here and then says "more than" (counting is the slow part). */
const COUNT_LIMIT = 1000

export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async ({ actor, request }) => {
    const filters = articleFiltersFrom(new URL(request.url).searchParams)
    const [list, options] = await Promise.all([
      listArticles(actor, filters, { countLimit: COUNT_LIMIT }),
      articleFilterOptions(actor),
    ])
    return json({ filters, list, options, isAdmin: isKnowledgeAdmin(actor) })
  })

/** The knowledge base's other pages (hidden in the menu, which follows the seed's list). */
const KNOWLEDGE_LINKS = [
  { to: '/knowledgebase/categories', label: msg('Categories'), adminOnly: false },
  { to: '/knowledgebase/definitions', label: msg('Definitions'), adminOnly: false },
  { to: '/knowledgebase/article-types', label: msg('Article Types'), adminOnly: true },
  { to: '/knowledgebase/article-templates', label: msg('Article templates'), adminOnly: true },
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
    <Page
      width="6xl"
      title={t('Articles')}
      actions={
        isAdmin ? (
          <Link to={`${ARTICLES_PATH}/create`} className={buttonClasses('primary')}>
            {t('Create Article')}
          </Link>
        ) : null
      }
    >
      <Tabs
        label={t('Knowledge base')}
        tabs={KNOWLEDGE_LINKS.filter((link) => isAdmin || !link.adminOnly).map((link) => ({
          to: link.to,
          label: t(link.label),
        }))}
      />

      {/* Remounted per query string: its fields show the filters of the list below them. */}
      <FilterBar
        key={search}
        label={t('Filter articles')}
        clearTo={ARTICLES_PATH}
        filtered={filtered}
        submitLabel={t('Apply filters')}
        className="sm:grid-cols-2 lg:grid-cols-3"
      >
        <Field
          label={t('Search title or tags')}
          className=""
          inputProps={{
            id: 'article-search',
            name: 'search',
            type: 'search',
            defaultValue: filters.search,
          }}
        />
        <Select
          id="article-category"
          name="category"
          label={t('Category')}
          className=""
          defaultValue={filters.category ?? ''}
          placeholder={t('All categories')}
          options={options.categories.map((category) => ({
            value: category.id,
            label: `${'\u00a0\u00a0'.repeat(category.depth)}${category.name}`,
          }))}
        />
        <Select
          id="article-type"
          name="type"
          label={t('Type')}
          className=""
          defaultValue={filters.type ?? ''}
          placeholder={t('All types')}
          options={optionsOf(options.types)}
        />
        <Select
          id="article-tag"
          name="tag"
          label={t('Tag')}
          className=""
          defaultValue={filters.tag}
          placeholder={t('All tags')}
          options={options.tags.map((tag) => ({ value: tag, label: tag }))}
        />
        {isAdmin ? (
          <Select
            id="article-status"
            name="status"
            label={t('Status')}
            className=""
            defaultValue={filters.status ?? ''}
            placeholder={t('Published and drafts')}
            options={[
              { value: 'published', label: t('Published') },
              { value: 'draft', label: t('Draft') },
            ]}
          />
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
      </FilterBar>

      <p className="mt-6 text-slate-700" aria-live="polite">
        {list.count_capped
          ? t('Articles found: more than {{total}}', { total: list.count })
          : t('Articles found: {{total}}', { total: list.count })}
      </p>
      {list.results.length === 0 ? (
        <EmptyState>
          {filtered
            ? t('No article matches these filters. Clear them to see every article.')
            : isAdmin
              ? t('There are no articles yet. Create one to start your knowledge base.')
              : t('There are no articles to read yet.')}
        </EmptyState>
      ) : (
        <ArticlesTable results={list.results} isAdmin={isAdmin} />
      )}
      <Pager
        page={list.page}
        pageCount={list.count_capped ? undefined : list.page_count}
        hasNext={list.has_next_page}
        href={pageLink}
      />
    </Page>
  )
}

/**
 * One page of articles. KB admins get a tick box per row, and the table sits in a GET form that
 * takes the ticked ids to the bulk page (edit or delete many, after a confirmation).
 */
function ArticlesTable({ results, isAdmin }: { results: ArticleListItem[]; isAdmin: boolean }) {
  const { t } = useTranslation()
  const table = (
    <Table
      rows={results}
      className=""
      columns={[
        isAdmin &&
          selectColumn(
            (article: ArticleListItem) => ({ id: article.id, name: article.title }),
            t('Select'),
          ),
        {
          header: t('Title'),
          rowHeader: true,
          cell: (article) => (
            <>
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
            </>
          ),
        },
        { header: t('Category'), cell: (article) => article.category.name },
        {
          header: t('Type'),
          cell: (article) => (article.type ? <TypeBadge type={article.type} /> : null),
        },
        { header: t('Tags'), cell: (article) => article.tags.join(', ') },
        {
          header: t('Reading'),
          cell: (article) =>
            article.is_read ? t('Read') : article.is_assigned ? t('Assigned, unread') : t('Unread'),
        },
      ]}
    />
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
