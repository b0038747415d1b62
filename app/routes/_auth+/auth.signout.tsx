import {
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { Form, useSubmit } from '@remix-run/react'
import { useEffect, useRef } from 'react'
import { signOut } from '~/domains/accounts/accounts.server'
import { AuthCard } from '~/domains/accounts/components/auth-card'
import { Button } from '~/components/ui/button'
import { clearSessionCookieHeader, getOptionalActor, SIGNIN_PATH } from '~/platform/auth.server'
import { flashHeader } from '~/platform/flash.server'
import { requestMeta } from '~/platform/request-meta.server'
import { useTranslation } from '~/components/translation'
import { pageTitle } from '~/components/page-title'
import { msg } from '~/i18n'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Sign out'))

/** A GET never signs out (a prefetch or an image tag could); it shows the button that does. */
export async function loader({ request }: LoaderFunctionArgs) {
  if (!(await getOptionalActor(request))) throw redirect(SIGNIN_PATH)
  return null
}

export async function action({ request }: ActionFunctionArgs) {
  const actor = await getOptionalActor(request)
  if (actor) await signOut(actor, requestMeta(request))
  const headers = new Headers()
  headers.append('Set-Cookie', await clearSessionCookieHeader(request))
  headers.append(
    'Set-Cookie',
    await flashHeader({ kind: 'success', message: msg('You have been signed out.') }),
  )
  return redirect(SIGNIN_PATH, { headers })
}

export default function SignOutPage() {
  const { t } = useTranslation()
  const form = useRef<HTMLFormElement>(null)
  const submit = useSubmit()
  // With JavaScript the page signs out by itself; without it, the button does.
  useEffect(() => {
    if (form.current) submit(form.current)
  }, [submit])
  return (
    <AuthCard title={t('Sign out')} intro={t('Sign out of Groundwork on this device?')}>
      <Form method="post" ref={form}>
        <Button className="w-full">{t('Sign out')}</Button>
      </Form>
    </AuthCard>
  )
}
