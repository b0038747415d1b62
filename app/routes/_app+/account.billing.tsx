import {
  json,
  redirect,
  type MetaFunction,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import type { ReactNode } from 'react'
import type { FormReply } from '~/platform/form-reply'
import { useTranslation } from '~/components/translation'
import { Page } from '~/components/ui/page'
import { Button } from '~/components/ui/button'
import { ErrorSummary } from '~/components/ui/error-summary'
import { Field, type FieldErrors } from '~/components/ui/field'
import { Notice } from '~/components/ui/notice'
import { BILLING_MESSAGES } from '~/domains/billing/billing.messages'
import { ChoosePlanSchema, SubscriptionUpdateSchema } from '~/domains/billing/billing.schema'
import {
  billingOverview,
  chooseFreePlan,
  createPortalSession,
  startPremium,
  updateSubscription,
} from '~/domains/billing/billing.server'
import { PlanSummary } from '~/domains/billing/components/plan-summary'
import { appOrigin } from '~/platform/env.server'
import { redirectWithFlash } from '~/platform/flash.server'
import { handleIntents, intent } from '~/platform/forms.server'
import { signedIn } from '~/platform/request-context.server'
import { pageTitle } from '~/components/page-title'
import { msg } from '~/i18n'
import { NO_FIELDS } from '~/platform/form-fields'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Subscription'))

const BILLING_PATH = '/account/billing'

/** Company admins only: anyone else is refused here, not just shown no menu item. */
export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async ({ actor, meta }) => json(await billingOverview(actor, meta)))

async function backToBilling(message: string) {
  return redirectWithFlash(BILLING_PATH, { kind: 'success', message })
}

/** The page's forms, told apart by `intent`; each works without JavaScript. */
export const action = (args: ActionFunctionArgs) =>
  signedIn(args, async ({ actor, meta, request }) =>
    handleIntents(request, {
      free: intent(NO_FIELDS, async () =>
        backToBilling((await chooseFreePlan(actor, meta)).message),
      ),
      premium: intent(ChoosePlanSchema, async ({ users }) => {
        const returnUrl = `${appOrigin(request)}/auth/subscribe?redirectTo=${BILLING_PATH}`
        const result = await startPremium(actor, users, meta, returnUrl)
        return result.kind === 'redirect' ? redirect(result.url) : backToBilling(result.message)
      }),
      users: intent(SubscriptionUpdateSchema, async (input) => {
        await updateSubscription(actor, input, meta)
        return backToBilling(BILLING_MESSAGES.usersUpdated)
      }),
      portal: intent(NO_FIELDS, async () => {
        const returnUrl = `${appOrigin(request)}${BILLING_PATH}`
        return redirect((await createPortalSession(actor, meta, returnUrl)).access_url)
      }),
    }),
  )

export default function BillingPage() {
  const { t } = useTranslation()
  const { subscription, managedHere, canOpenPortal } = useLoaderData<typeof loader>()
  const lastResult = useActionData<typeof action>() as FormReply | undefined
  const formErrors = (lastResult?.error?.[''] ?? []).map((message) => t(message))
  const usersErrors = lastResult?.error?.users?.map((message) => t(message))
  const intent = lastResult?.initialValue?.intent
  const isPremium = subscription.subscription_plan === 'premium'
  return (
    <Page width="3xl" spaced title={t('Subscription')}>
      <ErrorSummary formErrors={formErrors} fieldErrors={{ [`${intent}-users`]: usersErrors }} />
      <PlanSummary subscription={subscription} />

      <section aria-labelledby="change-plan" className="mt-8">
        <h2 id="change-plan" className="mb-4 text-xl font-bold text-slate-900">
          {t('Change plan')}
        </h2>
        {!managedHere ? (
          <Notice kind="info">
            {t(
              'Your paid subscription is managed by the billing provider: use Manage billing to change it.',
            )}
          </Notice>
        ) : isPremium ? (
          <div className="grid gap-6 md:grid-cols-2">
            <PlanForm intent="users">
              <UsersField
                id="users-users"
                errors={intent === 'users' ? usersErrors : undefined}
                defaultValue={subscription.users ?? 5}
              />
              <Button variant="secondary">{t('Update users')}</Button>
            </PlanForm>
            <FreePlanForm submitLabel={t('Switch to Free')} />
          </div>
        ) : (
          <div className="grid gap-6 md:grid-cols-2">
            <PlanForm intent="premium">
              <input type="hidden" name="plan" value="premium" />
              <p className="mb-4 text-slate-700">{t('No limits on users or features')}</p>
              <UsersField
                id="premium-users"
                errors={intent === 'premium' ? usersErrors : undefined}
                defaultValue={5}
              />
              <Button>{t('Choose Premium')}</Button>
            </PlanForm>
            {subscription.subscription_plan === null ? (
              <FreePlanForm submitLabel={t('Choose Free')} />
            ) : null}
          </div>
        )}
      </section>

      {canOpenPortal ? (
        <section aria-labelledby="manage-billing" className="mt-8">
          <h2 id="manage-billing" className="mb-4 text-xl font-bold text-slate-900">
            {t('Manage billing')}
          </h2>
          <Form method="post">
            <input type="hidden" name="intent" value="portal" />
            <p className="mb-4 text-slate-700">
              {t('Update your card, see invoices or cancel in the billing portal.')}
            </p>
            <Button variant="secondary">{t('Manage billing')}</Button>
          </Form>
        </section>
      ) : null}
    </Page>
  )
}

/** One plan choice: a card-like form of its own, told apart by `intent`. */
function PlanForm({ intent, children }: { intent: string; children: ReactNode }) {
  return (
    <Form method="post" className="rounded-lg p-6 ring-1 ring-slate-300">
      <input type="hidden" name="intent" value={intent} />
      {children}
    </Form>
  )
}

function UsersField({
  id,
  errors,
  defaultValue,
}: {
  id: string
  errors: FieldErrors
  defaultValue: number
}) {
  const { t } = useTranslation()
  return (
    <Field
      label={t('Number of users')}
      errors={errors}
      inputProps={{
        id,
        name: 'users',
        type: 'number',
        min: 1,
        step: 1,
        required: true,
        defaultValue,
      }}
    />
  )
}

function FreePlanForm({ submitLabel }: { submitLabel: string }) {
  const { t } = useTranslation()
  return (
    <PlanForm intent="free">
      <p className="mb-4 text-slate-700">{t('The Free plan allows 1 user, with no card.')}</p>
      <Button variant="secondary">{submitLabel}</Button>
    </PlanForm>
  )
}
