import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod'
import {
  json,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { Form, Link, useActionData, useNavigation } from '@remix-run/react'
import { useTranslation } from '~/components/translation'
import { Button } from '~/components/ui/button'
import { Field } from '~/components/ui/field'
import { FormErrorSummary } from '~/components/ui/form'
import { AuthCard } from '~/domains/accounts/components/auth-card'
import { SignUpFields, signUpFieldList } from '~/domains/accounts/components/sign-up-fields'
import { LicenceSignUpSchema } from '~/domains/billing/billing.schema'
import { signUpWithLicence } from '~/domains/billing/billing.server'
import { redirectIfSignedIn, redirectSignedIn } from '~/platform/auth.server'
import { handleForm } from '~/platform/forms.server'
import { requestMeta } from '~/platform/request-meta.server'
import { pageTitle } from '~/components/page-title'
import { msg } from '~/i18n'

export const meta: MetaFunction = ({ matches }) =>
  pageTitle(matches, msg('Redeem your lifetime deal'))

export async function loader({ request }: LoaderFunctionArgs) {
  await redirectIfSignedIn(request)
  return json(null)
}

/** Seed §2.1: registration of a lifetime-deal company; it continues at onboarding. */
export async function action({ request }: ActionFunctionArgs) {
  return handleForm(
    request,
    LicenceSignUpSchema,
    async (input) => {
      const { token } = await signUpWithLicence(input, requestMeta(request))
      return redirectSignedIn(request, token, '/auth/onboarding')
    },
    { hideFields: ['password'] },
  )
}

export default function AppSumoRegisterPage() {
  const { t } = useTranslation()
  const lastResult = useActionData<typeof action>()
  const busy = useNavigation().state === 'submitting'
  const [form, fields] = useForm({
    id: 'app-sumo-register',
    lastResult,
    constraint: getZodConstraint(LicenceSignUpSchema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: LicenceSignUpSchema }),
  })
  const licenceErrors = fields.licence_code.errors?.map((message) => t(message))
  return (
    <AuthCard
      title={t('Redeem your lifetime deal')}
      intro={t('Create your company account with the licence code you received.')}
      footer={
        <p>
          {t('Already have an account?')}{' '}
          <Link to="/auth/signin" className="text-brand-700 underline">
            {t('Sign in')}
          </Link>
        </p>
      }
    >
      <FormErrorSummary
        formErrors={form.errors?.map((message) => t(message))}
        fields={[{ id: fields.licence_code.id, errors: licenceErrors }, ...signUpFieldList(fields)]}
      />
      <Form method="post" {...getFormProps(form)}>
        <Field
          label={t('Licence code')}
          hint={t('The code from your AppSumo purchase, e.g. GW-LTD-1234.')}
          errors={licenceErrors}
          inputProps={{
            ...getInputProps(fields.licence_code, { type: 'text' }),
            autoComplete: 'off',
          }}
        />
        <SignUpFields fields={fields} />
        <Button className="w-full" disabled={busy}>
          {busy ? t('Creating your account…') : t('Create account')}
        </Button>
      </Form>
    </AuthCard>
  )
}
