import { and, eq } from 'drizzle-orm'
import { audit } from '~/platform/audit.server'
import { db } from '~/platform/db.server'
import { ownedBy } from '~/platform/tenancy.server'
import type { RequestMeta } from '~/platform/request-meta.server'
import type { Actor } from '~/platform/actor'
import { type OnboardingStep } from '~/platform/actor'
import { memberships } from '../accounts/accounts.tables'
import { subscriptions } from '../billing/billing.tables'
import {
  currentStep,
  ONBOARDING_PATH,
  stepAfterMove,
  stepsFor,
  type OnboardingMove,
} from './onboarding'

/** Moves the actor through onboarding; the step is stored, so a reload shows the same one. */
export async function moveOnboarding(
  actor: Actor,
  move: OnboardingMove,
  meta: RequestMeta,
): Promise<OnboardingStep> {
  const steps = stepsFor(actor)
  const from = currentStep(actor.onboardingStep, steps)
  const to = stepAfterMove(from, steps, move)
  await db.transaction(async (tx) => {
    await tx
      .update(memberships)
      .set({ onboardingStep: to, updatedAt: new Date() })
      .where(eq(memberships.id, actor.membershipId))
    await audit(tx, meta, {
      action: 'onboarding.step',
      companyId: actor.companyId,
      actorUserId: actor.userId,
      entityType: 'membership',
      entityId: actor.membershipId,
      details: { move, from, to },
    })
  })
  return to
}

/**
 * Where sign-in leads (seed §2.1): a person whose company has no plan goes to onboarding at the
 * choose-plan step (remembered, so a reload stays there); anyone else where they asked to go.
 */
export async function landingAfterSignIn(
  signedIn: { userId: number; companyId: number },
  redirectTo: string,
  meta: RequestMeta,
): Promise<string> {
  const [plan] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(ownedBy(subscriptions, signedIn))
  if (plan) return redirectTo
  await db.transaction(async (tx) => {
    const [membership] = await tx
      .update(memberships)
      .set({ onboardingStep: 'plan', updatedAt: new Date() })
      .where(and(eq(memberships.userId, signedIn.userId), ownedBy(memberships, signedIn)))
      .returning({ id: memberships.id })
    await audit(tx, meta, {
      action: 'onboarding.step',
      companyId: signedIn.companyId,
      actorUserId: signedIn.userId,
      entityType: 'membership',
      entityId: membership?.id,
      details: { move: 'signin', to: 'plan' },
    })
  })
  return ONBOARDING_PATH
}
