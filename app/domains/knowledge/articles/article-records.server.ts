import type { PgTable } from 'drizzle-orm/pg-core'
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm'
import { audit } from '~/platform/audit.server'
import type { Queryable, Transaction } from '~/platform/db.server'
import { ownedBy, type CompanyOwnedTable } from '~/platform/tenancy.server'
import { AppError, type FieldErrors } from '~/platform/errors.server'
import type { RequestMeta } from '~/platform/request-meta.server'
import type { Actor } from '~/platform/actor'
import { memberships } from '../../accounts/accounts.tables'
import { flowCharts } from '../../flowchart/flowchart.tables'
import { divisions, positions, responsibilities } from '../../org/org.tables'
import { resolveTypeChoice } from '../taxonomy/article-types.server'
import { resolveCategoryChoice } from '../taxonomy/categories.server'
import {
  ARTICLE_MESSAGES,
  type ArticleContent,
  type ArticleInput,
  type NewTaxonomyKey,
} from './articles.schema'
import { sanitizeArticleHtml } from '../html.server'
import {
  ACKNOWLEDGEMENT_TYPE,
  ARTICLE_STATUS,
  ARTICLE_VISIBILITY,
  articleAnswers,
  articleDivisions,
  articleFiles,
  articleIndividuals,
  articlePositions,
  articlePublicKnowledgebases,
  articleResponsibilities,
  articles,
  articleTypes,
  articleVersions,
  knowledgeFiles,
  publicKnowledgebases,
  type ContentBlock,
} from '../knowledge.tables'

/**
 * An article as stored: its content, links, references and versions read and written in one
 * transaction. The services (articles.server.ts, article-drafts) decide who may change what.
 */

/** An article as the edit form, the drafts and the REST API see it (seed 001 §3 field names). */
export interface ArticleDto extends ArticleContent {
  id: number
  status: number
  revision: number
  version: number
  article_answers: { id?: number; answer: string; is_correct: boolean }[]
  last_edited_on: string
  published_on: string | null
  updated_at: string
}

type Row = typeof articles.$inferSelect

export const CONTENT_KEYS = [
  'title',
  'article_category',
  'type',
  'body',
  'visibility',
  'public_knowledgebases',
  'tags',
  'blocks',
  'video_file_id',
  'file_ids',
  'embed_video_url',
  'flow_chart',
  'assigned_responsibilities',
  'division',
  'individuals',
  'assigned_positions',
  'is_assigned_to_everyone',
  'reassign_month_duration',
  'acknowledgement_type',
  'acknowledgement_question',
  'article_answers',
] as const satisfies readonly (keyof ArticleContent)[]
type ContentKey = (typeof CONTENT_KEYS)[number]

/** The article's own columns for each content field (the others are link tables). */
const COLUMN_OF = {
  title: 'title',
  article_category: 'categoryId',
  type: 'typeId',
  body: 'body',
  visibility: 'visibility',
  tags: 'tags',
  blocks: 'blocks',
  video_file_id: 'videoFileId',
  embed_video_url: 'embedVideoUrl',
  flow_chart: 'flowChartId',
  is_assigned_to_everyone: 'isAssignedToEveryone',
  reassign_month_duration: 'reassignMonthDuration',
  acknowledgement_type: 'acknowledgementType',
  acknowledgement_question: 'acknowledgementQuestion',
} as const satisfies Partial<Record<ContentKey, keyof Row>>

/** Link tables: content field → table and its target column. */
const LINKS = {
  assigned_responsibilities: { table: articleResponsibilities, column: 'responsibilityId' },
  division: { table: articleDivisions, column: 'divisionId' },
  individuals: { table: articleIndividuals, column: 'membershipId' },
  assigned_positions: { table: articlePositions, column: 'positionId' },
  public_knowledgebases: { table: articlePublicKnowledgebases, column: 'publicKnowledgebaseId' },
} as const
type LinkKey = keyof typeof LINKS

export const ACTIONS = {
  create: 'article.create',
  update: 'article.update',
  draft: 'article.draft',
  publish: 'article.publish',
  delete: 'article.delete',
  restore: 'article.restore',
} as const

async function idsOf<T>(rows: Promise<T[]>, pick: (row: T) => number): Promise<number[]> {
  return (await rows).map(pick).sort((a, b) => a - b)
}

/** The company's article with everything the form shows, or undefined (another company's too). */
export async function loadArticle(
  q: Queryable,
  companyId: number,
  id: number,
): Promise<ArticleDto | undefined> {
  const [row] = await q
    .select()
    .from(articles)
    .where(and(eq(articles.id, id), ownedBy(articles, { companyId })))
  if (!row) return undefined
  const link = <K extends LinkKey>(key: K) => {
    const { table, column } = LINKS[key]
    const target = (table as typeof articleDivisions)[column as 'divisionId']
    return idsOf(q.select({ id: target }).from(table).where(eq(table.articleId, id)), (r) => r.id)
  }
  // One after another: inside a transaction the queries share one connection.
  const responsibilityIds = await link('assigned_responsibilities')
  const divisionIds = await link('division')
  const individualIds = await link('individuals')
  const positionIds = await link('assigned_positions')
  const kbIds = await link('public_knowledgebases')
  const files = await q
    .select({ id: articleFiles.fileId })
    .from(articleFiles)
    .where(eq(articleFiles.articleId, id))
    .orderBy(asc(articleFiles.order), asc(articleFiles.fileId))
  const answers = await q
    .select()
    .from(articleAnswers)
    .where(eq(articleAnswers.articleId, id))
    .orderBy(asc(articleAnswers.order), asc(articleAnswers.id))
  return {
    id: row.id,
    title: row.title,
    article_category: row.categoryId,
    type: row.typeId,
    body: row.body,
    visibility: row.visibility,
    public_knowledgebases: kbIds,
    tags: row.tags,
    blocks: row.blocks as ContentBlock[],
    video_file_id: row.videoFileId,
    file_ids: files.map((f) => f.id),
    embed_video_url: row.embedVideoUrl,
    flow_chart: row.flowChartId,
    assigned_responsibilities: responsibilityIds,
    division: divisionIds,
    individuals: individualIds,
    assigned_positions: positionIds,
    is_assigned_to_everyone: row.isAssignedToEveryone,
    reassign_month_duration: row.reassignMonthDuration,
    acknowledgement_type: row.acknowledgementType,
    acknowledgement_question: row.acknowledgementQuestion,
    article_answers: answers.map((a) => ({ id: a.id, answer: a.answer, is_correct: a.isCorrect })),
    status: row.status,
    revision: row.revision,
    version: row.version,
    last_edited_on: row.lastEditedOn.toISOString(),
    published_on: row.publishedOn?.toISOString() ?? null,
    updated_at: row.updatedAt.toISOString(),
  }
}

/** The form fields of an article (what drafts and versions store). */
export function contentOf(article: ArticleContent): ArticleContent {
  const content = Object.fromEntries(
    CONTENT_KEYS.map((key) => [key, article[key]]),
  ) as ArticleContent
  content.article_answers = article.article_answers.map(({ answer, is_correct }) => ({
    answer,
    is_correct,
  }))
  return content
}

/**
 * The §4 rules that follow from other fields: a switched-off block loses its data, visibility
 * other than PUBLIC clears the public knowledge bases (PUBLIC with the company's only one picks
 * it), a signature acknowledgement has no question, and the body is sanitized.
 */
async function normalized(
  q: Queryable,
  companyId: number,
  content: ArticleContent,
): Promise<ArticleContent> {
  const on = (block: ContentBlock) => content.blocks.includes(block)
  let publicKbs = content.public_knowledgebases
  if (content.visibility !== ARTICLE_VISIBILITY.public) publicKbs = []
  else if (publicKbs.length === 0) {
    const kbs = await q
      .select({ id: publicKnowledgebases.id })
      .from(publicKnowledgebases)
      .where(ownedBy(publicKnowledgebases, { companyId }))
      .limit(2)
    if (kbs.length === 1) publicKbs = [kbs[0]!.id]
  }
  const signature = content.acknowledgement_type !== ACKNOWLEDGEMENT_TYPE.questionAndAnswer
  return {
    ...content,
    body: on('text') ? sanitizeArticleHtml(content.body) : '',
    video_file_id: on('video') ? content.video_file_id : null,
    file_ids: on('files') ? [...new Set(content.file_ids)] : [],
    embed_video_url: on('embed_video') ? content.embed_video_url : '',
    // Drafts and versions saved before charts existed have no flow_chart.
    flow_chart: on('decision_chart') ? (content.flow_chart ?? null) : null,
    public_knowledgebases: [...new Set(publicKbs)].sort((a, b) => a - b),
    assigned_responsibilities: [...new Set(content.assigned_responsibilities)].sort(
      (a, b) => a - b,
    ),
    division: [...new Set(content.division)].sort((a, b) => a - b),
    individuals: [...new Set(content.individuals)].sort((a, b) => a - b),
    assigned_positions: [...new Set(content.assigned_positions)].sort((a, b) => a - b),
    acknowledgement_question: signature ? '' : content.acknowledgement_question,
    article_answers: signature ? [] : content.article_answers,
  }
}

/**
 * Every id the article points at must be the company's (and a file complete); anything else is a
 * field error, so a forged id never links another company's record.
 */
async function checkReferences(q: Queryable, companyId: number, content: ArticleContent) {
  const errors: FieldErrors = {}
  const check = async (
    field: string,
    wanted: (number | null)[],
    found: () => Promise<{ id: number }[]>,
  ) => {
    const ids = wanted.filter((id): id is number => id !== null)
    if (ids.length === 0) return
    const have = new Set((await found()).map((row) => row.id))
    if (ids.some((id) => !have.has(id))) errors[field] = [ARTICLE_MESSAGES.badId]
  }
  const owned = (table: CompanyOwnedTable, ids: number[]) => () =>
    q
      .select({ id: sql<number>`${table.id}` })
      .from(table as PgTable)
      .where(and(inArray(table.id, ids), ownedBy(table, { companyId })))
  const fileIds = [...content.file_ids, ...(content.video_file_id ? [content.video_file_id] : [])]
  // One after another: inside a transaction the queries share one connection.
  await check('type', [content.type], owned(articleTypes, content.type ? [content.type] : []))
  await check(
    'flow_chart',
    [content.flow_chart],
    owned(flowCharts, content.flow_chart ? [content.flow_chart] : []),
  )
  await check('division', content.division, owned(divisions, content.division))
  await check(
    'assigned_positions',
    content.assigned_positions,
    owned(positions, content.assigned_positions),
  )
  await check(
    'assigned_responsibilities',
    content.assigned_responsibilities,
    owned(responsibilities, content.assigned_responsibilities),
  )
  await check(
    'public_knowledgebases',
    content.public_knowledgebases,
    owned(publicKnowledgebases, content.public_knowledgebases),
  )
  await check('individuals', content.individuals, () =>
    q
      .select({ id: memberships.id })
      .from(memberships)
      .where(
        and(
          inArray(memberships.id, content.individuals),
          ownedBy(memberships, { companyId }),
          eq(memberships.isActive, true),
        ),
      ),
  )
  await check('file_ids', fileIds, () =>
    q
      .select({ id: knowledgeFiles.id })
      .from(knowledgeFiles)
      .where(
        and(
          inArray(knowledgeFiles.id, fileIds),
          ownedBy(knowledgeFiles, { companyId }),
          isNotNull(knowledgeFiles.completedAt),
        ),
      ),
  )
  if (Object.keys(errors).length > 0) {
    throw new AppError('VALIDATION', Object.values(errors)[0]![0]!, errors)
  }
}

/** Resolves the category choice (taxonomy) and applies the §4 rules: the content to store. */
export async function prepared(
  tx: Transaction,
  actor: Actor,
  meta: RequestMeta,
  input: ArticleContent & Partial<Pick<ArticleInput, NewTaxonomyKey>>,
): Promise<ArticleContent> {
  const categoryId = await resolveCategoryChoice(tx, actor, meta, {
    categoryId: input.article_category,
    newCategoryName: input.new_category_name ?? '',
    newCategoryParentId: input.new_category_parent ?? null,
  })
  const typeId = await resolveTypeChoice(tx, actor, meta, {
    typeId: input.type,
    newTypeName: input.new_type_name ?? '',
    newTypeColor: input.new_type_color ?? '',
  })
  const content = await normalized(
    tx,
    actor.companyId,
    contentOf({ ...input, article_category: categoryId, type: typeId }),
  )
  await checkReferences(tx, actor.companyId, content)
  return content
}

export function columnsOf(content: Partial<ArticleContent>): Partial<Row> {
  const set: Record<string, unknown> = {}
  for (const [key, column] of Object.entries(COLUMN_OF)) {
    if (key in content) set[column] = content[key as keyof typeof COLUMN_OF]
  }
  return set as Partial<Row>
}

export async function writeLinks(
  tx: Transaction,
  articleId: number,
  content: Partial<ArticleContent>,
) {
  for (const key of Object.keys(LINKS) as LinkKey[]) {
    const ids = content[key]
    if (ids === undefined) continue
    const { table, column } = LINKS[key]
    await tx.delete(table).where(eq(table.articleId, articleId))
    if (ids.length > 0) {
      await tx.insert(table).values(ids.map((id) => ({ articleId, [column]: id })) as never)
    }
  }
  if (content.file_ids !== undefined) {
    await tx.delete(articleFiles).where(eq(articleFiles.articleId, articleId))
    if (content.file_ids.length > 0) {
      await tx
        .insert(articleFiles)
        .values(content.file_ids.map((fileId, order) => ({ articleId, fileId, order })))
    }
  }
  if (content.article_answers !== undefined) {
    await tx.delete(articleAnswers).where(eq(articleAnswers.articleId, articleId))
    if (content.article_answers.length > 0) {
      await tx.insert(articleAnswers).values(
        content.article_answers.map((a, order) => ({
          articleId,
          answer: a.answer,
          isCorrect: a.is_correct,
          order,
        })),
      )
    }
  }
}

export async function recordVersion(
  tx: Transaction,
  actor: Actor,
  articleId: number,
  revision: number,
  content: ArticleContent,
) {
  await tx.insert(articleVersions).values({
    companyId: actor.companyId,
    articleId,
    revision,
    title: content.title,
    body: content.body,
    content: contentOf(content),
    publishedByMembershipId: actor.membershipId,
  })
}

export async function insertArticle(
  tx: Transaction,
  actor: Actor,
  meta: RequestMeta,
  input: ArticleInput,
  status: number,
): Promise<ArticleDto> {
  const content = await prepared(tx, actor, meta, input)
  const published = status === ARTICLE_STATUS.published
  const now = new Date()
  const [row] = await tx
    .insert(articles)
    .values({
      ...columnsOf(content),
      title: content.title,
      categoryId: content.article_category!,
      companyId: actor.companyId,
      status,
      revision: published ? 1 : 0,
      publishedOn: published ? now : null,
      authorMembershipId: actor.membershipId,
      lastEditedByMembershipId: actor.membershipId,
    })
    .returning({ id: articles.id })
  await writeLinks(tx, row!.id, content)
  if (published) await recordVersion(tx, actor, row!.id, 1, content)
  await audit(tx, meta, {
    action: ACTIONS.create,
    companyId: actor.companyId,
    actorUserId: actor.userId,
    entityType: 'article',
    entityId: row!.id,
    details: { title: content.title, status },
  })
  return (await loadArticle(tx, actor.companyId, row!.id))!
}
