import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import { db } from '~/platform/db.server'
import { ownedBy } from '~/platform/tenancy.server'
import { isLanguage, DEFAULT_LANGUAGE, type Language } from '~/i18n'
import { companies } from '../company/company.tables'
import { flowCharts } from '../flowchart/flowchart.tables'
import { flowchartSvg } from '../flowchart/flowchart-svg'
import { sanitizeArticleHtml } from '../knowledge/html.server'
import {
  ARTICLE_STATUS,
  ARTICLE_VISIBILITY,
  articleCategories,
  articlePublicKnowledgebases,
  articles,
  publicKnowledgebases,
} from '../knowledge/knowledge.tables'
import { searchArticlesIn } from '../search/article-search.server'
import type { PublicCategory } from './public-paths'

/**
 * What anyone may read without signing in (seed 001 §2 public routes): published PUBLIC articles
 * of a company's public knowledge base, and nothing else — every read below goes through
 * `publicArticles(kb)`.
 */

export interface PublicKb {
  id: number
  name: string
  urlPart: string
  isDefault: boolean
  companyId: number
  companyName: string
  companySlug: string
  hasLogo: boolean
  language: Language
}

const kbColumns = {
  id: publicKnowledgebases.id,
  name: publicKnowledgebases.name,
  urlPart: publicKnowledgebases.urlPart,
  isDefault: publicKnowledgebases.isDefault,
  companyId: companies.id,
  companyName: companies.name,
  companySlug: companies.slug,
  logo: companies.logo,
  languageCode: companies.languageCode,
}

type KbRow = { logo: string | null; languageCode: string } & Omit<PublicKb, 'hasLogo' | 'language'>

function toKb({ logo, languageCode, ...row }: KbRow): PublicKb {
  return {
    ...row,
    hasLogo: Boolean(logo),
    language: isLanguage(languageCode) ? languageCode : DEFAULT_LANGUAGE,
  }
}

async function findKb(where: SQL): Promise<PublicKb | null> {
  const [row] = await db
    .select(kbColumns)
    .from(publicKnowledgebases)
    .innerJoin(companies, eq(companies.id, publicKnowledgebases.companyId))
    .where(where)
    .limit(1)
  return row ? toKb(row) : null
}

/** A company's knowledge base by its URL part, or its default one when `urlPart` is null. */
export function findPublicKb(
  companySlug: string,
  urlPart: string | null,
): Promise<PublicKb | null> {
  return findKb(
    and(
      eq(companies.slug, companySlug),
      urlPart === null
        ? eq(publicKnowledgebases.isDefault, true)
        : eq(publicKnowledgebases.urlPart, urlPart.toLowerCase()),
    )!,
  )
}

/** Whether the company has a default public knowledge base (the menu's View Public KB). */
export async function hasDefaultPublicKb(companyId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: publicKnowledgebases.id })
    .from(publicKnowledgebases)
    .where(
      and(ownedBy(publicKnowledgebases, { companyId }), eq(publicKnowledgebases.isDefault, true)),
    )
    .limit(1)
  return row !== undefined
}

export function findPublicKbById(id: number): Promise<PublicKb | null> {
  return findKb(eq(publicKnowledgebases.id, id))
}

/** The condition on `articles` of what a knowledge base shows: THE rule of the public side. */
export function publicArticles(kb: { id: number; companyId: number }): SQL {
  return and(
    eq(articles.companyId, kb.companyId),
    eq(articles.status, ARTICLE_STATUS.published),
    eq(articles.visibility, ARTICLE_VISIBILITY.public),
    sql`exists (select 1 from ${articlePublicKnowledgebases}
      where ${articlePublicKnowledgebases.articleId} = ${articles.id}
        and ${articlePublicKnowledgebases.publicKnowledgebaseId} = ${kb.id})`,
  )!
}

/** The categories that hold at least one of the knowledge base's articles, with their counts. */
export async function publicCategories(kb: PublicKb): Promise<PublicCategory[]> {
  const rows = await db
    .select({ id: articleCategories.id, name: articleCategories.name, n: count() })
    .from(articles)
    .innerJoin(articleCategories, eq(articleCategories.id, articles.categoryId))
    .where(publicArticles(kb))
    .groupBy(articleCategories.id, articleCategories.name)
    .orderBy(asc(articleCategories.name))
  return rows.map((row) => ({ id: row.id, name: row.name, article_count: Number(row.n) }))
}

export interface PublicArticleSummary {
  id: number
  title: string
  category: { id: number; name: string }
  excerpt: string
  published_on: string | null
}

export const PUBLIC_PAGE_SIZE = 50
const EXCERPT_CHARS = 220

/** The first words of a body as plain text (tags dropped, entities of the sanitizer decoded). */
function excerptOf(text: string): string {
  const plain = text
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .replace(/ ([.,;:!?])/g, '$1')
    .trim()
  if (plain.length <= EXCERPT_CHARS) return plain
  return `${plain
    .slice(0, EXCERPT_CHARS)
    .replace(/\s+\S*$/, '')
    .replace(/[\s.,;:]+$/, '')}…`
}

const summaryColumns = {
  id: articles.id,
  title: articles.title,
  categoryId: articleCategories.id,
  categoryName: articleCategories.name,
  // Only the start of the body travels: scripts, styles and tags stripped in the database.
  text: sql<string>`left(regexp_replace(regexp_replace(${articles.body},
    '<(script|style)[^>]*>.*?</\\1>', ' ', 'gi'), '<[^>]*>', ' ', 'g'), ${EXCERPT_CHARS * 3})`,
  publishedOn: articles.publishedOn,
}

type SummaryRow = {
  id: number
  title: string
  categoryId: number
  categoryName: string
  text: string
  publishedOn: Date | null
}

const toSummary = (row: SummaryRow): PublicArticleSummary => ({
  id: row.id,
  title: row.title,
  category: { id: row.categoryId, name: row.categoryName },
  excerpt: excerptOf(row.text),
  published_on: row.publishedOn?.toISOString() ?? null,
})

/** The knowledge base's articles (of one category, if given), by title, one page at a time. */
export async function publicArticleList(
  kb: PublicKb,
  options: { categoryId?: number | null; page?: number } = {},
): Promise<{ articles: PublicArticleSummary[]; total: number }> {
  const where = and(
    publicArticles(kb),
    options.categoryId ? eq(articles.categoryId, options.categoryId) : undefined,
  )
  const page = Math.max(1, options.page ?? 1)
  const [rows, [total]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(articles)
      .innerJoin(articleCategories, eq(articleCategories.id, articles.categoryId))
      .where(where)
      .orderBy(asc(articles.title), asc(articles.id))
      .limit(PUBLIC_PAGE_SIZE)
      .offset((page - 1) * PUBLIC_PAGE_SIZE),
    db.select({ n: count() }).from(articles).where(where),
  ])
  return { articles: rows.map(toSummary), total: Number(total?.n ?? 0) }
}

/** The search contract (searchArticlesIn) scoped to the knowledge base, best match first. */
export async function searchPublicArticles(
  kb: PublicKb,
  query: string,
): Promise<{ articles: (PublicArticleSummary & { similarity_score: number })[]; query: string }> {
  const found = await searchArticlesIn(
    { companyId: kb.companyId, articles: publicArticles(kb) },
    query,
    { limit: PUBLIC_PAGE_SIZE },
  )
  if (!found.articles.length) return { articles: [], query: found.query }
  const rows = await db
    .select(summaryColumns)
    .from(articles)
    .innerJoin(articleCategories, eq(articleCategories.id, articles.categoryId))
    .where(
      inArray(
        articles.id,
        found.articles.map((article) => article.id),
      ),
    )
  const byId = new Map(rows.map((row) => [row.id, toSummary(row)]))
  return {
    query: found.query,
    articles: found.articles.flatMap((match) => {
      const summary = byId.get(match.id)
      return summary ? [{ ...summary, similarity_score: match.similarity_score }] : []
    }),
  }
}

export interface PublicArticle {
  id: number
  title: string
  body: string
  tags: string[]
  category: { id: number; name: string }
  published_on: string | null
  last_edited_on: string
  /** The decision chart drawn on the server (SVG markup), when the article shows one. */
  chart_svg: string | null
}

/** One article of the knowledge base; null for anything it does not show. */
export async function publicArticle(
  kb: PublicKb,
  id: number,
  chartTitle: string,
): Promise<PublicArticle | null> {
  const [row] = await db
    .select({
      article: articles,
      categoryName: articleCategories.name,
    })
    .from(articles)
    .innerJoin(articleCategories, eq(articleCategories.id, articles.categoryId))
    .where(and(eq(articles.id, id), publicArticles(kb)))
  if (!row) return null
  const { article } = row
  let chartSvg: string | null = null
  if (article.blocks.includes('decision_chart') && article.flowChartId !== null) {
    const [chart] = await db
      .select({ document: flowCharts.document })
      .from(flowCharts)
      .where(and(eq(flowCharts.id, article.flowChartId), eq(flowCharts.companyId, kb.companyId)))
    if (chart?.document.nodes.length) {
      chartSvg = flowchartSvg(chart.document, { title: chartTitle, idPrefix: `chart-${id}` })
    }
  }
  return {
    id: article.id,
    title: article.title,
    body: article.blocks.includes('text') ? sanitizeArticleHtml(article.body) : '',
    tags: article.tags,
    category: { id: article.categoryId, name: row.categoryName },
    published_on: article.publishedOn?.toISOString() ?? null,
    last_edited_on: article.lastEditedOn.toISOString(),
    chart_svg: chartSvg,
  }
}

/** The condition on `public_knowledgebases` of those that show an article. */
const showing = (articleId: number) =>
  sql`exists (select 1 from ${articlePublicKnowledgebases}
    where ${articlePublicKnowledgebases.articleId} = ${articleId}
      and ${articlePublicKnowledgebases.publicKnowledgebaseId} = ${publicKnowledgebases.id})`

/**
 * The knowledge base an article page of `companySlug` belongs to: the one named (`?kb=`), else
 * the default one if it shows the article, else the first that does. Null when none shows it.
 */
export async function publicKbOfArticle(
  companySlug: string,
  articleId: number,
  urlPart: string | null,
): Promise<PublicKb | null> {
  if (urlPart) return findPublicKb(companySlug, urlPart)
  const [row] = await db
    .select(kbColumns)
    .from(publicKnowledgebases)
    .innerJoin(companies, eq(companies.id, publicKnowledgebases.companyId))
    .where(and(eq(companies.slug, companySlug), showing(articleId)))
    .orderBy(desc(publicKnowledgebases.isDefault), asc(publicKnowledgebases.id))
    .limit(1)
  return row ? toKb(row) : null
}

/** Every public knowledge base showing an article (the details endpoint lists them). */
export async function publicKbIdsOfArticle(articleId: number): Promise<number[]> {
  const rows = await db
    .select({ id: articlePublicKnowledgebases.publicKnowledgebaseId })
    .from(articlePublicKnowledgebases)
    .where(eq(articlePublicKnowledgebases.articleId, articleId))
    .orderBy(asc(articlePublicKnowledgebases.publicKnowledgebaseId))
  return rows.map((row) => row.id)
}
