import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import { deny } from '~/platform/audit.server'
import { rememberPerCompany } from '~/platform/company-memo.server'
import { db } from '~/platform/db.server'
import { literalLimit } from '~/platform/sql-literals.server'
import { ownedBy } from '~/platform/tenancy.server'
import { AppError } from '~/platform/errors.server'
import type { RequestMeta } from '~/platform/request-meta.server'
import type { Actor } from '~/platform/actor'
import { articleChartView } from '../../flowchart/flowchart.server'
import {
  articleListSearch,
  RELEVANCE_LIMIT,
  type ListSearch,
} from '../../search/list-search.server'
import { assignedArticles, assignedTo, readableArticles } from '../articles/article-access.server'
import { sanitizeArticleHtml } from '../html.server'
import { isKnowledgeAdmin } from '../knowledge.policy'
import {
  ACKNOWLEDGEMENT_TYPE,
  ARTICLE_STATUS,
  articleAcknowledgements,
  articleAnswers,
  articleCategories,
  articleDrafts,
  articleFiles,
  articleTypes,
  articles,
  knowledgeFiles,
} from '../knowledge.tables'
import { annotateDefinitions } from '../taxonomy/definition-annotation.server'
import { findDefinitions } from '../taxonomy/definitions.server'
import { toKnowledgeFileView } from '../files/knowledge-file-uploads.server'
import { ArticleFiltersSchema, type ArticleFilters } from './reading.schema'

export const ARTICLES_PAGE_SIZE = 25
export const ARTICLE_NOT_FOUND = 'Article not found.'

export function articleFiltersFrom(params: URLSearchParams): ArticleFilters {
  return ArticleFiltersSchema.parse(Object.fromEntries(params))
}

/** The reader has a current (not superseded) acknowledgement of the article. */
export function readBy(membershipId: number): SQL {
  return sql`exists (select 1 from ${articleAcknowledgements} ack
    where ack.article_id = ${articles.id} and ack.membership_id = ${membershipId}
      and ack.superseded_at is null)`
}

/** A published article with pending changes (an `article_drafts` row, edited at /{id}/draft). */
const hasPendingDraft = sql`exists (select 1 from ${articleDrafts} d where d.article_id = ${articles.id})`

/**
 * KB admins' status filter. "Draft" is whatever still waits for publishing: articles saved as
 * drafts and published ones with a pending draft, so an admin finds both in one place.
 */
function statusCondition(companyId: number, status: ArticleFilters['status']): SQL | undefined {
  if (status === 'published') return eq(articles.status, ARTICLE_STATUS.published)
  // One set of ids from the status index and the drafts table, not a test of every article.
  if (status === 'draft') {
    return sql`${articles.id} in (
      select a.id from ${articles} a where a.company_id = ${companyId} and a.status = ${ARTICLE_STATUS.draft}
      union select d.article_id from ${articleDrafts} d where d.company_id = ${companyId})`
  }
  return undefined
}

/** The category and every category below it. */
function inCategoryTree(companyId: number, categoryId: number): SQL {
  return sql`${articles.categoryId} in (
    with recursive tree as (
      select id from article_categories where id = ${categoryId} and company_id = ${companyId}
      union all
      select c.id from article_categories c join tree on c.parent_id = tree.id
    ) select id from tree)`
}

function filterConditions(
  actor: Actor,
  filters: ArticleFilters,
  search: ListSearch | undefined,
): SQL {
  return and(
    readableArticles(actor),
    search?.where,
    filters.category ? inCategoryTree(actor.companyId, filters.category) : undefined,
    filters.type ? eq(articles.typeId, filters.type) : undefined,
    filters.tag ? sql`${articles.tags} @> array[${filters.tag}]::text[]` : undefined,
    // Only KB admins see drafts at all, so only their status filter means anything.
    isKnowledgeAdmin(actor) ? statusCondition(actor.companyId, filters.status) : undefined,
    filters.assigned ? assignedArticles(actor.companyId, actor.membershipId) : undefined,
    filters.unread ? sql`not ${readBy(actor.membershipId)}` : undefined,
  )!
}

export interface ArticleListItem {
  id: number
  title: string
  status: number
  visibility: number
  tags: string[]
  category: { id: number; name: string }
  type: { id: number; name: string; color: string } | null
  last_edited_on: string
  is_assigned: boolean
  is_read: boolean
  /** A published article has pending changes (always false for non-admins). */
  has_draft: boolean
}

/**
 * One page of the articles the actor may read, newest edits first (a search: most relevant
 * first, articleListSearch). The page's ids come straight from the list's order index; the per-reader flags (assigned, read, pending draft) are worked
 * out for those rows only, never for every matching article. `countLimit` stops counting there
 * (the page says "more than …"): counting 50,000 rows costs more than the rest of the page.
 */
export async function listArticles(
  actor: Actor,
  filters: ArticleFilters,
  options: { countLimit?: number } = {},
) {
  const search = await articleListSearch(actor.companyId, filters.search)
  const where = filterConditions(actor, filters, search)
  const matching = db.select({ id: articles.id }).from(articles).where(where)
  // A search is ordered by relevance unless thousands match (RELEVANCE_LIMIT).
  const [relevant] = search
    ? await db
        .select({ n: count() })
        .from(matching.limit(literalLimit(RELEVANCE_LIMIT + 1)).as('relevant'))
    : []
  const relevance = relevant && relevant.n <= RELEVANCE_LIMIT ? search!.relevance : []
  const [pageRows, [total]] = await Promise.all([
    db
      .select({
        id: articles.id,
        title: articles.title,
        status: articles.status,
        visibility: articles.visibility,
        tags: articles.tags,
        lastEditedOn: articles.lastEditedOn,
        categoryId: articles.categoryId,
        typeId: articles.typeId,
      })
      .from(articles)
      .where(where)
      .orderBy(...relevance, desc(articles.lastEditedOn), desc(articles.id))
      .limit(literalLimit(ARTICLES_PAGE_SIZE + 1))
      .offset((filters.page - 1) * ARTICLES_PAGE_SIZE),
    options.countLimit
      ? db
          .select({ n: count() })
          .from(matching.limit(literalLimit(options.countLimit + 1)).as('capped'))
      : db.select({ n: count() }).from(articles).where(where),
  ])
  const rows = pageRows.slice(0, ARTICLES_PAGE_SIZE)
  const ids = rows.map((row) => row.id)
  const details = ids.length
    ? await db
        .select({
          id: articles.id,
          categoryName: articleCategories.name,
          typeName: articleTypes.name,
          typeColor: articleTypes.color,
          isAssigned: sql<boolean>`${assignedTo(actor.membershipId)}`,
          isRead: sql<boolean>`${readBy(actor.membershipId)}`,
          hasDraft: isKnowledgeAdmin(actor)
            ? sql<boolean>`${hasPendingDraft}`
            : sql<boolean>`false`,
        })
        .from(articles)
        .innerJoin(articleCategories, eq(articleCategories.id, articles.categoryId))
        .leftJoin(articleTypes, eq(articleTypes.id, articles.typeId))
        .where(inArray(articles.id, ids))
    : []
  const detailOf = new Map(details.map((row) => [row.id, row]))
  const results: ArticleListItem[] = rows.map((row) => {
    const detail = detailOf.get(row.id)!
    return {
      id: row.id,
      title: row.title,
      status: row.status,
      visibility: row.visibility,
      tags: row.tags,
      category: { id: row.categoryId, name: detail.categoryName },
      type:
        row.typeId === null
          ? null
          : { id: row.typeId, name: detail.typeName!, color: detail.typeColor! },
      last_edited_on: row.lastEditedOn.toISOString(),
      is_assigned: Boolean(detail.isAssigned),
      is_read: Boolean(detail.isRead),
      has_draft: Boolean(detail.hasDraft),
    }
  })
  const counted = total?.n ?? 0
  const capped = options.countLimit !== undefined && counted > options.countLimit
  const countAll = capped ? options.countLimit! : counted
  return {
    count: countAll,
    /** More articles match than `count` says (counting stopped at the limit). */
    count_capped: capped,
    page: filters.page,
    page_count: Math.max(1, Math.ceil(countAll / ARTICLES_PAGE_SIZE)),
    has_next_page: pageRows.length > ARTICLES_PAGE_SIZE,
    results,
  }
}

/** Ids and titles of every published article the actor may read (pickers, the seed's simple-list). */
export async function simpleArticleList(actor: Actor) {
  return db
    .select({ id: articles.id, title: articles.title })
    .from(articles)
    .where(and(readableArticles(actor), eq(articles.status, ARTICLE_STATUS.published)))
    .orderBy(asc(articles.title), asc(articles.id))
    .limit(5000)
}

export interface CategoryOption {
  id: number
  name: string
  depth: number
}

/** How many of the latest articles the tag filter's choices come from. */
const TAG_SOURCE_ARTICLES = 300

/** The choices of the list's filters: the category tree (indented), the types and the tags. */
export async function articleFilterOptions(actor: Actor) {
  const [taxonomy, tagRows] = await Promise.all([
    taxonomyOptions(actor.companyId),
    // From the most recently edited articles only: every tag of 50,000 articles is a full scan
    // on each visit. An older article's tag is still found by the search box.
    db.execute<{ tag: string }>(sql`
      select distinct tag from (
        select unnest(recent.tags) as tag from (
          select ${articles.tags} from ${articles} where ${readableArticles(actor)}
          order by ${articles.lastEditedOn} desc, ${articles.id} desc limit ${literalLimit(TAG_SOURCE_ARTICLES)}
        ) recent
      ) tags order by tag limit 500`),
  ])
  return { ...taxonomy, tags: tagRows.rows.map((r) => r.tag) }
}

/**
 * The company's category tree (indented) and article types, for selects. The articles list
 * shows them on every view: kept per company until its data changes.
 */
export const taxonomyOptions = rememberPerCompany(async (companyId: number) => {
  const [categoryRows, types] = await Promise.all([
    db
      .select({
        id: articleCategories.id,
        name: articleCategories.name,
        parentId: articleCategories.parentId,
      })
      .from(articleCategories)
      .where(ownedBy(articleCategories, { companyId })),
    db
      .select({ id: articleTypes.id, name: articleTypes.name, color: articleTypes.color })
      .from(articleTypes)
      .where(ownedBy(articleTypes, { companyId }))
      .orderBy(asc(articleTypes.name)),
  ])
  return { categories: flattenTree(categoryRows), types }
})

/**
 * The articles a bulk page was sent with, as its confirmation lists them: the company's only
 * (others' ids are silently left out), in the list's order.
 */
export async function articlesByIds(actor: Actor, ids: number[]) {
  if (ids.length === 0) return []
  const rows = await db
    .select({
      id: articles.id,
      title: articles.title,
      status: articles.status,
      category: articleCategories.name,
    })
    .from(articles)
    .innerJoin(articleCategories, eq(articleCategories.id, articles.categoryId))
    .where(and(ownedBy(articles, actor), inArray(articles.id, ids.slice(0, 500))))
    .orderBy(desc(articles.lastEditedOn), desc(articles.id))
  return rows
}

/** Depth-first, alphabetical at each level, so a select shows the tree with indentation. */
function flattenTree(rows: { id: number; name: string; parentId: number | null }[]) {
  const children = new Map<number | null, typeof rows>()
  for (const row of rows) {
    const siblings = children.get(row.parentId) ?? []
    siblings.push(row)
    children.set(row.parentId, siblings)
  }
  const out: CategoryOption[] = []
  const visit = (parentId: number | null, depth: number) => {
    const level = (children.get(parentId) ?? []).sort((a, b) => a.name.localeCompare(b.name))
    for (const row of level) {
      out.push({ id: row.id, name: row.name, depth })
      visit(row.id, depth + 1)
    }
  }
  visit(null, 0)
  return out
}

/** The readable article's row, or a recorded 404 (another company's, a draft, not assigned). */
export async function readableArticle(actor: Actor, meta: RequestMeta, id: number, action: string) {
  const [article] = await db
    .select()
    .from(articles)
    .where(and(eq(articles.id, id), readableArticles(actor)))
    .limit(1)
  if (!article) {
    return deny(actor, meta, action, AppError.notFound(ARTICLE_NOT_FOUND), {
      type: 'article',
      id,
    })
  }
  return article
}

async function categoryPath(companyId: number, categoryId: number) {
  const result = await db.execute<{ id: number; name: string; depth: number }>(sql`
    with recursive path as (
      select id, name, parent_id, 0 as depth from article_categories
        where id = ${categoryId} and company_id = ${companyId}
      union all
      select c.id, c.name, c.parent_id, path.depth + 1 from article_categories c
        join path on c.id = path.parent_id
    ) select id, name, depth from path order by depth desc`)
  return result.rows.map((row) => ({ id: Number(row.id), name: row.name }))
}

export interface ReaderAcknowledgement {
  method: number
  signature: string
  revision: number
  acknowledged_at: string
}

/** The reader's current acknowledgement of an article, if any. */
export async function currentAcknowledgement(
  membershipId: number,
  articleId: number,
): Promise<ReaderAcknowledgement | null> {
  const [row] = await db
    .select()
    .from(articleAcknowledgements)
    .where(
      and(
        eq(articleAcknowledgements.articleId, articleId),
        eq(articleAcknowledgements.membershipId, membershipId),
        sql`${articleAcknowledgements.supersededAt} is null`,
      ),
    )
    .limit(1)
  return row
    ? {
        method: row.method,
        signature: row.signature,
        revision: row.revision,
        acknowledged_at: row.acknowledgedAt.toISOString(),
      }
    : null
}

/**
 * Everything the reader page shows of one article: its HTML sanitized again (rows written before
 * a sanitizer rule changed stay safe) and annotated with the glossary, its files, the question's
 * answers without saying which are correct, and where the reader stands.
 */
export async function getArticleForReading(actor: Actor, meta: RequestMeta, id: number) {
  const article = await readableArticle(actor, meta, id, 'article.read')
  const [breadcrumb, [type], answers, fileRows, assigned, acknowledgement] = await Promise.all([
    categoryPath(actor.companyId, article.categoryId),
    article.typeId === null
      ? Promise.resolve([])
      : db
          .select({ id: articleTypes.id, name: articleTypes.name, color: articleTypes.color })
          .from(articleTypes)
          .where(eq(articleTypes.id, article.typeId)),
    db
      .select({ id: articleAnswers.id, answer: articleAnswers.answer })
      .from(articleAnswers)
      .where(eq(articleAnswers.articleId, id))
      .orderBy(asc(articleAnswers.order), asc(articleAnswers.id)),
    db
      .select({ file: knowledgeFiles, order: articleFiles.order })
      .from(articleFiles)
      .innerJoin(knowledgeFiles, eq(knowledgeFiles.id, articleFiles.fileId))
      .where(eq(articleFiles.articleId, id))
      .orderBy(asc(articleFiles.order), asc(knowledgeFiles.id)),
    db
      .select({ id: articles.id })
      .from(articles)
      .where(and(eq(articles.id, id), assignedTo(actor.membershipId))),
    currentAcknowledgement(actor.membershipId, id),
  ])
  const videoFile = article.videoFileId
    ? await db.select().from(knowledgeFiles).where(eq(knowledgeFiles.id, article.videoFileId))
    : []
  const body = sanitizeArticleHtml(article.body)
  const annotated = annotateDefinitions(body, await findDefinitions(actor.companyId, body))
  return {
    id: article.id,
    title: article.title,
    status: article.status,
    visibility: article.visibility,
    tags: article.tags,
    blocks: article.blocks,
    body: annotated.html,
    footnotes: annotated.footnotes,
    breadcrumb,
    type: type ?? null,
    embed_video_url: article.embedVideoUrl,
    video: videoFile[0]?.completedAt ? toKnowledgeFileView(videoFile[0]) : null,
    files: fileRows
      .filter((row) => row.file.completedAt)
      .map((row) => toKnowledgeFileView(row.file)),
    decision_chart: article.blocks.includes('decision_chart')
      ? await articleChartView(actor, article.flowChartId)
      : null,
    acknowledgement_type: article.acknowledgementType,
    asks_question: article.acknowledgementType === ACKNOWLEDGEMENT_TYPE.questionAndAnswer,
    acknowledgement_question: article.acknowledgementQuestion,
    answers,
    revision: article.revision,
    published_on: article.publishedOn?.toISOString() ?? null,
    last_edited_on: article.lastEditedOn.toISOString(),
    is_assigned: assigned.length > 0,
    acknowledgement,
  }
}
export type ArticleForReading = Awaited<ReturnType<typeof getArticleForReading>>
