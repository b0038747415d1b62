import { Link } from '@remix-run/react'
import { buttonClasses } from './ui/button'

export function NotFoundScreen() {
  return (
    <main id="main" className="mx-auto max-w-xl px-6 py-24 text-center">
      <p className="text-7xl font-bold text-brand-600" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">Oops! Page Error found!</h1>
      <p className="mt-4 text-lg text-slate-700">
        The page you asked for does not exist, or you do not have access to it.
      </p>
      <Link to="/account/dashboard" className={buttonClasses('primary', 'mt-8')}>
        Go to Dashboard
      </Link>
    </main>
  )
}

/** Seed §2.7: one of 20 management tips, to make a bad moment a little useful. */
export const MANAGEMENT_TIPS = [
  'Praise in public, coach in private.',
  'Write down decisions and who made them; memory is a poor archive.',
  'Ask your team what slows them down, then remove one obstacle this week.',
  'A clear "no" today beats a vague "maybe" that lingers for weeks.',
  'Hold one-to-ones even when nothing is wrong; that is when trust is built.',
  'Delegate outcomes, not tasks.',
  'Document a process the second time you do it.',
  'Start meetings with the decision you need, not the background.',
  'Check that new hires know whom to ask for help on day one.',
  'Give feedback within a day of what happened, while it is still useful.',
  'Celebrate finished work, not just busy work.',
  'Make onboarding checklists short enough that people actually finish them.',
  'Share the why behind a change before the what.',
  'When everything is a priority, nothing is: rank the list.',
  'Listen to understand, not to reply.',
  'Keep the knowledge base current: outdated guidance is worse than none.',
  'Set a review date on every policy you publish.',
  'Measure a few things that matter rather than everything that moves.',
  'Protect focus time for your team as carefully as meeting time.',
  'End each week by noting one thing to improve next week.',
] as const

/**
 * The tip for a moment in time. Chosen by the clock rather than Math.random so the server and
 * the browser render the same tip.
 */
export function managementTipAt(date: Date): string {
  return MANAGEMENT_TIPS[date.getMinutes() % MANAGEMENT_TIPS.length]!
}

export function ErrorScreen({ tip }: { tip: string }) {
  return (
    <main id="main" className="mx-auto max-w-xl px-6 py-24">
      <h1 className="text-3xl font-bold text-slate-900">Something went wrong!</h1>
      <p className="mt-4 text-lg text-slate-700">
        We could not finish what you asked. You can try another way to do it, wait about 10 minutes
        and try again, or contact support through the chat.
      </p>
      <section className="mt-8 rounded-md bg-brand-50 p-4" aria-labelledby="tip-title">
        <h2 id="tip-title" className="font-semibold text-slate-900">
          Management tip
        </h2>
        <p className="mt-1 text-slate-800">{tip}</p>
      </section>
      <a href="/account/dashboard" className={buttonClasses('primary', 'mt-8')}>
        Go to Dashboard
      </a>
    </main>
  )
}
