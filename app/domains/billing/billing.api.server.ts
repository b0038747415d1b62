import { allowedBy, apiRoutes, validBody } from '~/platform/api.server'
import { appOrigin } from '~/platform/env.server'
import { BILLING_MESSAGES } from './billing.messages'
import { CheckoutRedirectSchema, SubscriptionUpdateSchema } from './billing.schema'
import {
  authorizeBilling,
  chooseFreePlan,
  createPortalSession,
  getMySubscription,
  recordCheckout,
  updateSubscription,
} from './billing.server'

/** subscription/api/* (seed §7 Subscription). */
export const billingApi = apiRoutes()
  .post('/create-free-plan', async (c) => {
    const actor = c.var.actor
    const { message } = await chooseFreePlan(actor, c.var.meta)
    return c.json({ message }, 201)
  })
  .get('/my-subscription', async (c) => {
    const actor = c.var.actor
    return c.json(await getMySubscription(actor, c.var.meta))
  })
  .patch(
    '/my-subscription-update',
    allowedBy(({ actor, meta }) => authorizeBilling(actor, 'billing.manage', meta)),
    async (c) => {
      const actor = c.var.actor
      const input = await validBody(c, SubscriptionUpdateSchema)
      return c.json(await updateSubscription(actor, input, c.var.meta))
    },
  )
  .post('/create-chargebee-portal-session', async (c) => {
    const actor = c.var.actor
    const returnUrl = `${appOrigin(c.req.raw)}/account/billing`
    return c.json(await createPortalSession(actor, c.var.meta, returnUrl))
  })
  .post('/checkout-redirect', async (c) => {
    const { actor, meta } = c.var
    await recordCheckout(await validBody(c, CheckoutRedirectSchema), meta, actor)
    return c.json({
      message: BILLING_MESSAGES.planActivated,
      subscription: await getMySubscription(actor, meta),
    })
  })
