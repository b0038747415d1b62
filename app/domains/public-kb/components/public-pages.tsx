import { useTranslation } from '~/components/translation'
import { Pager } from '~/components/ui/pager'
import { Breadcrumbs } from '~/components/ui/breadcrumbs'
import { articleHref, type PublicLinks } from '../public-paths'
import type { PublicArticle } from '../public-pages.server'
import { PublicLayout, type PublicShell } from './public-layout'
import { dateTimeFormat } from '~/i18n'

interface ArticleSummary {
  id: number
  title: string
  category: { id: number; name: string }
  excerpt: string
  similarity_score?: number
}

export interface PublicHomeProps extends PublicShell {
  category: { id: number; name: string } | null
  query: string
  page: number
  pages: number
  total: number
  articles: ArticleSummary[]
}

/** A knowledge base's home: all its articles, one category's, or a search's results. */
export function PublicKbHome(data: PublicHomeProps) {
  const { t } = useTranslation()
  const heading = data.query
    ? t('Search results for “{{query}}”', { query: data.query })
    : (data.category?.name ?? t('All articles'))
  const pageHref = (page: number) => {
    const params = new URLSearchParams()
    if (data.category) params.set('category', String(data.category.id))
    params.set('page', String(page))
    return `${data.links.home}?${params}`
  }
  return (
    <PublicLayout shell={data} currentCategory={data.category?.id} query={data.query}>
      <h1 className="text-3xl font-bold">{heading}</h1>
      <p className="mt-2 text-slate-700" role="status">
        {t('Articles found: {{count}}', { count: data.total })}
      </p>
      {data.articles.length ? (
        <ArticleList articles={data.articles} links={data.links} showCategory={!data.category} />
      ) : (
        <p className="mt-6 text-lg">
          {data.query ? t('No articles match your search.') : t('No articles here yet.')}
        </p>
      )}
      <Pager
        page={data.page}
        pageCount={data.pages}
        href={pageHref}
        reloadDocument
        className="mt-8 print:hidden"
      />
    </PublicLayout>
  )
}

function ArticleList({
  articles,
  links,
  showCategory,
}: {
  articles: ArticleSummary[]
  links: PublicLinks
  showCategory: boolean
}) {
  return (
    <ul className="mt-6 divide-y divide-slate-200 border-y border-slate-200">
      {articles.map((article) => (
        <li key={article.id} className="py-4">
          <h2 className="text-xl font-semibold">
            <a href={articleHref(links, article.id)} className="text-brand-700 underline">
              {article.title}
            </a>
          </h2>
          {showCategory ? <p className="text-sm text-slate-600">{article.category.name}</p> : null}
          {article.excerpt ? <p className="mt-1 text-slate-800">{article.excerpt}</p> : null}
        </li>
      ))}
    </ul>
  )
}

export interface PublicArticleProps extends PublicShell {
  article: PublicArticle
}

/** The article body and its decision chart, both rendered on the server; print-friendly. */
export function PublicArticlePage(data: PublicArticleProps) {
  const { t, i18n } = useTranslation()
  const { article } = data
  const updated = dateTimeFormat(i18n.language, { dateStyle: 'long' }).format(
    new Date(article.last_edited_on),
  )
  return (
    <PublicLayout shell={data} currentCategory={article.category.id}>
      <Breadcrumbs
        className="print:hidden"
        separator="›"
        reloadDocument
        crumbs={[
          { label: data.kb.name, to: data.links.home },
          {
            label: article.category.name,
            to: `${data.links.home}?category=${article.category.id}`,
          },
        ]}
      />
      <article className="mt-4">
        <h1 className="text-3xl font-bold">{article.title}</h1>
        <p className="mt-2 text-sm text-slate-600">
          {t('Last updated {{date}}', { date: updated })}
        </p>
        {article.body ? (
          <div
            className="article-body mt-6 max-w-none space-y-4 leading-relaxed [&_a]:text-brand-700 [&_a]:underline [&_h1]:text-2xl [&_h1]:font-bold [&_h2]:text-xl [&_h2]:font-bold [&_h3]:text-lg [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:ps-6 [&_table]:border-collapse [&_td]:border [&_td]:border-slate-300 [&_td]:p-2 [&_th]:border [&_th]:border-slate-300 [&_th]:p-2 [&_ul]:list-disc [&_ul]:ps-6"
            // Sanitized on save and again by the loader (sanitizeArticleHtml).
            dangerouslySetInnerHTML={{ __html: article.body }}
          />
        ) : null}
        {article.chart_svg ? (
          <section aria-labelledby="public-chart-title" className="mt-8 break-inside-avoid">
            <h2 id="public-chart-title" className="text-xl font-bold">
              {t('Decision chart')}
            </h2>
            <div
              className="mt-3 overflow-x-auto rounded-md border border-slate-200 p-2 print:overflow-visible print:border-0 [&_svg]:max-w-full [&_svg]:h-auto"
              // Drawn by flowchartSvg, which escapes every label and attribute.
              dangerouslySetInnerHTML={{ __html: article.chart_svg }}
            />
          </section>
        ) : null}
        {article.tags.length ? (
          <p className="mt-8 text-sm text-slate-700">
            {t('Tags:')} {article.tags.join(', ')}
          </p>
        ) : null}
      </article>
    </PublicLayout>
  )
}
