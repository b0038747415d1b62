import type { Context } from 'hono'
import { allowed, apiRoutes, pathId, validBody, type ApiEnv } from '~/platform/api.server'
import type { Asker } from '~/platform/authorize.server'
import { isAppError } from '~/platform/errors.server'
import { bodyWithFile } from '../files/api-helpers.server'
import { itemFileResponse, removeItemFile, uploadItemFile } from './checklist-files.server'
import {
  createTemplate,
  deleteTemplate,
  getTemplate,
  listTemplates,
  updateTemplate,
} from './checklist-templates.server'
import { can } from './checklists.policy'
import {
  CHECKLIST_MESSAGES,
  ChecklistCreateApiSchema,
  ChecklistListQuerySchema,
  ChecklistUpdateSchema,
  TemplateEditSchema,
  TemplateListQuerySchema,
  TemplateSchema,
} from './checklists.schema'
import {
  createChecklist,
  deleteChecklist,
  getChecklist,
  listChecklists,
  saveChecklist,
} from './checklists.server'

const managingTemplates = allowed(can, 'template.manage')
const managingChecklists = allowed(can, 'checklist.manage')

const asker = (c: Context<ApiEnv>): Asker => ({ actor: c.var.actor, meta: c.var.meta })
const templateIdOf = (c: Context) => pathId(c.req.param('id'), CHECKLIST_MESSAGES.templateNotFound)
const checklistIdOf = (c: Context) => pathId(c.req.param('id'), CHECKLIST_MESSAGES.notFound)
const itemIdOf = (c: Context) => pathId(c.req.param('itemId'), CHECKLIST_MESSAGES.fileNotFound)

/** A save that may be stale: the 409 carries the record as it is saved now (`current`). */
async function savedOr409<Saved, Current>(
  c: Context<ApiEnv>,
  save: () => Promise<Saved>,
  current: () => Promise<Current>,
) {
  try {
    return c.json(await save())
  } catch (error) {
    if (!isAppError(error) || error.code !== 'CONFLICT') throw error
    return c.json({ detail: error.message, current: await current() }, 409)
  }
}

/** Answers or edits a checklist (PUT and PATCH alike: answers not named keep theirs). */
const saveHandler = async (c: Context<ApiEnv>) => {
  const id = checklistIdOf(c)
  const input = await validBody(c, ChecklistUpdateSchema)
  return savedOr409(
    c,
    () => saveChecklist(asker(c), id, input),
    () => getChecklist(asker(c), id),
  )
}

/**
 * checklist/api/ (seed 001 §7 Checklists), thin over the checklist services: templates
 * (checklist admins write them, everyone reads them) and checklists (started, filled,
 * completed). Shapes and the create/update bodies are in docs/api.md.
 */
export const checklistsApi = apiRoutes()
  .get('/template', async (c) => {
    const query = TemplateListQuerySchema.parse(c.req.query())
    return c.json(await listTemplates(c.var.actor, query))
  })
  .post('/template', managingTemplates, async (c) => {
    const input = await validBody(c, TemplateSchema)
    return c.json(await createTemplate(asker(c), input), 201)
  })
  .get('/template/details/:id', async (c) => {
    return c.json(await getTemplate(asker(c), templateIdOf(c)))
  })
  .put('/template/details/:id', managingTemplates, async (c) => {
    const id = templateIdOf(c)
    const input = await validBody(c, TemplateEditSchema)
    return savedOr409(
      c,
      () => updateTemplate(asker(c), id, input),
      () => getTemplate(asker(c), id),
    )
  })
  .delete('/template/details/:id', managingTemplates, async (c) => {
    await deleteTemplate(asker(c), templateIdOf(c))
    return c.body(null, 204)
  })
  .get('/', async (c) => {
    const query = ChecklistListQuerySchema.parse(c.req.query())
    return c.json(await listChecklists(c.var.actor, query))
  })
  .post('/', async (c) => {
    const { template, ...input } = await validBody(c, ChecklistCreateApiSchema)
    return c.json(await createChecklist(asker(c), template, input), 201)
  })
  .get('/details/:id', async (c) => {
    return c.json(await getChecklist(asker(c), checklistIdOf(c)))
  })
  .put('/details/:id', saveHandler)
  .patch('/details/:id', saveHandler)
  .delete('/details/:id', managingChecklists, async (c) => {
    await deleteChecklist(asker(c), checklistIdOf(c))
    return c.body(null, 204)
  })
  .post('/details/:id/items/:itemId/file', async (c) => {
    const id = checklistIdOf(c)
    const { upload } = await bodyWithFile(c)
    await uploadItemFile(asker(c), id, itemIdOf(c), upload)
    return c.json(await getChecklist(asker(c), id), 201)
  })
  .get('/details/:id/items/:itemId/file', async (c) =>
    itemFileResponse(asker(c), checklistIdOf(c), itemIdOf(c)),
  )
  .delete('/details/:id/items/:itemId/file', async (c) => {
    const id = checklistIdOf(c)
    await removeItemFile(asker(c), id, itemIdOf(c))
    return c.json(await getChecklist(asker(c), id))
  })
