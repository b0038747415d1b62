import type { Context } from 'hono'
import { allowed, apiRoutes, pathId, validBody } from '~/platform/api.server'
import { LOOKUP_KINDS, type LookupKind } from './purchase-requests.constants'
import { can } from './purchase-requests.policy'
import {
  DecisionSchema,
  LookupCreateSchema,
  LookupUpdateSchema,
  PaymentSchema,
  PURCHASE_MESSAGES,
  PurchaseListQuery,
  PurchaseRequestSchema,
  RejectionSchema,
  SettingsSchema,
} from './purchase-requests.schema'
import {
  createPurchaseRequest,
  listPurchaseRequests,
  purchaseRequestDetail,
} from './purchase-requests.server'
import { takeStep, type PurchaseStep } from './purchase-transitions.server'
import {
  createLookup,
  deleteLookup,
  listLookups,
  purchaseSettingsOf,
  updateLookup,
  updatePurchaseSettings,
} from './purchase-settings.server'
import { db } from '~/platform/db.server'

const idOf = (c: Context) => pathId(c.req.param('id'), PURCHASE_MESSAGES.notFound)
const asker = (c: Context) => ({ actor: c.var.actor, meta: c.var.meta })

/** The path of each lookup list (seed §7: purchase-method/, purchase-type/, set-aside/). */
const LOOKUP_PATHS: Record<LookupKind, string> = {
  purchase_method: '/purchase-method',
  purchase_type: '/purchase-type',
  set_aside: '/set-aside',
}

const STEP_SCHEMAS = {
  approve: DecisionSchema,
  reject: RejectionSchema,
  pay: PaymentSchema,
  cancel: DecisionSchema,
} satisfies Record<PurchaseStep, unknown>

const configure = allowed(can, 'purchase.configure')

/**
 * purchase_requisition/api/ (seed 001 §7: `detail/{id}/` and the three lookups; the rest are
 * the calls the pages make, on the same services).
 */
let purchaseApi = apiRoutes()
  .get('/list', async (c) =>
    c.json(await listPurchaseRequests(asker(c), PurchaseListQuery.parse(c.req.query()))),
  )
  .post('/create', async (c) =>
    c.json(await createPurchaseRequest(asker(c), await validBody(c, PurchaseRequestSchema)), 201),
  )
  .get('/detail/:id', async (c) => c.json(await purchaseRequestDetail(asker(c), idOf(c))))
  .get('/settings', async (c) => c.json(await purchaseSettingsOf(db, c.var.actor)))
  .patch('/settings', configure, async (c) =>
    c.json(await updatePurchaseSettings(asker(c), await validBody(c, SettingsSchema))),
  )

for (const step of Object.keys(STEP_SCHEMAS) as PurchaseStep[]) {
  purchaseApi = purchaseApi.post(`/detail/:id/${step}`, async (c) => {
    const input = await validBody(c, STEP_SCHEMAS[step])
    await takeStep(asker(c), idOf(c), step, input)
    return c.json(await purchaseRequestDetail(asker(c), idOf(c)))
  })
}

for (const kind of LOOKUP_KINDS) {
  const path = LOOKUP_PATHS[kind]
  purchaseApi = purchaseApi
    .get(path, async (c) => c.json(await listLookups(c.var.actor, kind)))
    .post(path, configure, async (c) => {
      const { name } = await validBody(c, LookupCreateSchema)
      return c.json(await createLookup(asker(c), kind, name), 201)
    })
    .patch(`${path}/:id`, configure, async (c) =>
      c.json(await updateLookup(asker(c), idOf(c), await validBody(c, LookupUpdateSchema), kind)),
    )
    .delete(`${path}/:id`, configure, async (c) => {
      await deleteLookup(asker(c), idOf(c), kind)
      return c.body(null, 204)
    })
}

export { purchaseApi }
