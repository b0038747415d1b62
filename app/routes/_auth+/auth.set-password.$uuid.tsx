import {
  json,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { NewPasswordSchema } from '~/domains/accounts/accounts.schema'
import { MESSAGES } from '~/domains/accounts/accounts.messages'
import { activateAccount, isAccountLinkValid } from '~/domains/accounts/accounts.server'
import { PasswordLinkPage } from '~/domains/accounts/components/password-link-page'
import { redirectSignedIn } from '~/platform/auth.server'
import { handleForm } from '~/platform/forms.server'
import { requestMeta } from '~/platform/request-meta.server'
import { useTranslation } from '~/components/translation'
import { pageTitle } from '~/components/page-title'
import { msg } from '~/i18n'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Activate your account'))

function linkFrom(request: Request, params: LoaderFunctionArgs['params']) {
  return { uuid: params.uuid ?? '', token: new URL(request.url).searchParams.get('token') ?? '' }
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  return json({ valid: await isAccountLinkValid(linkFrom(request, params), 'activation') })
}

export async function action({ request, params }: ActionFunctionArgs) {
  return handleForm(
    request,
    NewPasswordSchema,
    async ({ new_password }) => {
      const link = linkFrom(request, params)
      const { token } = await activateAccount({ ...link, new_password }, requestMeta(request))
      return redirectSignedIn(request, token, '/account/dashboard', {
        kind: 'success',
        message: msg('Your account is active. Welcome to Groundwork!'),
      })
    },
    { hideFields: ['new_password', 'confirm_password'] },
  )
}

export default function SetPasswordPage() {
  const { t } = useTranslation()
  return (
    <PasswordLinkPage
      expiredMessage={t(MESSAGES.badActivationLink)}
      title={t('Activate your account')}
      intro={t('Choose the password you will sign in with.')}
      formId="set-password"
      submitLabel={t('Activate account')}
    />
  )
}
