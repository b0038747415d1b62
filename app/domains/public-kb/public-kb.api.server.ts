import { isKnowledgeAdmin } from '../knowledge/knowledge.policy'
import { allowed, apiRoutes, pathId, publicRoute, validBody } from '~/platform/api.server'
import { AppError } from '~/platform/errors.server'
import { PUBLIC_KB_MESSAGES as M } from './public-kb.constants'
import {
  PublicKbCreateSchema,
  PublicKbUpdateSchema,
  ValidateDomainSchema,
} from './public-kb.schema'
import {
  createPublicKb,
  deletePublicKb,
  getPublicKb,
  listPublicKbs,
  updatePublicKb,
  validateDomain,
} from './public-kb.server'
import { PUBLIC_CACHE_CONTROL } from './public-page-loaders.server'
import {
  findPublicKbById,
  publicArticle,
  publicArticleList,
  publicCategories,
  publicKbIdsOfArticle,
} from './public-pages.server'

const ARTICLE_NOT_FOUND = 'Article not found.'

/** A public knowledge base by path id, or 404: the public endpoints need no sign-in. */
async function publicKb(raw: string | undefined) {
  const kb = await findPublicKbById(pathId(raw, M.notFound))
  if (!kb) throw AppError.notFound(M.notFound)
  return kb
}

/**
 * knowledgebase/api/: seed 001 §7 public knowledge bases. The admin endpoints need a KB admin;
 * public-articles/ and categories-with-public-articles/ answer anyone, like the public pages,
 * with the same cache headers.
 */
export const publicKbApi = apiRoutes()
  .get('/public-knowledgebases', async (c) => {
    const actor = c.var.actor
    return c.json(await listPublicKbs(actor, c.var.meta))
  })
  .post('/public-knowledgebases', allowed(isKnowledgeAdmin, 'public_kb.create'), async (c) => {
    const actor = c.var.actor
    const input = await validBody(c, PublicKbCreateSchema)
    return c.json(await createPublicKb(actor, input, c.var.meta), 201)
  })
  .get('/public-knowledgebases/:id', async (c) => {
    const actor = c.var.actor
    const id = pathId(c.req.param('id'), M.notFound)
    const { verification: _, ...kb } = await getPublicKb(actor, id, c.var.meta)
    return c.json(kb)
  })
  .patch('/public-knowledgebases/:id', allowed(isKnowledgeAdmin, 'public_kb.update'), async (c) => {
    const actor = c.var.actor
    const id = pathId(c.req.param('id'), M.notFound)
    const input = await validBody(c, PublicKbUpdateSchema)
    return c.json(await updatePublicKb(actor, id, input, c.var.meta))
  })
  .delete('/public-knowledgebases/:id', async (c) => {
    const actor = c.var.actor
    const id = pathId(c.req.param('id'), M.deleteFailed)
    await deletePublicKb(actor, id, c.var.meta)
    return c.body(null, 204)
  })
  .post(
    '/public-knowledgebase-validate-domain',
    allowed(isKnowledgeAdmin, 'public_kb.verify_domain'),
    async (c) => {
      const actor = c.var.actor
      const { domain } = await validBody(c, ValidateDomainSchema)
      const check = await validateDomain(actor, domain, c.var.meta)
      return c.json({ detail: check.message, verified: check.verified }, check.verified ? 200 : 400)
    },
  )
  .get(
    '/public-articles/details/:id',
    publicRoute(async (c) => {
      const id = pathId(c.req.param('id'), ARTICLE_NOT_FOUND)
      // Public when a public knowledge base shows it; being published and PUBLIC does not depend
      // on which one, so the first answers for all.
      const kbIds = await publicKbIdsOfArticle(id)
      const kb = kbIds.length > 0 ? await findPublicKbById(kbIds[0]!) : null
      const article = kb && (await publicArticle(kb, id, 'Decision chart'))
      if (!article) throw AppError.notFound(ARTICLE_NOT_FOUND)
      const { chart_svg: _, ...rest } = article
      c.header('Cache-Control', PUBLIC_CACHE_CONTROL)
      return c.json({ ...rest, public_knowledgebases: kbIds })
    }),
  )
  .get(
    '/public-articles/:id',
    publicRoute(async (c) => {
      const kb = await publicKb(c.req.param('id'))
      const category = Number(c.req.query('category')) || null
      const page = Number(c.req.query('page')) || 1
      const list = await publicArticleList(kb, { categoryId: category, page })
      c.header('Cache-Control', PUBLIC_CACHE_CONTROL)
      return c.json({ count: list.total, page, results: list.articles })
    }),
  )
  .get(
    '/categories-with-public-articles/:id',
    publicRoute(async (c) => {
      const kb = await publicKb(c.req.param('id'))
      c.header('Cache-Control', PUBLIC_CACHE_CONTROL)
      return c.json(await publicCategories(kb))
    }),
  )
