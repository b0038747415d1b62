import { useTranslation } from '~/components/translation'
import type { SubscriptionDto } from '../billing.schema'
import { dateTimeFormat } from '~/i18n'

/** The company's plan at a glance: plan, status, trial days left, users and coupons. */
export function PlanSummary({ subscription }: { subscription: SubscriptionDto }) {
  const { t, i18n } = useTranslation()
  const plan = subscription.subscription_plan
  const status = subscription.status
  const date = (iso: string) =>
    dateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso))
  const rows: [string, string][] = [
    [t('Plan'), plan === 'premium' ? t('Premium') : plan === 'free' ? t('Free') : t('No Plan')],
  ]
  if (status) {
    rows.push([
      t('Status'),
      status === 'trial' ? t('Trial') : status === 'active' ? t('Active') : t('Cancelled'),
    ])
  }
  if (subscription.trial_days_left !== null) {
    rows.push([t('Trial days left'), String(subscription.trial_days_left)])
  }
  if (subscription.trial_ends_at && status === 'trial') {
    rows.push([t('Trial ends on'), date(subscription.trial_ends_at)])
  }
  if (subscription.users !== null) rows.push([t('Users'), String(subscription.users)])
  if (subscription.next_billing_at) {
    rows.push([t('Next billing date'), date(subscription.next_billing_at)])
  }
  return (
    <section
      aria-labelledby="current-plan"
      className="rounded-lg bg-white p-6 ring-1 ring-slate-200"
    >
      <h2
        id="current-plan"
        className="mb-4 flex items-center gap-3 text-xl font-bold text-slate-900"
      >
        {t('Current plan')}
        {subscription.lifetime_deal ? (
          <span className="rounded-full bg-green-100 px-3 py-1 text-sm font-semibold text-green-900">
            {t('LTD Active')}
          </span>
        ) : null}
      </h2>
      <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold text-slate-700">{label}</dt>
            <dd className="text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {subscription.coupon_data.length ? (
        <>
          <h3 className="mt-6 mb-2 text-lg font-semibold text-slate-900">{t('Coupons')}</h3>
          <ul className="list-disc ps-5 text-slate-700">
            {subscription.coupon_data.map(({ coupon, applied_at }) => (
              <li key={`${coupon.code}-${applied_at}`}>
                <span className="font-mono">{coupon.code}</span> —{' '}
                {coupon.duration_type === 'forever'
                  ? t('Lifetime (forever)')
                  : coupon.duration_type === 'one_time'
                    ? t('One time')
                    : t('Limited period')}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  )
}
