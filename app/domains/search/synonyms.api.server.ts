import { allowed, apiRoutes, pathId, validBody } from '~/platform/api.server'
import { can } from './search.policy'
import { SynonymGroupCreateSchema, SynonymGroupUpdateSchema } from './synonyms.schema'
import {
  createSynonymGroup,
  deleteSynonymGroup,
  listSynonymGroups,
  updateSynonymGroup,
} from './synonyms.server'

/** knowledgebase/api/search-synonyms: the company's synonym groups (ADR 038); KB admins write. */
export const synonymsApi = apiRoutes()
  .get('/search-synonyms', async (c) => c.json(await listSynonymGroups(c.var.actor.companyId)))
  .post('/search-synonyms', allowed(can, 'synonyms.manage'), async (c) => {
    const input = await validBody(c, SynonymGroupCreateSchema)
    return c.json(await createSynonymGroup({ actor: c.var.actor, meta: c.var.meta }, input), 201)
  })
  .patch('/search-synonyms/:id', allowed(can, 'synonyms.manage'), async (c) => {
    const id = pathId(c.req.param('id'))
    const input = await validBody(c, SynonymGroupUpdateSchema)
    return c.json(await updateSynonymGroup({ actor: c.var.actor, meta: c.var.meta }, id, input))
  })
  .delete('/search-synonyms/:id', async (c) => {
    await deleteSynonymGroup({ actor: c.var.actor, meta: c.var.meta }, pathId(c.req.param('id')))
    return c.body(null, 204)
  })
