import { msg } from '~/i18n'

/** What billing tells people (seed §8 texts verbatim where the seed has one). */
export const BILLING_MESSAGES = {
  createPlanFailed: msg('An error occurred while creating plan'),
  activateFailed: msg('Could not activate your plan, please contact support'),
  rateLimited: msg(
    'Subscription service is temporarily unavailable. Please try again in a few minutes.',
  ),
  processClosed: msg('Process Closed. Please select pricing plan to continue.'),
  /** Followed by the provider's reason, which stays in English. */
  unableToActivate: msg('Unable to activate subscription plan:'),
  adminOnly: msg('Only the company admin can choose or change the plan.'),
  freePlanUsers: msg(
    'The Free plan allows 1 user. Deactivate the other members of your company or choose Premium.',
  ),
  freePlanStats: msg('The Free plan allows up to 6 stats. Choose Premium to add more.'),
  freeChosen: msg('You are on the Free plan.'),
  trialStarted: msg('Your 15-day Premium trial has started.'),
  premiumActivated: msg('Your Premium plan is active.'),
  planActivated: msg('Your plan is active.'),
  usersUpdated: msg('Number of users updated.'),
  noPlan: msg('Your company has not chosen a plan yet.'),
  manageInProvider: msg(
    'Your paid subscription is managed by the billing provider: use Manage billing to change it.',
  ),
  licenceInvalid: msg('This licence code is not valid or has already been used.'),
  portalUnavailable: msg('Billing is managed in this app: there is no billing portal.'),
} as const
