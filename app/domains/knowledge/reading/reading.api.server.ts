import { z } from 'zod'
import { apiRoutes, pathId, validated, validBody } from '~/platform/api.server'
import {
  ACKNOWLEDGEMENT_MESSAGES,
  acknowledgeArticle,
  articleReadActivity,
  bulkMarkAsRead,
  listAcknowledgements,
  markAsRead,
  reassignArticle,
  unreadAssignedArticles,
  userAssignedArticles,
  userKbSummary,
  userReadArticles,
} from './acknowledgements.server'
import { AcknowledgeSchema, BulkMarkAsReadSchema } from './reading.schema'
import {
  ARTICLE_NOT_FOUND,
  articleFiltersFrom,
  listArticles,
  simpleArticleList,
} from './article-reading.server'

const AcknowledgementsQuery = z.object({
  article: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  membership: z.coerce.number().int().positive().max(2_147_483_647).optional(),
})

const QuestionSchema = AcknowledgeSchema.pick({ article: true, answer_ids: true })

/**
 * knowledgebase/api/*: the reading side (seed 001 §7) — the article list, acknowledgements and
 * read activity, on the same services as the pages.
 */
export const readingApi = apiRoutes()
  .get('/list-create', async (c) => {
    const actor = c.var.actor
    const filters = articleFiltersFrom(new URL(c.req.url).searchParams)
    return c.json(await listArticles(actor, filters))
  })
  .get('/simple-list', async (c) => {
    const actor = c.var.actor
    return c.json(await simpleArticleList(actor))
  })
  .get('/acknowledgements', async (c) => {
    const actor = c.var.actor
    const query = validated(AcknowledgementsQuery, c.req.query())
    return c.json(
      await listAcknowledgements(actor, {
        articleId: query.article,
        membershipId: query.membership,
      }),
    )
  })
  .post('/acknowledgements', async (c) => {
    const actor = c.var.actor
    const input = await validBody(c, AcknowledgeSchema)
    return c.json(await acknowledgeArticle(actor, c.var.meta, input), 201)
  })
  .post('/questions', async (c) => {
    const actor = c.var.actor
    const input = await validBody(c, QuestionSchema)
    return c.json(
      await acknowledgeArticle(actor, c.var.meta, {
        ...input,
        answer_ids: input.answer_ids ?? [],
      }),
      201,
    )
  })
  .post('/mark-as-read/:id', async (c) => {
    const actor = c.var.actor
    const id = pathId(c.req.param('id'), ARTICLE_NOT_FOUND)
    return c.json(await markAsRead(actor, c.var.meta, id), 201)
  })
  .post('/bulk-mark-as-read', async (c) => {
    const actor = c.var.actor
    const input = await validBody(c, BulkMarkAsReadSchema)
    return c.json(await bulkMarkAsRead(actor, c.var.meta, input.articles), 201)
  })
  .get('/auto-kb-articles', async (c) => {
    const actor = c.var.actor
    return c.json(await unreadAssignedArticles(actor))
  })
  .put('/reassign-article/:id', async (c) => {
    const actor = c.var.actor
    const id = pathId(c.req.param('id'), ARTICLE_NOT_FOUND)
    return c.json({ reassigned: await reassignArticle(actor, c.var.meta, id) })
  })
  .get('/employee-article-read-activity/:id', async (c) => {
    const actor = c.var.actor
    const id = pathId(c.req.param('id'), ARTICLE_NOT_FOUND)
    return c.json(await articleReadActivity(actor, c.var.meta, id))
  })
  .get('/user-read-articles/:id', async (c) => {
    const actor = c.var.actor
    const id = pathId(c.req.param('id'), ACKNOWLEDGEMENT_MESSAGES.personNotFound)
    return c.json(await userReadArticles(actor, c.var.meta, id))
  })
  .get('/user-assigned-articles/:id', async (c) => {
    const actor = c.var.actor
    const id = pathId(c.req.param('id'), ACKNOWLEDGEMENT_MESSAGES.personNotFound)
    return c.json(await userAssignedArticles(actor, c.var.meta, id))
  })
  .get('/user-kb-summary/:id', async (c) => {
    const actor = c.var.actor
    const id = pathId(c.req.param('id'), ACKNOWLEDGEMENT_MESSAGES.personNotFound)
    return c.json(await userKbSummary(actor, c.var.meta, id))
  })
