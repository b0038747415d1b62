import { and, asc, eq, sql } from 'drizzle-orm'
import { audit, deny } from '~/platform/audit.server'
import { authorize, type Asker } from '~/platform/authorize.server'
import { allOrNone, type BulkResult } from '~/platform/bulk.server'
import { db, type Queryable, type Transaction } from '~/platform/db.server'
import { ownedBy, ownedRow } from '~/platform/tenancy.server'
import { AppError } from '~/platform/errors.server'
import type { RequestMeta } from '~/platform/request-meta.server'
import type { Actor } from '~/platform/actor'
import { reassignToPastReaders } from '../reading/acknowledgements.server'
import {
  ARTICLE_MESSAGES,
  type ArticleContent,
  type ArticleInput,
  type ArticlePatchInput,
  type BulkUpdateFields,
} from './articles.schema'
import { allows } from '../knowledge.policy'
import { ARTICLE_STATUS, articleDrafts, articles, articleVersions } from '../knowledge.tables'
import {
  ACTIONS,
  type ArticleDto,
  CONTENT_KEYS,
  columnsOf,
  contentOf,
  insertArticle,
  loadArticle,
  prepared,
  recordVersion,
  writeLinks,
} from './article-records.server'

/** Who writes articles; a refusal is recorded under what was tried (ACTIONS). */
const author = allows('article.author')

/** Refused unless the actor may author articles (about article `id`, when one is named). */
export function authorizeAuthor(asker: Asker, action: string, id?: number): Promise<void> {
  return authorize(asker, author, action, id === undefined ? undefined : { type: 'article', id })
}

/** Creates an article: published (status 0, revision 1 recorded) or a draft (status 1). */
export async function createArticle(
  actor: Actor,
  input: ArticleInput,
  meta: RequestMeta,
  status: number = ARTICLE_STATUS.published,
): Promise<ArticleDto> {
  await authorizeAuthor({ actor, meta }, ACTIONS.create)
  return db.transaction((tx) => insertArticle(tx, actor, meta, input, status))
}

async function findForChange(actor: Actor, meta: RequestMeta, action: string, id: number) {
  await authorizeAuthor({ actor, meta }, action, id)
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
