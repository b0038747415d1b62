import { and, eq } from 'drizzle-orm'
import { db } from '~/platform/db.server'
import { bulkReply } from '~/platform/bulk.server'
import type { Context } from 'hono'
import { allowedBy, apiRoutes, pathId, readBody, validated, validBody } from '~/platform/api.server'
import { AppError } from '~/platform/errors.server'
import { listVersions } from './article-versions.server'
import { readableArticles } from './article-access.server'
import {
  ARTICLE_MESSAGES,
  ArticleCreateApiSchema,
  ArticleEditSchema,
  ArticlePatchSchema,
  ArticleSchema,
  BulkCreateSchema,
  BulkIdsSchema,
  BulkUpdateSchema,
} from './articles.schema'
import {
  authorizeAuthor,
  bulkCreateArticles,
  bulkDeleteArticles,
  bulkUpdateArticles,
  createArticle,
  deleteArticle,
  deleteDraft,
  getDraft,
  listDrafts,
  publishDraft,
  saveDraft,
  updateArticle,
} from './articles.server'
import { ACTIONS, loadArticle } from './article-records.server'
import { ARTICLE_STATUS, articles } from '../knowledge.tables'

/** Refuses a non-author before the body is read, audited as what was tried (ACTIONS). */
const authoring = (action: string) => allowedBy((asker) => authorizeAuthor(asker, action))
const creating = authoring(ACTIONS.create)

const articleIdOf = (c: Context) => pathId(c.req.param('id'), ARTICLE_MESSAGES.articleError)
const draftIdOf = (c: Context) => pathId(c.req.param('id'), ARTICLE_MESSAGES.draftError)

/**
 * knowledgebase/api/*: the writing side of seed 001 §7 'Articles and categories', thin over the
 * article services. Reads of one article use the shared access rule, so a member reads what the
 * pages let them read and another company's id is a 404.
 */
export const articlesApi = apiRoutes()
  .post('/create', creating, async (c) => {
    const actor = c.var.actor
    const { status, ...input } = await validBody(c, ArticleCreateApiSchema)
    return c.json(await createArticle(actor, input, c.var.meta, status), 201)
  })
  .get('/retrieve-update-delete/:id', async (c) => {
    const actor = c.var.actor
    const id = pathId(c.req.param('id'), ARTICLE_MESSAGES.articleError)
    const [readable] = await db
      .select({ id: articles.id })
      .from(articles)
      .where(and(eq(articles.id, id), readableArticles(actor)))
    const article = readable ? await loadArticle(db, actor.companyId, id) : undefined
    if (!article) throw AppError.notFound(ARTICLE_MESSAGES.articleError)
    return c.json(article)
  })
  .patch(
    '/retrieve-update-delete/:id',
    allowedBy((asker, c) => authorizeAuthor(asker, ACTIONS.update, articleIdOf(c))),
    async (c) => {
      const actor = c.var.actor
      const id = articleIdOf(c)
      const input = await validBody(c, ArticlePatchSchema)
      return c.json(await updateArticle(actor, id, input, c.var.meta))
    },
  )
  .delete('/retrieve-update-delete/:id', async (c) => {
    const actor = c.var.actor
    const id = pathId(c.req.param('id'), ARTICLE_MESSAGES.deleteFailed)
    await deleteArticle(actor, id, c.var.meta)
    return c.body(null, 204)
  })
  .get('/draft-articles', async (c) => {
    const actor = c.var.actor
    return c.json(await listDrafts(actor, c.var.meta))
  })
  .post('/draft-article-create', creating, async (c) => {
    const actor = c.var.actor
    const input = await validBody(c, ArticleSchema)
    return c.json(await createArticle(actor, input, c.var.meta, ARTICLE_STATUS.draft), 201)
  })
  .get('/draft-articles/:id', async (c) => {
    const actor = c.var.actor
    const id = pathId(c.req.param('id'), ARTICLE_MESSAGES.draftError)
    const { article, draft } = await getDraft(actor, id, c.var.meta)
    if (draft) return c.json({ ...article, ...draft.content, draft_version: draft.version })
    if (article.status === ARTICLE_STATUS.draft) return c.json({ ...article, draft_version: 0 })
    throw AppError.notFound(ARTICLE_MESSAGES.draftError)
  })
  .patch(
    '/draft-articles/:id',
    // Whether this saves or publishes is in the body; either is an author's, asked first.
    allowedBy((asker, c) => authorizeAuthor(asker, ACTIONS.draft, draftIdOf(c))),
    async (c) => {
      // Saves a draft; `publish: true` publishes it (the draft replaces the live article).
      const actor = c.var.actor
      const id = draftIdOf(c)
      const meta = c.var.meta
      const body = (await readBody(c)) as Record<string, unknown>
      const input = validated(ArticleEditSchema, body)
      const { article } = await getDraft(actor, id, meta)
      if (article.status === ARTICLE_STATUS.draft) {
        return c.json(
          await updateArticle(actor, id, input, meta, { publish: body.publish === true }),
        )
      }
      if (body.publish === true) {
        return c.json(
          await publishDraft(
            actor,
            id,
            input,
            { article: input.version, draft: input.draft_version },
            meta,
          ),
        )
      }
      return c.json(await saveDraft(actor, id, input, input.draft_version, meta))
    },
  )
  .delete('/draft-articles/:id', async (c) => {
    const actor = c.var.actor
    const id = pathId(c.req.param('id'), ARTICLE_MESSAGES.draftError)
    await deleteDraft(actor, id, c.var.meta)
    return c.body(null, 204)
  })
  .post('/articles/bulk-delete', authoring(ACTIONS.delete), async (c) => {
    const actor = c.var.actor
    const { ids } = await validBody(c, BulkIdsSchema)
    return bulkReply(
      c,
      await bulkDeleteArticles(actor, ids, c.var.meta),
      ARTICLE_MESSAGES.deleteError,
    )
  })
  .patch('/articles/bulk-update', authoring(ACTIONS.update), async (c) => {
    const actor = c.var.actor
    const { ids, fields } = await validBody(c, BulkUpdateSchema)
    return bulkReply(
      c,
      await bulkUpdateArticles(actor, ids, fields, c.var.meta),
      ARTICLE_MESSAGES.articleError,
    )
  })
  .post('/api/articles/bulk-create', creating, async (c) => {
    const actor = c.var.actor
    const items = await validBody(c, BulkCreateSchema)
    return bulkReply(
      c,
      await bulkCreateArticles(actor, items, c.var.meta),
      ARTICLE_MESSAGES.articleError,
    )
  })
  .get('/version-history/:id', async (c) => {
    const actor = c.var.actor
    const id = pathId(c.req.param('id'))
    return c.json(await listVersions(actor, id, c.var.meta))
  })
