import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData, useNavigate } from '@remix-run/react'
import { Link } from '~/components/ui/link'
import { useEffect } from 'react'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { buttonClasses } from '~/components/ui/button'
import { AuthCard } from '~/domains/accounts/components/auth-card'
import { announceSignIn, TABS_AUTH_PATH } from '~/domains/accounts/components/tabs-sign-in'
import { msg } from '~/i18n'
import { getOptionalActor, safeRedirectPath, SIGNIN_PATH } from '~/platform/auth.server'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Signing in your tabs'))

/**
 * An open route (seed 000 §2.1): a sign-in made with JavaScript passes through here, so the
 * browser's other tabs hear of it. Only a path of this site is followed (`next`); the page reads
 * the session cookie and changes nothing, so opening it is harmless.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const next = safeRedirectPath(new URL(request.url).searchParams.get('next'))
  const signedIn = (await getOptionalActor(request)) !== null
  const here = `${TABS_AUTH_PATH}?${new URLSearchParams({ next })}`
  return json({
    signedIn,
    next,
    signInHref: `${SIGNIN_PATH}?${new URLSearchParams({ redirectTo: here })}`,
  })
}

export default function TabsAuthPage() {
  const { t } = useTranslation()
  const { signedIn, next, signInHref } = useLoaderData<typeof loader>()
  const navigate = useNavigate()
  useEffect(() => {
    if (!signedIn) return
    announceSignIn()
    navigate(next, { replace: true })
  }, [signedIn, next, navigate])
  if (!signedIn) {
    return (
      <AuthCard
        title={t('Sign in once for every tab')}
        intro={t(
          'Signing in in one tab of this browser signs in its other tabs too: those waiting on the sign-in page go on by themselves, others after a reload.',
        )}
      >
        <Link to={signInHref} className={buttonClasses('primary', 'w-full text-center')}>
          {t('Sign in')}
        </Link>
      </AuthCard>
    )
  }
  return (
    <AuthCard
      title={t('You are signed in')}
      intro={t(
        'Your other tabs of this browser are signed in too; reload any that still show the sign-in page.',
      )}
    >
      <Link to={next} className={buttonClasses('primary', 'w-full text-center')}>
        {t('Continue')}
      </Link>
    </AuthCard>
  )
}
