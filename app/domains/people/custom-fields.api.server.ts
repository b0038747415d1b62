import { z } from 'zod'
import { allowedBy, apiRoutes, pathId, readBody, validated } from '~/platform/api.server'
import { MAX_ID } from '~/platform/form-fields'
import { AppError } from '~/platform/errors.server'
import {
  ChoiceCreateSchema,
  ChoiceUpdateSchema,
  DefinitionCreateSchema,
  DefinitionUpdateSchema,
} from './custom-fields.schema'
import {
  createChoice,
  deleteChoice,
  getChoice,
  listChoices,
  updateChoice,
} from './custom-field-choices.server'
import {
  authorizeManage,
  authorizeValueSet,
  createDefinition,
  deleteDefinition,
  getDefinition,
  getStaffValue,
  listDefinitions,
  listStaffValues,
  updateDefinition,
  updateStaffValue,
} from './custom-fields.server'

const BASE = '/custom-field-definitions'

/**
 * Refuses someone who may not manage custom fields before the body is read, as the service would:
 * under the service's audit `action`, about the definition the path names, if any (its ids read
 * first).
 */
const managing = (action: string) =>
  allowedBy(({ actor, meta }, c) => {
    const named = c.req.param('id')
    const id = named === undefined ? undefined : pathId(named)
    if (c.req.param('choiceId') !== undefined) pathId(c.req.param('choiceId'))
    return authorizeManage(actor, meta, action, id)
  })

/** company/api/custom-field-definitions/*: seed §7, thin over the services. */
export const customFieldsApi = apiRoutes()
  .get(BASE, async (c) => {
    const actor = c.var.actor
    return c.json(await listDefinitions(actor))
  })
  .post(BASE, managing('custom_field.create'), async (c) => {
    const actor = c.var.actor
    const input = validated(DefinitionCreateSchema, await readBody(c))
    return c.json(await createDefinition(actor, input, c.var.meta), 201)
  })
  .get(`${BASE}/:id`, async (c) => {
    const actor = c.var.actor
    return c.json(await getDefinition(actor, pathId(c.req.param('id')), c.var.meta))
  })
  .patch(`${BASE}/:id`, managing('custom_field.update'), async (c) => {
    const actor = c.var.actor
    const id = pathId(c.req.param('id'))
    const input = validated(DefinitionUpdateSchema, await readBody(c))
    return c.json(await updateDefinition(actor, id, input, c.var.meta))
  })
  .delete(`${BASE}/:id`, async (c) => {
    const actor = c.var.actor
    await deleteDefinition(actor, pathId(c.req.param('id')), c.var.meta)
    return c.body(null, 204)
  })
  .get(`${BASE}/:id/choices`, async (c) => {
    const actor = c.var.actor
    return c.json(await listChoices(actor, pathId(c.req.param('id')), c.var.meta))
  })
  .post(`${BASE}/:id/choices`, managing('custom_field_choice.create'), async (c) => {
    const actor = c.var.actor
    const id = pathId(c.req.param('id'))
    const input = validated(ChoiceCreateSchema, await readBody(c))
    return c.json(await createChoice(actor, id, input, c.var.meta), 201)
  })
  .get(`${BASE}/:id/choices/:choiceId`, async (c) => {
    const actor = c.var.actor
    const [id, choiceId] = [pathId(c.req.param('id')), pathId(c.req.param('choiceId'))]
    return c.json(await getChoice(actor, id, choiceId, c.var.meta))
  })
  .patch(`${BASE}/:id/choices/:choiceId`, managing('custom_field_choice.update'), async (c) => {
    const actor = c.var.actor
    const [id, choiceId] = [pathId(c.req.param('id')), pathId(c.req.param('choiceId'))]
    const input = validated(ChoiceUpdateSchema, await readBody(c))
    return c.json(await updateChoice(actor, id, choiceId, input, c.var.meta))
  })
  .delete(`${BASE}/:id/choices/:choiceId`, async (c) => {
    const actor = c.var.actor
    const [id, choiceId] = [pathId(c.req.param('id')), pathId(c.req.param('choiceId'))]
    await deleteChoice(actor, id, choiceId, c.var.meta)
    return c.body(null, 204)
  })

const SetValueSchema = z.object({
  field: z.coerce.number({ required_error: 'This field is required' }).int().positive().max(MAX_ID),
  value: z.unknown(),
})
const PatchValueSchema = z.object({ value: z.unknown() })

/** Reads `{value}` and refuses a body without one (null clears the field). */
function valueOf(body: unknown): unknown {
  if (!body || typeof body !== 'object' || !('value' in body)) {
    throw AppError.invalidField('value', 'This field is required')
  }
  return validated(PatchValueSchema, body).value
}

/**
 * Refuses, as setting a value would, someone who may not edit this person's values before the
 * body is read (the path's ids are read first, as the handlers do).
 */
const settingValues = allowedBy(({ actor, meta }, c) => {
  const id = pathId(c.req.param('id'))
  if (c.req.param('fieldId') !== undefined) pathId(c.req.param('fieldId'))
  return authorizeValueSet(actor, meta, id)
})

/** account/api/staffs/{id}/custom-fields/*: one person's values (seed §7). */
export const staffCustomFieldsApi = apiRoutes()
  .get('/staffs/:id/custom-fields', async (c) => {
    const actor = c.var.actor
    return c.json(await listStaffValues(actor, pathId(c.req.param('id')), c.var.meta))
  })
  .post('/staffs/:id/custom-fields', settingValues, async (c) => {
    const actor = c.var.actor
    const id = pathId(c.req.param('id'))
    const body = await readBody(c)
    const { field } = validated(SetValueSchema, body)
    const value = await updateStaffValue(actor, id, field, valueOf(body), c.var.meta)
    return c.json(value, 201)
  })
  .get('/staffs/:id/custom-fields/:fieldId', async (c) => {
    const actor = c.var.actor
    const [id, fieldId] = [pathId(c.req.param('id')), pathId(c.req.param('fieldId'))]
    return c.json(await getStaffValue(actor, id, fieldId, c.var.meta))
  })
  .patch('/staffs/:id/custom-fields/:fieldId', settingValues, async (c) => {
    const actor = c.var.actor
    const [id, fieldId] = [pathId(c.req.param('id')), pathId(c.req.param('fieldId'))]
    const value = valueOf(await readBody(c))
    return c.json(await updateStaffValue(actor, id, fieldId, value, c.var.meta))
  })
  .delete('/staffs/:id/custom-fields/:fieldId', async (c) => {
    const actor = c.var.actor
    const [id, fieldId] = [pathId(c.req.param('id')), pathId(c.req.param('fieldId'))]
    await updateStaffValue(actor, id, fieldId, null, c.var.meta)
    return c.body(null, 204)
  })
