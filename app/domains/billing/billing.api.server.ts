import { Hono } from 'hono'
import { validBody } from '~/platform/api.server'
import { requireApiActor } from '~/platform/auth.server'
import { appOrigin } from '~/platform/env.server'
import { requestMeta } from '~/platform/request-meta.server'
import { BILLING_MESSAGES } from './billing.messages'
import { CheckoutRedirectSchema, SubscriptionUpdateSchema } from './billing.schema'
import {
  chooseFreePlan,
  createPortalSession,
  getMySubscription,
  recordCheckout,
  updateSubscription,
} from './billing.server'

/** subscription/api/* (seed §7 Subscription). */
export const billingApi = new Hono({ strict: false })
  .post('/create-free-plan', async (c) => {
    const actor = await requireApiActor(c.req.raw)
    const { message } = await chooseFreePlan(actor, requestMeta(c.req.raw))
    return c.json({ message }, 201)
  })
  .get('/my-subscription', async (c) => {
    const actor = await requireApiActor(c.req.raw)
    return c.json(await getMySubscription(actor, requestMeta(c.req.raw)))
  })
  .patch('/my-subscription-update', async (c) => {
    const actor = await requireApiActor(c.req.raw)
    const input = await validBody(c, SubscriptionUpdateSchema)
    return c.json(await updateSubscription(actor, input, requestMeta(c.req.raw)))
  })
  .post('/create-chargebee-portal-session', async (c) => {
    const actor = await requireApiActor(c.req.raw)
    const returnUrl = `${appOrigin(c.req.raw)}/account/billing`
    return c.json(await createPortalSession(actor, requestMeta(c.req.raw), returnUrl))
  })
  .post('/checkout-redirect', async (c) => {
    const actor = await requireApiActor(c.req.raw)
    const meta = requestMeta(c.req.raw)
    await recordCheckout(await validBody(c, CheckoutRedirectSchema), meta, actor)
    return c.json({
      message: BILLING_MESSAGES.planActivated,
      subscription: await getMySubscription(actor, meta),
    })
  })
