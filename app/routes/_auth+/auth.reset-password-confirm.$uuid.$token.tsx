import {
  json,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { NewPasswordSchema } from '~/domains/accounts/accounts.schema'
import { MESSAGES } from '~/domains/accounts/accounts.messages'
import { confirmPasswordReset, isAccountLinkValid } from '~/domains/accounts/accounts.server'
import { AuthCard } from '~/domains/accounts/components/auth-card'
import { NewPasswordForm } from '~/domains/accounts/components/new-password-form'
import { Notice } from '~/components/ui/notice'
import { SIGNIN_PATH } from '~/platform/auth.server'
import { redirectWithFlash } from '~/platform/flash.server'
import { handleForm } from '~/platform/forms.server'
import { requestMeta } from '~/platform/request-meta.server'
import { useTranslation } from '~/components/translation'
import { pageTitle } from '~/components/page-title'
import { msg } from '~/i18n'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Choose a new password'))

function linkFrom(params: LoaderFunctionArgs['params']) {
  return { uuid: params.uuid ?? '', token: params.token ?? '' }
}

export async function loader({ params }: LoaderFunctionArgs) {
  return json({ valid: await isAccountLinkValid(linkFrom(params), 'password_reset') })
}

export async function action({ request, params }: ActionFunctionArgs) {
  return handleForm(
    request,
    NewPasswordSchema,
    async ({ new_password }) => {
      await confirmPasswordReset({ ...linkFrom(params), new_password }, requestMeta(request))
      const message = msg('Your password has been changed. Sign in with your new password.')
      return redirectWithFlash(SIGNIN_PATH, { kind: 'success', message })
    },
    { hideFields: ['new_password', 'confirm_password'] },
  )
}

export default function ResetPasswordConfirmPage() {
  const { t } = useTranslation()
  const { valid } = useLoaderData<typeof loader>()
  const lastResult = useActionData<typeof action>()
  if (!valid) {
    return (
      <AuthCard title={t('This link has expired')}>
        <Notice kind="error">{t(MESSAGES.badResetLink)}</Notice>
        <Link to="/auth/reset-password" className="text-brand-700 underline">
          {t('Request a new link')}
        </Link>
      </AuthCard>
    )
  }
  return (
    <AuthCard
      title={t('Choose a new password')}
      intro={t('You will be signed out everywhere else.')}
    >
      <NewPasswordForm
        id="reset-password-confirm"
        lastResult={lastResult}
        submitLabel={t('Change password')}
      />
    </AuthCard>
  )
}
