import {
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { useActionData } from '@remix-run/react'
import { useTranslation } from '~/components/translation'
import { AuthCard } from '~/domains/accounts/components/auth-card'
import { SignInInstead, SignUpForm } from '~/domains/accounts/components/sign-up-form'
import { signUpAction, signUpPageLoader } from '~/domains/accounts/sign-up-page.server'
import { LicenceSignUpSchema } from '~/domains/billing/billing.schema'
import { signUpWithLicence } from '~/domains/billing/billing.server'
import { pageTitle } from '~/components/page-title'
import { msg } from '~/i18n'

export const meta: MetaFunction = ({ matches }) =>
  pageTitle(matches, msg('Redeem your lifetime deal'))

export const loader = (args: LoaderFunctionArgs) => signUpPageLoader(args)

/** Seed §2.1: registration of a lifetime-deal company. */
export const action = ({ request }: ActionFunctionArgs) =>
  signUpAction(request, LicenceSignUpSchema, signUpWithLicence)

export default function AppSumoRegisterPage() {
  const { t } = useTranslation()
  const lastResult = useActionData<typeof action>()
  return (
    <AuthCard
      title={t('Redeem your lifetime deal')}
      intro={t('Create your company account with the licence code you received.')}
      footer={<SignInInstead />}
    >
      <SignUpForm
        id="app-sumo-register"
        schema={LicenceSignUpSchema}
        lastResult={lastResult}
        licenceCode={{
          label: t('Licence code'),
          hint: t('The code from your AppSumo purchase, e.g. GW-LTD-1234.'),
        }}
      />
    </AuthCard>
  )
}
