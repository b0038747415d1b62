import { getFormProps } from '@conform-to/react'
import {
  json,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { Form, useActionData, useNavigation, useSearchParams } from '@remix-run/react'
import { Link } from '~/components/ui/link'
import { useTranslation } from '~/components/translation'
import { SignInSchema, type SignInInput } from '~/domains/accounts/accounts.schema'
import { signIn } from '~/domains/accounts/accounts.server'
import { AuthCard } from '~/domains/accounts/components/auth-card'
import {
  throughTabsAuth,
  useReloadOnSignInElsewhere,
} from '~/domains/accounts/components/tabs-sign-in'
import { useHydrated } from '~/components/use-hydrated'
import { landingAfterSignIn } from '~/domains/onboarding/onboarding.server'
import { handOverAtSignIn, redeemReferralToken } from '~/domains/shell/referral.server'
import { Button } from '~/components/ui/button'
import { FormErrorSummary, FormField, useSchemaForm } from '~/components/ui/form'
import {
  knownDeviceCookieHeader,
  knownUserIds,
  redirectIfSignedIn,
  redirectSignedIn,
  safeRedirectPath,
} from '~/platform/auth.server'
import { handleForm } from '~/platform/forms.server'
import { requestMeta } from '~/platform/request-meta.server'
import { pageTitle } from '~/components/page-title'
import { msg } from '~/i18n'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Sign in'))

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url)
  // The §2.4 hand-over from another origin of this deployment: a one-time token signs the user
  // in here and continues to the page they were on. A spent or forged token just shows the form.
  if (url.searchParams.get('autoLogin') === 'true') {
    const meta = requestMeta(request)
    const session = await redeemReferralToken(url.searchParams.get('token') ?? '', meta)
    if (session) {
      const redirectTo = safeRedirectPath(url.searchParams.get('redirect'), '/account/dashboard')
      const landing = await landingAfterSignIn(session, redirectTo, meta)
      return redirectSignedIn(request, session.token, landing)
    }
  }
  await redirectIfSignedIn(request)
  return json(null)
}

export async function action({ request }: ActionFunctionArgs) {
  const formData = await request.formData()
  const redirectTo = safeRedirectPath(formData.get('redirectTo'))
  return handleForm(
    request,
    SignInSchema,
    async (credentials) => {
      const meta = requestMeta(request)
      const signedIn = await signIn(credentials, meta, 'browser', await knownUserIds(request))
      // This browser is now known for the account: others' failed guesses do not slow it.
      const knownDevice = await knownDeviceCookieHeader(request, signedIn.userId)
      const handOver = await handOverAtSignIn(signedIn.token, request.url, redirectTo, meta)
      if (handOver) return redirect(handOver, { headers: { 'Set-Cookie': knownDevice } })
      const landing = await landingAfterSignIn(signedIn, redirectTo, meta)
      // Signed in with JavaScript: the landing page is reached through /auth/tabs-auth, which
      // tells the browser's other tabs. Only here, after the hand-over and landing rules have
      // read the page the person asked for.
      const next = formData.get('tellOtherTabs') === '1' ? throughTabsAuth(landing) : landing
      const response = await redirectSignedIn(request, signedIn.token, next)
      response.headers.append('Set-Cookie', knownDevice)
      return response
    },
    { formData, hideFields: ['password'] },
  )
}

export default function SignInPage() {
  const { t } = useTranslation()
  const lastResult = useActionData<typeof action>()
  const [searchParams] = useSearchParams()
  const redirectTo = searchParams.get('redirectTo') ?? ''
  const busy = useNavigation().state === 'submitting'
  // With JavaScript, signing in here tells the browser's other tabs (via /auth/tabs-auth), and
  // a sign-in in another tab moves this one on. Without it, sign-in goes straight on as always.
  const hydrated = useHydrated()
  useReloadOnSignInElsewhere()
  const [form, fields] = useSchemaForm<SignInInput>({
    id: 'signin',
    schema: SignInSchema,
    lastResult,
  })
  return (
    <AuthCard
      title={t('Sign in')}
      footer={
        <>
          <p>
            <Link to="/auth/reset-password" className="text-brand-700 underline">
              {t('Forgot your password?')}
            </Link>
          </p>
          <p>
            {t('New to Groundwork?')}{' '}
            <Link to="/auth/signup" className="text-brand-700 underline">
              {t('Create a company account')}
            </Link>
          </p>
        </>
      }
    >
      <FormErrorSummary formErrors={form.errors} fields={[fields.email, fields.password]} />
      <Form method="post" {...getFormProps(form)}>
        <input type="hidden" name="redirectTo" value={redirectTo} />
        {hydrated ? <input type="hidden" name="tellOtherTabs" value="1" /> : null}
        <FormField
          meta={fields.email}
          label={t('Email address')}
          type="email"
          autoComplete="email"
        />
        <FormField
          meta={fields.password}
          label={t('Password')}
          type="password"
          autoComplete="current-password"
        />
        <Button className="w-full" disabled={busy}>
          {busy ? t('Signing in…') : t('Sign in')}
        </Button>
      </Form>
    </AuthCard>
  )
}
