import { type LoaderFunctionArgs } from '@remix-run/node'
import { BILLING_MESSAGES } from '~/domains/billing/billing.messages'
import { CheckoutRedirectSchema } from '~/domains/billing/billing.schema'
import { recordCheckout } from '~/domains/billing/billing.server'
import { getOptionalActor } from '~/platform/auth.server'
import { isAppError } from '~/platform/errors.server'
import { redirectWithFlash } from '~/platform/flash.server'
import { requestMeta } from '~/platform/request-meta.server'

/**
 * /checkout_redirect/{customer_id}/{subscription_id}/{next_billing_at}/ — where a completed
 * checkout lands (seed §2.1: open even to a signed-out visitor). recordCheckout trusts nothing
 * in the URL: it retrieves the subscription from the provider before recording it.
 */
async function backToPlans(message: string) {
  return redirectWithFlash('/auth/subscribe', { kind: 'error', message })
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const parsed = CheckoutRedirectSchema.safeParse({
    customer_id: params.customerId,
    subscription_id: params.subscriptionId,
    next_billing_at: params.nextBillingAt,
  })
  if (!parsed.success) return backToPlans(BILLING_MESSAGES.activateFailed)
  const actor = await getOptionalActor(request, context)
  try {
    const { status } = await recordCheckout(parsed.data, requestMeta(request), actor)
    const message =
      status === 'trial' ? BILLING_MESSAGES.trialStarted : BILLING_MESSAGES.premiumActivated
    return redirectWithFlash('/account/dashboard', { kind: 'success', message })
  } catch (error) {
    if (!isAppError(error)) throw error
    return backToPlans(error.message)
  }
}
