import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'
import { audit, deny } from '~/platform/audit.server'
import { authorize } from '~/platform/authorize.server'
import { allOrNone, type BulkResult } from '~/platform/bulk.server'
import { db, type Queryable, type Transaction } from '~/platform/db.server'
import { ownedBy, ownedRow } from '~/platform/tenancy.server'
import { AppError, type FieldErrors } from '~/platform/errors.server'
import type { RequestMeta } from '~/platform/request-meta.server'
import type { Actor } from '~/platform/actor'
import { memberships } from '../accounts/accounts.tables'
import { flowCharts } from '../flowchart/flowchart.tables'
import { divisions, positions, responsibilities } from '../org/org.tables'
import { reassignToPastReaders } from './acknowledgements.server'
import { resolveTypeChoice } from './article-types.server'
import { resolveCategoryChoice } from './categories.server'
import {
  ARTICLE_MESSAGES,
  type ArticleContent,
  type ArticleInput,
  type ArticlePatchInput,
  type BulkUpdateFields,
  type NewTaxonomyKey,
} from './articles.schema'
import { sanitizeArticleHtml } from './html.server'
import { allows } from './knowledge.policy'
import {
  ACKNOWLEDGEMENT_TYPE,
  ARTICLE_STATUS,
  ARTICLE_VISIBILITY,
  articleAnswers,
  articleDivisions,
  articleDrafts,
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
} from './knowledge.tables'

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

/** A tenant table whose ids an article may point at. */
type OwnedTable = PgTable & { id: AnyPgColumn; companyId: AnyPgColumn }

const CONTENT_KEYS = [
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

/** Who writes articles; a refusal is recorded under what was tried (ACTIONS). */
const author = allows('article.author')

const ACTIONS = {
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
  const owned = (table: OwnedTable, ids: number[]) => () =>
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
async function prepared(
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

function columnsOf(content: Partial<ArticleContent>): Partial<Row> {
  const set: Record<string, unknown> = {}
  for (const [key, column] of Object.entries(COLUMN_OF)) {
    if (key in content) set[column] = content[key as keyof typeof COLUMN_OF]
  }
  return set as Partial<Row>
}

async function writeLinks(tx: Transaction, articleId: number, content: Partial<ArticleContent>) {
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

async function recordVersion(
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

async function insertArticle(
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

/** Creates an article: published (status 0, revision 1 recorded) or a draft (status 1). */
export async function createArticle(
  actor: Actor,
  input: ArticleInput,
  meta: RequestMeta,
  status: number = ARTICLE_STATUS.published,
): Promise<ArticleDto> {
  await authorize({ actor, meta }, author, ACTIONS.create)
  return db.transaction((tx) => insertArticle(tx, actor, meta, input, status))
}

async function findForChange(actor: Actor, meta: RequestMeta, action: string, id: number) {
  await authorize({ actor, meta }, author, action, { type: 'article', id })
  const current = await loadArticle(db, actor.companyId, id)
  if (!current) {
    return deny(actor, meta, action, AppError.notFound(ARTICLE_MESSAGES.articleError), {
      type: 'article',
      id,
    })
  }
  return current
}

export async function getArticleForEdit(
  actor: Actor,
  id: number,
  meta: RequestMeta,
): Promise<ArticleDto> {
  return findForChange(actor, meta, ACTIONS.update, id)
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

interface ChangeOptions {
  /** Publish a status-1 article (a published one is always re-published by a change). */
  publish?: boolean
  /** Update & Don't Notify: no reassignment, last_edited_on unchanged. */
  dontNotify?: boolean
  action?: string
  details?: Record<string, unknown>
}

/**
 * Writes only the fields that differ from the stored article, guarded by `version` (a stale one is
 * a 409, nothing written). A change to a published article is a publication: revision + 1 and a
 * row of article_versions. Update & Notify also supersedes past readers' completions.
 */
async function applyChange(
  tx: Transaction,
  actor: Actor,
  meta: RequestMeta,
  current: ArticleDto,
  input: Partial<ArticleInput>,
  version: number,
  options: ChangeOptions,
): Promise<ArticleDto> {
  const defined = Object.fromEntries(
    Object.entries(input).filter(([, value]) => value !== undefined),
  )
  const content = await prepared(tx, actor, meta, { ...contentOf(current), ...defined })
  const changed = CONTENT_KEYS.filter((key) => !same(content[key], contentOf(current)[key]))
  const changes = Object.fromEntries(
    changed.map((key) => [key, content[key]]),
  ) as Partial<ArticleContent>
  const publishing =
    current.status === ARTICLE_STATUS.published ? changed.length > 0 : Boolean(options.publish)
  const notify = publishing && current.status === ARTICLE_STATUS.published && !options.dontNotify
  const now = new Date()
  const [row] = await tx
    .update(articles)
    .set({
      ...columnsOf(changes),
      ...(publishing
        ? { status: ARTICLE_STATUS.published, revision: current.revision + 1, publishedOn: now }
        : {}),
      ...(changed.length > 0 && !options.dontNotify ? { lastEditedOn: now } : {}),
      lastEditedByMembershipId: actor.membershipId,
      version: sql`${articles.version} + 1`,
      updatedAt: now,
    })
    .where(
      and(eq(articles.id, current.id), ownedBy(articles, actor), eq(articles.version, version)),
    )
    .returning({ id: articles.id })
  if (!row) throw new AppError('CONFLICT', ARTICLE_MESSAGES.stale)
  await writeLinks(tx, current.id, changes)
  if (publishing) await recordVersion(tx, actor, current.id, current.revision + 1, content)
  const reassigned = notify ? await reassignToPastReaders(tx, meta, current.id) : 0
  await audit(tx, meta, {
    action: options.action ?? (publishing ? ACTIONS.publish : ACTIONS.update),
    companyId: actor.companyId,
    actorUserId: actor.userId,
    entityType: 'article',
    entityId: current.id,
    details: { changed, from_version: version, reassigned, ...options.details },
  })
  return (await loadArticle(tx, actor.companyId, current.id))!
}

/** Edits an article (form or REST PATCH); `version` is the one the change was made from. */
export async function updateArticle(
  actor: Actor,
  id: number,
  input: ArticlePatchInput,
  meta: RequestMeta,
  options: { publish?: boolean } = {},
): Promise<ArticleDto> {
  const current = await findForChange(actor, meta, ACTIONS.update, id)
  const { version, dont_notify, ...fields } = input
  return db.transaction((tx) =>
    applyChange(tx, actor, meta, current, fields, version, { ...options, dontNotify: dont_notify }),
  )
}

export interface DraftDto {
  article: number
  content: ArticleContent
  version: number
  updated_at: string
}

function loadDraft(q: Queryable, companyId: number, articleId: number) {
  return q
    .select()
    .from(articleDrafts)
    .where(and(eq(articleDrafts.articleId, articleId), ownedBy(articleDrafts, { companyId })))
    .then((rows) => rows[0])
}

const toDraftDto = (row: typeof articleDrafts.$inferSelect): DraftDto => ({
  article: row.articleId,
  content: row.content as ArticleContent,
  version: row.version,
  updated_at: row.updatedAt.toISOString(),
})

/** The pending draft of a published article (null when there is none). */
export async function getDraft(actor: Actor, articleId: number, meta: RequestMeta) {
  const article = await findForChange(actor, meta, ACTIONS.draft, articleId)
  const row = await loadDraft(db, actor.companyId, articleId)
  return { article, draft: row ? toDraftDto(row) : null }
}

/**
 * Saves pending changes of a published article without touching the live one (seed §4: saving a
 * published article as draft creates a draft). `draftVersion` is the draft's version the form was
 * loaded with, 0 when there was none: someone else's newer draft is a 409, never overwritten.
 */
export async function saveDraft(
  actor: Actor,
  articleId: number,
  input: ArticleInput,
  draftVersion: number,
  meta: RequestMeta,
): Promise<DraftDto> {
  const article = await findForChange(actor, meta, ACTIONS.draft, articleId)
  if (article.status !== ARTICLE_STATUS.published) {
    throw new AppError('VALIDATION', ARTICLE_MESSAGES.draftError)
  }
  return db.transaction(async (tx) => {
    const content = await prepared(tx, actor, meta, input)
    const existing = await loadDraft(tx, actor.companyId, articleId)
    let row
    if (!existing) {
      if (draftVersion !== 0) throw new AppError('CONFLICT', ARTICLE_MESSAGES.stale)
      ;[row] = await tx
        .insert(articleDrafts)
        .values({
          companyId: actor.companyId,
          articleId,
          content,
          authorMembershipId: actor.membershipId,
        })
        .onConflictDoNothing()
        .returning()
    } else {
      ;[row] = await tx
        .update(articleDrafts)
        .set({ content, version: sql`${articleDrafts.version} + 1`, updatedAt: new Date() })
        .where(and(eq(articleDrafts.id, existing.id), eq(articleDrafts.version, draftVersion)))
        .returning()
    }
    if (!row) throw new AppError('CONFLICT', ARTICLE_MESSAGES.stale)
    await audit(tx, meta, {
      action: ACTIONS.draft,
      companyId: actor.companyId,
      actorUserId: actor.userId,
      entityType: 'article',
      entityId: articleId,
      details: { draft_version: row.version },
    })
    return toDraftDto(row)
  })
}

/**
 * Publishes a draft: its content replaces the live article (a new revision and version row) and
 * the draft is gone. Both versions guard: the article's and the draft's.
 */
export async function publishDraft(
  actor: Actor,
  articleId: number,
  input: ArticleInput,
  versions: { article: number; draft: number },
  meta: RequestMeta,
  options: { dontNotify?: boolean } = {},
): Promise<ArticleDto> {
  const current = await findForChange(actor, meta, ACTIONS.publish, articleId)
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(articleDrafts)
      .where(
        and(
          eq(articleDrafts.articleId, articleId),
          ownedBy(articleDrafts, actor),
          eq(articleDrafts.version, versions.draft),
        ),
      )
      .returning({ id: articleDrafts.id })
    if (versions.draft !== 0 && removed.length === 0) {
      throw new AppError('CONFLICT', ARTICLE_MESSAGES.stale)
    }
    return applyChange(tx, actor, meta, current, input, versions.article, {
      publish: true,
      dontNotify: options.dontNotify,
      action: ACTIONS.publish,
      details: { from_draft: true },
    })
  })
}

export async function deleteDraft(
  actor: Actor,
  articleId: number,
  meta: RequestMeta,
): Promise<void> {
  await findForChange(actor, meta, ACTIONS.draft, articleId)
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(articleDrafts)
      .where(and(eq(articleDrafts.articleId, articleId), ownedBy(articleDrafts, actor)))
      .returning({ id: articleDrafts.id })
    if (removed.length === 0) throw AppError.notFound(ARTICLE_MESSAGES.draftError)
    await audit(tx, meta, {
      action: 'article.draft_delete',
      companyId: actor.companyId,
      actorUserId: actor.userId,
      entityType: 'article',
      entityId: articleId,
    })
  })
}

/** Articles saved as draft (status 1) and published articles with pending drafts. */
export async function listDrafts(actor: Actor, meta: RequestMeta) {
  await authorize({ actor, meta }, author, ACTIONS.draft)
  const [unpublished, pending] = await Promise.all([
    db
      .select({ id: articles.id, title: articles.title, updatedAt: articles.updatedAt })
      .from(articles)
      .where(and(ownedBy(articles, actor), eq(articles.status, ARTICLE_STATUS.draft)))
      .orderBy(asc(articles.id))
      .limit(500),
    db
      .select({ id: articles.id, title: articles.title, updatedAt: articleDrafts.updatedAt })
      .from(articleDrafts)
      .innerJoin(articles, eq(articles.id, articleDrafts.articleId))
      .where(ownedBy(articleDrafts, actor))
      .orderBy(asc(articles.id))
      .limit(500),
  ])
  return [
    ...unpublished.map((a) => ({
      id: a.id,
      title: a.title,
      status: ARTICLE_STATUS.draft,
      has_draft: false,
      updated_at: a.updatedAt.toISOString(),
    })),
    ...pending.map((a) => ({
      id: a.id,
      title: a.title,
      status: ARTICLE_STATUS.published,
      has_draft: true,
      updated_at: a.updatedAt.toISOString(),
    })),
  ]
}

async function removeArticle(tx: Transaction, actor: Actor, meta: RequestMeta, id: number) {
  const [row] = await tx
    .delete(articles)
    .where(ownedRow(articles, actor, id))
    .returning({ title: articles.title })
  if (!row) throw AppError.notFound(ARTICLE_MESSAGES.deleteFailed)
  await audit(tx, meta, {
    action: ACTIONS.delete,
    companyId: actor.companyId,
    actorUserId: actor.userId,
    entityType: 'article',
    entityId: id,
    details: { title: row.title },
  })
}

export async function deleteArticle(actor: Actor, id: number, meta: RequestMeta): Promise<void> {
  await authorize({ actor, meta }, author, ACTIONS.delete, { type: 'article', id })
  try {
    await db.transaction((tx) => removeArticle(tx, actor, meta, id))
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') {
      await deny(actor, meta, ACTIONS.delete, error, { type: 'article', id })
    }
    throw error
  }
}

export async function bulkDeleteArticles(
  actor: Actor,
  ids: number[],
  meta: RequestMeta,
): Promise<BulkResult> {
  await authorize({ actor, meta }, author, ACTIONS.delete)
  const result = await allOrNone(async (tx, { eachItem }) => {
    for (const id of new Set(ids)) await eachItem(id, () => removeArticle(tx, actor, meta, id))
  })
  return result.ok ? { ok: true, ids: [...new Set(ids)] } : result
}

/**
 * The same fields for many articles, all or none; a published one gets a new revision, and
 * `status: 0` publishes the drafts among them.
 */
export async function bulkUpdateArticles(
  actor: Actor,
  ids: number[],
  fields: BulkUpdateFields,
  meta: RequestMeta,
): Promise<BulkResult> {
  await authorize({ actor, meta }, author, ACTIONS.update)
  const { status, ...content } = fields
  const publish = status === ARTICLE_STATUS.published
  const result = await allOrNone(async (tx, { eachItem }) => {
    for (const id of new Set(ids)) {
      await eachItem(id, async () => {
        const current = await loadArticle(tx, actor.companyId, id)
        if (!current) throw AppError.notFound('Not found.')
        await applyChange(tx, actor, meta, current, content, current.version, {
          dontNotify: true,
          publish,
        })
      })
    }
  })
  return result.ok ? { ok: true, ids: [...new Set(ids)] } : result
}

/** Many articles at once (item n of the list is reported as id n, from 1), all or none. */
export async function bulkCreateArticles(
  actor: Actor,
  items: ArticleInput[],
  meta: RequestMeta,
): Promise<BulkResult> {
  await authorize({ actor, meta }, author, ACTIONS.create)
  const result = await allOrNone(async (tx, { eachItem }) => {
    const created: number[] = []
    for (const [index, item] of items.entries()) {
      await eachItem(index + 1, async () => {
        created.push((await insertArticle(tx, actor, meta, item, ARTICLE_STATUS.published)).id)
      })
    }
    return created
  })
  return result.ok ? { ok: true, ids: result.value } : result
}

/**
 * Restores a past version: its fields become the live article again as a new publication, so
 * the history keeps every step. `version` guards the live article (409 when stale).
 */
export async function restoreVersion(
  actor: Actor,
  versionId: number,
  version: number,
  meta: RequestMeta,
): Promise<ArticleDto> {
  await authorize({ actor, meta }, author, ACTIONS.restore)
  const [past] = await db
    .select()
    .from(articleVersions)
    .where(ownedRow(articleVersions, actor, versionId))
  if (!past) {
    return deny(actor, meta, ACTIONS.restore, AppError.notFound(), {
      type: 'article_version',
      id: versionId,
    })
  }
  const current = (await loadArticle(db, actor.companyId, past.articleId))!
  const content = { ...(past.content as ArticleContent), title: past.title, body: past.body }
  return db.transaction((tx) =>
    applyChange(tx, actor, meta, current, content, version, {
      publish: true,
      action: ACTIONS.restore,
      details: { restored_revision: past.revision },
    }),
  )
}
