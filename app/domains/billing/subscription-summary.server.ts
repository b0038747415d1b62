import { and, eq } from 'drizzle-orm'
import type { Actor } from '../accounts/accounts.policy'
import { db } from '~/platform/db.server'
import { companyCoupons } from './billing.tables'
import { subscriptionLabel, type SubscriptionLabel } from './subscription-label'

/** The header's subscription label for the actor's company: one indexed lookup. */
export async function loadSubscriptionLabel(
  actor: Pick<Actor, 'companyId' | 'subscription'>,
): Promise<SubscriptionLabel> {
  const [forever] = await db
    .select({ id: companyCoupons.id })
    .from(companyCoupons)
    .where(
      and(
        eq(companyCoupons.companyId, actor.companyId),
        eq(companyCoupons.durationType, 'forever'),
      ),
    )
    .limit(1)
  return subscriptionLabel(actor.subscription, Boolean(forever))
}
