import { json, type MetaFunction, type LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { Link } from '~/components/ui/link'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { EmptyState } from '~/components/ui/table'
import { Section } from '~/components/ui/section'
import { Pager } from '~/components/ui/pager'
import { Breadcrumbs } from '~/components/ui/breadcrumbs'
import { buttonClasses } from '~/components/ui/button'
import { categoryPage } from '~/domains/knowledge/taxonomy/categories.server'
import { can } from '~/domains/knowledge/knowledge.policy'
import { pageParam } from '~/domains/knowledge/taxonomy/taxonomy-pages.server'
import { CATEGORIES_PATH } from '~/domains/knowledge/taxonomy/taxonomy.schema'
import { msg } from '~/i18n'
import { routeId, signedIn } from '~/platform/request-context.server'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Category'))

/** A category: where it sits, its subcategories and the articles in it the reader may read. */
export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async ({ actor, meta, request, params }) => {
    const page = await categoryPage(actor, routeId(params.id), pageParam(request), meta)
    return json({ ...page, canManage: can(actor, 'category.manage') })
  })

export default function CategoryPage() {
  const data = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  const pages = Math.max(1, Math.ceil(data.total / data.pageSize))
  return (
    <main id="main" className="mx-auto max-w-4xl px-4 py-10">
      <Breadcrumbs
        separator="›"
        crumbs={[
          { label: t('Article categories'), to: CATEGORIES_PATH },
          ...data.ancestors.map((ancestor) => ({
            label: ancestor.name,
            to: `${CATEGORIES_PATH}/${ancestor.id}`,
          })),
        ]}
      />
      <h1 className="mt-4 text-3xl font-bold">{data.category.name}</h1>
      {data.canManage ? (
        <p className="mt-2">
          <Link
            to={`${CATEGORIES_PATH}/${data.category.id}/edit`}
            className={buttonClasses('link')}
          >
            {t('Edit category')}
          </Link>
        </p>
      ) : null}
      {data.subcategories.length ? (
        <Section id="subcategories-title" title={t('Subcategories')}>
          <ul className="mt-3 list-disc space-y-1 ps-6">
            {data.subcategories.map((sub) => (
              <li key={sub.id}>
                <Link to={`${CATEGORIES_PATH}/${sub.id}`} className={buttonClasses('link')}>
                  {sub.name}
                </Link>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      <Section id="articles-title" title={t('Articles')}>
        {data.articles.length === 0 ? (
          <EmptyState className="mt-3">{t('There are no articles in this category.')}</EmptyState>
        ) : (
          <ul className="mt-3 space-y-2">
            {data.articles.map((article) => (
              <li key={article.id} className="flex flex-wrap items-center gap-3">
                <Link
                  to={`/knowledgebase/articles/${article.id}`}
                  className={buttonClasses('link')}
                >
                  {article.title}
                </Link>
                {article.type ? (
                  <span className="inline-flex items-center gap-1 text-sm text-slate-700">
                    <span
                      aria-hidden="true"
                      className="inline-block h-3 w-3 rounded-full border border-slate-700"
                      style={{ backgroundColor: article.type.color }}
                    />
                    {article.type.name}
                  </span>
                ) : null}
                {article.status === 1 ? (
                  <span className="rounded bg-amber-100 px-2 text-sm text-amber-900">
                    {t('Draft')}
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        )}
        <Pager page={data.page} pageCount={pages} />
      </Section>
    </main>
  )
}
