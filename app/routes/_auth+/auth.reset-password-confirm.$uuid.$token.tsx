import {
  json,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { Link } from '~/components/ui/link'
import { NewPasswordSchema } from '~/domains/accounts/accounts.schema'
import { MESSAGES } from '~/domains/accounts/accounts.messages'
import { confirmPasswordReset, isAccountLinkValid } from '~/domains/accounts/accounts.server'
import { PasswordLinkPage } from '~/domains/accounts/components/password-link-page'
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
  return (
    <PasswordLinkPage
      expiredMessage={t(MESSAGES.badResetLink)}
      afterExpiry={
        <Link to="/auth/reset-password" className="text-brand-700 underline">
          {t('Request a new link')}
        </Link>
      }
      title={t('Choose a new password')}
      intro={t('You will be signed out everywhere else.')}
      formId="reset-password-confirm"
      submitLabel={t('Change password')}
    />
  )
}
