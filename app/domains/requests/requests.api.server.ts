import type { Context } from 'hono'
import { allowed, apiRoutes, pathId, validBody, type ApiEnv } from '~/platform/api.server'
import { pageNumber } from '~/platform/form-fields'
import { bodyWithFile } from '../files/api-helpers.server'
import { decideRequest, type Decision } from './approvals.server'
import { attachFile, attachmentResponse } from './request-attachments.server'
import { getRequest, listRequests } from './request-reads.server'
import {
  createRequestType,
  createTimeOffKind,
  listRequestTypes,
  listTimeOffKinds,
  updateRequestType,
  updateTimeOffKind,
} from './request-setup.server'
import { can } from './requests.policy'
import {
  BalanceAdjustmentSchema,
  CancelSchema,
  DecisionSchema,
  REQUEST_MESSAGES,
  RequestEditSchema,
  RequestListQuery,
  RequestSchema,
  RequestTypeEditSchema,
  RequestTypeSchema,
  TimeOffKindEditSchema,
  TimeOffKindSchema,
  yearParam,
} from './requests.schema'
import { cancelRequest, createRequest, resubmitRequest } from './requests.server'
import {
  adjustBalance,
  staffRequestsSummary,
  staffTimeOffs,
  userRequests,
} from './staff-requests.server'
import { todayIso } from './time-off.server'

/**
 * request/api/*: the calls of both seeds (list, detail, user-requests, staff-requests-summary,
 * staff-time-offs-detail) and the writes the pages make (docs/api.md), on the same services.
 */
const requestId = (c: Context<ApiEnv>) => pathId(c.req.param('id'), REQUEST_MESSAGES.notFound)
const staffId = (c: Context<ApiEnv>) => pathId(c.req.param('id'), REQUEST_MESSAGES.personNotFound)

/** POST request/api/detail/{id}/approve|reject|request-changes/ */
const deciding = (decision: Decision) => async (c: Context<ApiEnv>) => {
  const input = await validBody(c, DecisionSchema)
  return c.json(await decideRequest(c.var.actor, requestId(c), decision, input, c.var.meta))
}

export const requestsApi = apiRoutes()
  .get('/list', async (c) => {
    const query = RequestListQuery.parse(c.req.query())
    return c.json(await listRequests(c.var.actor, query, c.var.meta))
  })
  .post('/create', allowed(can, 'request.file'), async (c) => {
    const input = await validBody(c, RequestSchema)
    return c.json(await createRequest(c.var.actor, input, c.var.meta), 201)
  })
  .get('/detail/:id', async (c) => c.json(await getRequest(c.var.actor, requestId(c), c.var.meta)))
  .patch('/detail/:id', async (c) => {
    const id = requestId(c)
    const input = await validBody(c, RequestEditSchema)
    return c.json(await resubmitRequest(c.var.actor, id, input, c.var.meta))
  })
  .post('/detail/:id/approve', deciding('approve'))
  .post('/detail/:id/reject', deciding('reject'))
  .post('/detail/:id/request-changes', deciding('changes'))
  .post('/detail/:id/cancel', async (c) => {
    const id = requestId(c)
    const input = await validBody(c, CancelSchema)
    return c.json(await cancelRequest(c.var.actor, id, input, c.var.meta))
  })
  .post('/detail/:id/attachments', async (c) => {
    const id = requestId(c)
    const { upload } = await bodyWithFile(c)
    await attachFile(c.var.actor, id, upload, c.var.meta)
    return c.json(await getRequest(c.var.actor, id, c.var.meta), 201)
  })
  .get('/detail/:id/attachments/:fileId', async (c) => {
    const fileId = pathId(c.req.param('fileId'), REQUEST_MESSAGES.fileNotFound)
    return attachmentResponse(c.var.actor, requestId(c), fileId, c.var.meta)
  })
  .get('/user-requests/:id', async (c) => {
    const page = pageNumber.parse(c.req.query('page'))
    return c.json(await userRequests(c.var.actor, staffId(c), page, c.var.meta))
  })
  .get('/staff-requests-summary/:id', async (c) =>
    c.json(await staffRequestsSummary(c.var.actor, staffId(c), c.var.meta)),
  )
  .get('/staff-time-offs-detail/:id', async (c) => {
    const year = yearParam(c.req.query('year') ?? null, todayIso())
    return c.json(await staffTimeOffs(c.var.actor, staffId(c), year, c.var.meta))
  })
  .patch('/staff-time-offs-detail/:id', allowed(can, 'timeOff.adjust'), async (c) => {
    const id = staffId(c)
    const input = await validBody(c, BalanceAdjustmentSchema)
    return c.json(await adjustBalance(c.var.actor, id, input, c.var.meta))
  })
  .get('/types', async (c) => c.json(await listRequestTypes(c.var.actor)))
  .post('/types', allowed(can, 'requestType.manage'), async (c) => {
    const input = await validBody(c, RequestTypeSchema)
    return c.json(await createRequestType(c.var.actor, input, c.var.meta), 201)
  })
  .patch('/types/:id', allowed(can, 'requestType.manage'), async (c) => {
    const id = pathId(c.req.param('id'), REQUEST_MESSAGES.typeNotFound)
    const input = await validBody(c, RequestTypeEditSchema.omit({ id: true }))
    return c.json(await updateRequestType(c.var.actor, { ...input, id }, c.var.meta))
  })
  .get('/time-off-kinds', async (c) => c.json(await listTimeOffKinds(c.var.actor)))
  .post('/time-off-kinds', allowed(can, 'requestType.manage'), async (c) => {
    const input = await validBody(c, TimeOffKindSchema)
    return c.json(await createTimeOffKind(c.var.actor, input, c.var.meta), 201)
  })
  .patch('/time-off-kinds/:id', allowed(can, 'requestType.manage'), async (c) => {
    const id = pathId(c.req.param('id'), REQUEST_MESSAGES.kindNotFound)
    const input = await validBody(c, TimeOffKindEditSchema.omit({ id: true }))
    return c.json(await updateTimeOffKind(c.var.actor, { ...input, id }, c.var.meta))
  })
