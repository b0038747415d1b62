import { msg } from '~/i18n'
import type { Actor } from '~/platform/actor'
import type { OnboardingStep } from '~/platform/actor'

/** The onboarding screen of seed §2.5: its steps, their order and where each button leads. */

export type FlowStep = Exclude<OnboardingStep, 'done'>

export const STEP_LABELS: Record<FlowStep, string> = {
  personal: msg('Personal Information'),
  apps: msg('Activate Apps'),
  plan: msg('Choose Plan'),
}

export const ONBOARDING_PATH = '/auth/onboarding'
export const DASHBOARD_PATH = '/account/dashboard'

/** An app-deal (lifetime licence) company has its plan already: no Choose Plan step. */
export function stepsFor(company: { appSumoLicense: boolean }): FlowStep[] {
  return company.appSumoLicense ? ['personal', 'apps'] : ['personal', 'apps', 'plan']
}

/** The stored step as this company's steps know it (a 'plan' left over from before a licence is the end). */
export function currentStep(stored: OnboardingStep, steps: FlowStep[]): OnboardingStep {
  return stored === 'done' || steps.includes(stored) ? stored : 'done'
}

export type OnboardingMove = 'back' | 'forward' | 'finish' | 'reset'

/** Where a button leads from `step`: Back stops at the first step, forward past the last is done. */
export function stepAfterMove(
  step: OnboardingStep,
  steps: FlowStep[],
  move: OnboardingMove,
): OnboardingStep {
  const at = step === 'done' ? steps.length : steps.indexOf(step)
  switch (move) {
    case 'reset':
      return steps[0]!
    case 'finish':
      return 'done'
    case 'back':
      return steps[Math.max(0, at - 1)]!
    case 'forward':
      return steps[at + 1] ?? 'done'
  }
}

/**
 * Who sees onboarding: a company without a plan (until one is chosen), and an app-deal company
 * (plan from registration) until its person pressed Finish. Everyone else goes to the dashboard.
 */
export function needsOnboarding(
  actor: Pick<Actor, 'subscription' | 'appSumoLicense' | 'onboardingStep'>,
): boolean {
  if (!actor.subscription) return true
  return actor.appSumoLicense && actor.onboardingStep !== 'done'
}
