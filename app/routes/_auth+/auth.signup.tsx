import {
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { useActionData } from '@remix-run/react'
import { useTranslation } from '~/components/translation'
import { SignUpSchema } from '~/domains/accounts/accounts.schema'
import { signUp } from '~/domains/accounts/accounts.server'
import { AuthCard } from '~/domains/accounts/components/auth-card'
import { SignInInstead, SignUpForm } from '~/domains/accounts/components/sign-up-form'
import { signUpAction, signUpPageLoader } from '~/domains/accounts/sign-up-page.server'
import { pageTitle } from '~/components/page-title'
import { msg } from '~/i18n'

export const meta: MetaFunction = ({ matches }) =>
  pageTitle(matches, msg('Create your company account'))

export const loader = (args: LoaderFunctionArgs) => signUpPageLoader(args)

export const action = ({ request }: ActionFunctionArgs) =>
  signUpAction(request, SignUpSchema, signUp)

export default function SignUpPage() {
  const { t } = useTranslation()
  const lastResult = useActionData<typeof action>()
  return (
    <AuthCard
      title={t('Create your company account')}
      intro={t("You will be the administrator of your company's workspace.")}
      footer={<SignInInstead />}
    >
      <SignUpForm id="signup" schema={SignUpSchema} lastResult={lastResult} />
    </AuthCard>
  )
}
