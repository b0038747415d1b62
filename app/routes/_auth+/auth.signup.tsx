import { getFormProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod'
import {
  json,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { Form, Link, useActionData, useNavigation } from '@remix-run/react'
import { useTranslation } from '~/components/translation'
import { SignUpSchema } from '~/domains/accounts/accounts.schema'
import { signUp } from '~/domains/accounts/accounts.server'
import { AuthCard } from '~/domains/accounts/components/auth-card'
import { SignUpFields, signUpFieldList } from '~/domains/accounts/components/sign-up-fields'
import { ONBOARDING_PATH } from '~/domains/onboarding/onboarding'
import { Button } from '~/components/ui/button'
import { FormErrorSummary } from '~/components/ui/form'
import { redirectIfSignedIn, redirectSignedIn } from '~/platform/auth.server'
import { handleForm } from '~/platform/forms.server'
import { requestMeta } from '~/platform/request-meta.server'
import { pageTitle } from '~/components/page-title'
import { msg } from '~/i18n'

export const meta: MetaFunction = ({ matches }) =>
  pageTitle(matches, msg('Create your company account'))

export async function loader({ request }: LoaderFunctionArgs) {
  await redirectIfSignedIn(request)
  return json(null)
}

/** A new company starts onboarding at its first step (seed §2.5). */
export async function action({ request }: ActionFunctionArgs) {
  return handleForm(
    request,
    SignUpSchema,
    async (input) => {
      const { token } = await signUp(input, requestMeta(request))
      return redirectSignedIn(request, token, ONBOARDING_PATH)
    },
    { hideFields: ['password'] },
  )
}

export default function SignUpPage() {
  const { t } = useTranslation()
  const lastResult = useActionData<typeof action>()
  const busy = useNavigation().state === 'submitting'
  const [form, fields] = useForm({
    id: 'signup',
    lastResult,
    constraint: getZodConstraint(SignUpSchema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: SignUpSchema }),
  })
  return (
    <AuthCard
      title={t('Create your company account')}
      intro={t("You will be the administrator of your company's workspace.")}
      footer={
        <p>
          {t('Already have an account?')}{' '}
          <Link to="/auth/signin" className="text-brand-700 underline">
            {t('Sign in')}
          </Link>
        </p>
      }
    >
      <FormErrorSummary formErrors={form.errors} fields={signUpFieldList(fields)} />
      <Form method="post" {...getFormProps(form)}>
        <SignUpFields fields={fields} />
        <Button className="w-full" disabled={busy}>
          {busy ? t('Creating your account…') : t('Create account')}
        </Button>
      </Form>
    </AuthCard>
  )
}
