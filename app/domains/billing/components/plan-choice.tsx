import { Form, useNavigation, useSearchParams } from '@remix-run/react'
import { useTranslation } from '~/components/translation'
import { Button } from '~/components/ui/button'
import { Field } from '~/components/ui/field'
import { Notice } from '~/components/ui/notice'
import { DEFAULT_CHECKOUT_USERS, MAX_CHECKOUT_USERS, usersFromQuery } from '../billing.schema'

export const SUBSCRIBE_PATH = '/auth/subscribe'

export interface PlanChoiceProps {
  /** Where to go once the plan is chosen (a path of this site). */
  redirectTo: string
  /** Only the company admin chooses; others are told so (the server refuses them too). */
  canChoose: boolean
  /** Premium users; by default the `users` query parameter, else 5 (seed §9). */
  defaultUsers?: number
  /** Messages next to the users field, from the last submission. */
  usersErrors?: string[]
}

/**
 * The two plans (seed §9) as two plain forms posting to /auth/subscribe, so choosing works
 * without JavaScript wherever this is embedded (onboarding, the subscribe page).
 */
export function PlanChoice({ redirectTo, canChoose, defaultUsers, usersErrors }: PlanChoiceProps) {
  const { t } = useTranslation()
  const [searchParams] = useSearchParams()
  const navigation = useNavigation()
  const submittingPlan =
    navigation.state === 'submitting' && navigation.formAction === SUBSCRIBE_PATH
      ? navigation.formData?.get('plan')
      : null
  const users = defaultUsers ?? usersFromQuery(searchParams.get('users')) ?? DEFAULT_CHECKOUT_USERS

  return (
    <div>
      {canChoose ? null : (
        <Notice kind="info">
          {t('Your company admin must choose a plan before you can continue.')}
        </Notice>
      )}
      <ul className="grid gap-6 md:grid-cols-2" aria-label={t('Plans')}>
        <li className="flex flex-col rounded-lg p-6 ring-1 ring-slate-300">
          <h2 className="text-xl font-bold text-slate-900">{t('Free')}</h2>
          <p className="mt-1 text-2xl font-semibold text-slate-900">{t('$0')}</p>
          <ul className="mt-4 mb-6 list-disc space-y-1 ps-5 text-slate-700">
            <li>{t('1 user')}</li>
            <li>{t('Up to 6 stats')}</li>
            <li>{t('No card needed')}</li>
          </ul>
          {canChoose ? (
            <Form method="post" action={SUBSCRIBE_PATH} className="mt-auto">
              <input type="hidden" name="plan" value="free" />
              <input type="hidden" name="users" value="1" />
              <input type="hidden" name="redirectTo" value={redirectTo} />
              <Button variant="secondary" className="w-full" disabled={Boolean(submittingPlan)}>
                {submittingPlan === 'free' ? t('Choosing…') : t('Choose Free')}
              </Button>
            </Form>
          ) : null}
        </li>
        <li className="flex flex-col rounded-lg p-6 ring-2 ring-brand-600">
          <h2 className="text-xl font-bold text-slate-900">{t('Premium')}</h2>
          <p className="mt-1 text-2xl font-semibold text-slate-900">{t('15-day free trial')}</p>
          <ul className="mt-4 mb-6 list-disc space-y-1 ps-5 text-slate-700">
            <li>{t('No limits on users or features')}</li>
            <li>{t('Billed per user each month after the trial')}</li>
          </ul>
          {canChoose ? (
            <Form method="post" action={SUBSCRIBE_PATH} className="mt-auto">
              <input type="hidden" name="plan" value="premium" />
              <input type="hidden" name="redirectTo" value={redirectTo} />
              <Field
                label={t('Number of users')}
                errors={usersErrors}
                inputProps={{
                  id: 'plan-premium-users',
                  name: 'users',
                  type: 'number',
                  min: 1,
                  max: MAX_CHECKOUT_USERS,
                  step: 1,
                  required: true,
                  defaultValue: users,
                  inputMode: 'numeric',
                }}
              />
              <Button className="w-full" disabled={Boolean(submittingPlan)}>
                {submittingPlan === 'premium' ? t('Choosing…') : t('Start Premium trial')}
              </Button>
            </Form>
          ) : null}
        </li>
      </ul>
    </div>
  )
}
