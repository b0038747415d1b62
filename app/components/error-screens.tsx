import { isRouteErrorResponse } from '@remix-run/react'
import { Link } from '~/components/ui/link'
import { useTranslation } from '~/components/translation'
import { msg } from '~/i18n'
import { buttonClasses } from './ui/button'

/** Seed §8: what a failed request says, by kind. */
export const SERVER_ERROR_MESSAGE = msg(
  'A server error occurred, Please try again or contact support to have it fixed immediately',
)
export const OTHER_ERROR_MESSAGE = msg('An error occurred')

/** The big status number and heading shared by the 404 and 403 screens. */
function StatusScreen({ status, title, text }: { status: number; title: string; text: string }) {
  const { t } = useTranslation()
  return (
    <main id="main" className="mx-auto max-w-xl px-6 py-24 text-center">
      <p className="text-7xl font-bold text-brand-600" aria-hidden="true">
        {status}
      </p>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">{title}</h1>
      <p className="mt-4 text-lg text-slate-700">{text}</p>
      <Link to="/account/dashboard" className={buttonClasses('primary', 'mt-8')}>
        {t('Go to Dashboard')}
      </Link>
    </main>
  )
}

export function NotFoundScreen() {
  const { t } = useTranslation()
  return (
    <StatusScreen
      status={404}
      title={t('Oops! Page Error found!')}
      text={t('The page you asked for does not exist, or you do not have access to it.')}
    />
  )
}

/** A page the person may not open (a role or an app they do not have). */
export function ForbiddenScreen() {
  const { t } = useTranslation()
  return (
    <StatusScreen
      status={403}
      title={t('You do not have permission to view this page.')}
      text={t('If you need it for your work, ask an administrator of your company for access.')}
    />
  )
}

/** Seed §2.7: one of 20 management tips, to make a bad moment a little useful. */
export const MANAGEMENT_TIPS = [
  msg('Praise in public, coach in private.'),
  msg('Write down decisions and who made them; memory is a poor archive.'),
  msg('Ask your team what slows them down, then remove one obstacle this week.'),
  msg('A clear "no" today beats a vague "maybe" that lingers for weeks.'),
  msg('Hold one-to-ones even when nothing is wrong; that is when trust is built.'),
  msg('Delegate outcomes, not tasks.'),
  msg('Document a process the second time you do it.'),
  msg('Start meetings with the decision you need, not the background.'),
  msg('Check that new hires know whom to ask for help on day one.'),
  msg('Give feedback within a day of what happened, while it is still useful.'),
  msg('Celebrate finished work, not just busy work.'),
  msg('Make onboarding checklists short enough that people actually finish them.'),
  msg('Share the why behind a change before the what.'),
  msg('When everything is a priority, nothing is: rank the list.'),
  msg('Listen to understand, not to reply.'),
  msg('Keep the knowledge base current: outdated guidance is worse than none.'),
  msg('Set a review date on every policy you publish.'),
  msg('Measure a few things that matter rather than everything that moves.'),
  msg('Protect focus time for your team as carefully as meeting time.'),
  msg('End each week by noting one thing to improve next week.'),
] as const

/**
 * The tip for a moment in time. Chosen by the clock rather than Math.random so the server and
 * the browser render the same tip.
 */
export function managementTipAt(date: Date): string {
  return MANAGEMENT_TIPS[date.getMinutes() % MANAGEMENT_TIPS.length]!
}

/**
 * Seed §2.7: 'Something went wrong!' with advice and a management tip. `detail` is the §8 line
 * saying what kind of failure it was (none on the page users are sent to on purpose).
 */
export function ErrorScreen({ tip, detail }: { tip: string; detail?: string }) {
  const { t } = useTranslation()
  return (
    <main id="main" className="mx-auto max-w-xl px-6 py-24">
      <h1 className="text-3xl font-bold text-slate-900">{t('Something went wrong!')}</h1>
      {detail ? <p className="mt-4 text-lg font-semibold text-slate-900">{t(detail)}</p> : null}
      <p className="mt-4 text-lg text-slate-700">
        {t(
          'We could not finish what you asked. You can try another way to do it, wait about 10 minutes and try again, or contact support.',
        )}
      </p>
      <section className="mt-8 rounded-md bg-brand-50 p-4" aria-labelledby="tip-title">
        <h2 id="tip-title" className="font-semibold text-slate-900">
          {t('Management tip')}
        </h2>
        <p className="mt-1 text-slate-800">{t(tip)}</p>
      </section>
      <a href="/account/dashboard" className={buttonClasses('primary', 'mt-8')}>
        {t('Go to Dashboard')}
      </a>
    </main>
  )
}

/**
 * Remix hides a server failure's details in production and hands the page this error instead
 * (for a thrown Error or a crash while rendering on the server).
 */
const HIDDEN_SERVER_ERROR = 'Unexpected Server Error'

/** The §8 line for a failure: 5xx and hidden server errors, else the generic one. */
export function errorDetail(error: unknown): string {
  if (isRouteErrorResponse(error)) {
    return error.status >= 500 ? SERVER_ERROR_MESSAGE : OTHER_ERROR_MESSAGE
  }
  return error instanceof Error && error.message === HIDDEN_SERVER_ERROR
    ? SERVER_ERROR_MESSAGE
    : OTHER_ERROR_MESSAGE
}

/** What the root error boundary shows for a thrown Response or error. */
export function RouteErrorScreen({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundScreen />
  if (isRouteErrorResponse(error) && error.status === 403) return <ForbiddenScreen />
  return <ErrorScreen tip={managementTipAt(new Date())} detail={errorDetail(error)} />
}
