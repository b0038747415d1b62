import {
  json,
  redirect,
  type MetaFunction,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import type { FormReply } from '~/platform/form-reply'
import { useTranslation } from '~/components/translation'
import { FlashMessage } from '~/components/flash-message'
import { ErrorSummary } from '~/components/ui/error-summary'
import { Notice } from '~/components/ui/notice'
import { isCompanyAdmin } from '~/platform/actor'
import { BILLING_MESSAGES } from '~/domains/billing/billing.messages'
import { ChoosePlanSchema } from '~/domains/billing/billing.schema'
import { choosePlan, hostedCheckoutReturn } from '~/domains/billing/billing.server'
import { PlanChoice } from '~/domains/billing/components/plan-choice'
import { safeRedirectPath } from '~/platform/auth.server'
import { appOrigin } from '~/platform/env.server'
import { isAppError } from '~/platform/errors.server'
import { redirectWithFlash } from '~/platform/flash.server'
import { handleForm } from '~/platform/forms.server'
import { signedIn } from '~/platform/request-context.server'
import { pageTitle } from '~/components/page-title'
import { msg } from '~/i18n'

const DASHBOARD_PATH = '/account/dashboard'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Choose Plan'))

/**
 * The plan page. The hosted checkout sends the buyer back here with `?id=…&state=…`: a
 * completed checkout continues to /checkout_redirect/…/, an abandoned one shows the seed's
 * 'Process Closed' warning.
 */
export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async ({ actor, request }) => {
    const url = new URL(request.url)
    const hostedPageId = url.searchParams.get('id')
    const state = url.searchParams.get('state')
    let closed = Boolean(state) && state !== 'succeeded'
    let providerError: string | null = null
    if (hostedPageId && state === 'succeeded') {
      try {
        const result = await hostedCheckoutReturn(hostedPageId)
        if (result.kind === 'completed') throw redirect(result.path)
        closed = true
      } catch (error) {
        if (!isAppError(error)) throw error
        providerError = error.message
      }
    }
    return json({
      canChoose: isCompanyAdmin(actor),
      redirectTo: safeRedirectPath(url.searchParams.get('redirectTo')),
      closed,
      providerError,
      currentPlan: actor.subscription?.plan ?? null,
    })
  })

export const action = (args: ActionFunctionArgs) =>
  signedIn(args, async ({ actor, meta, request }) =>
    handleForm(request, ChoosePlanSchema, async (input) => {
      // '/' only redirects on to the dashboard; going there directly keeps the flash for it
      // (with JavaScript, the in-between load of '/' would read and clear it).
      const redirectTo = safeRedirectPath(input.redirectTo, DASHBOARD_PATH).replace(
        /^\/$/,
        DASHBOARD_PATH,
      )
      const returnUrl = `${appOrigin(request)}/auth/subscribe?${new URLSearchParams({ redirectTo })}`
      const result = await choosePlan(actor, input, meta, returnUrl)
      if (result.kind === 'redirect') return redirect(result.url)
      return redirectWithFlash(redirectTo, { kind: 'success', message: result.message })
    }),
  )

export default function SubscribePage() {
  const { t } = useTranslation()
  const { canChoose, redirectTo, closed, providerError, currentPlan } =
    useLoaderData<typeof loader>()
  const lastResult = useActionData<typeof action>() as FormReply | undefined
  const formErrors = lastResult?.error?.[''] ?? []
  const usersErrors = lastResult?.error?.users ?? undefined
  const freeFailed = lastResult?.initialValue?.plan === 'free' && formErrors.length > 0
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-12">
      <p className="mb-6 text-center text-2xl font-bold tracking-tight text-brand-700">
        Groundwork
      </p>
      <div className="rounded-lg bg-white p-8 shadow-sm ring-1 ring-slate-200">
        <FlashMessage />
        <h1 className="mb-2 text-2xl font-bold text-slate-900">{t('Choose Plan')}</h1>
        <p className="mb-6 text-slate-700">
          {currentPlan
            ? t('Your company is on the {{plan}} plan. You can change it here.', {
                plan: currentPlan === 'free' ? t('Free') : t('Premium'),
              })
            : t('Pick the plan that fits your company. You can change it later.')}
        </p>
        {closed ? <Notice kind="info">{t(BILLING_MESSAGES.processClosed)}</Notice> : null}
        {providerError ? <Notice kind="error">{t(providerError)}</Notice> : null}
        {freeFailed ? <Notice kind="error">{t(BILLING_MESSAGES.createPlanFailed)}</Notice> : null}
        <ErrorSummary
          formErrors={formErrors.map((message) => t(message))}
          fieldErrors={{ 'plan-premium-users': usersErrors?.map((message) => t(message)) }}
        />
        <PlanChoice
          redirectTo={redirectTo}
          canChoose={canChoose}
          usersErrors={usersErrors?.map((message) => t(message))}
        />
      </div>
    </main>
  )
}
