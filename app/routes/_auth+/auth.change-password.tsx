import {
  type MetaFunction,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from '@remix-run/node'
import { useActionData } from '@remix-run/react'
import { Link } from '~/components/ui/link'
import { ChangePasswordSchema } from '~/domains/accounts/accounts.schema'
import { changePassword } from '~/domains/accounts/accounts.server'
import { AuthCard } from '~/domains/accounts/components/auth-card'
import { NewPasswordForm } from '~/domains/accounts/components/new-password-form'
import { redirectWithFlash } from '~/platform/flash.server'
import { handleForm } from '~/platform/forms.server'
import { signedIn } from '~/platform/request-context.server'
import { useTranslation } from '~/components/translation'
import { pageTitle } from '~/components/page-title'
import { msg } from '~/i18n'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Change password'))

export const loader = (args: LoaderFunctionArgs) => signedIn(args, async () => null)

export const action = (args: ActionFunctionArgs) =>
  signedIn(args, async ({ actor, meta, request }) =>
    handleForm(
      request,
      ChangePasswordSchema,
      async (input) => {
        await changePassword(actor, input, meta)
        const message = msg(
          'Your password has been changed. You have been signed out on your other devices.',
        )
        return redirectWithFlash('/account/dashboard', { kind: 'success', message })
      },
      { hideFields: ['current_password', 'new_password', 'confirm_password'] },
    ),
  )

export default function ChangePasswordPage() {
  const { t } = useTranslation()
  const lastResult = useActionData<typeof action>()
  return (
    <AuthCard
      title={t('Change password')}
      intro={t('Changing your password signs you out on every other device.')}
      footer={
        <Link to="/account/dashboard" className="text-brand-700 underline">
          {t('Back to dashboard')}
        </Link>
      }
    >
      <NewPasswordForm
        id="change-password"
        lastResult={lastResult}
        submitLabel={t('Change password')}
        askCurrent
      />
    </AuthCard>
  )
}
