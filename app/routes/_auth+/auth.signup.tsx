import { getFormProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod'
import {
  json,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { Form, Link, useActionData, useNavigation, useSearchParams } from '@remix-run/react'
import { SignUpSchema } from '~/domains/accounts/accounts.schema'
import { signUp } from '~/domains/accounts/accounts.server'
import { AuthCard } from '~/domains/accounts/components/auth-card'
import { SignUpFields, signUpFieldList } from '~/domains/accounts/components/sign-up-fields'
import { Button } from '~/components/ui/button'
import { FormErrorSummary } from '~/components/ui/form'
import { redirectIfSignedIn, redirectSignedIn, safeRedirectPath } from '~/platform/auth.server'
import { handleForm } from '~/platform/forms.server'
import { requestMeta } from '~/platform/request-meta.server'

export const meta: MetaFunction = () => [{ title: 'Create your company account | Groundwork' }]

export async function loader({ request }: LoaderFunctionArgs) {
  await redirectIfSignedIn(request)
  return json(null)
}

export async function action({ request }: ActionFunctionArgs) {
  const formData = await request.formData()
  const redirectTo = safeRedirectPath(formData.get('redirectTo'))
  return handleForm(
    request,
    SignUpSchema,
    async (input) => {
      const { token } = await signUp(input, requestMeta(request))
      return redirectSignedIn(request, token, redirectTo)
    },
    { formData, hideFields: ['password'] },
  )
}

export default function SignUpPage() {
  const lastResult = useActionData<typeof action>()
  const [searchParams] = useSearchParams()
  const redirectTo = searchParams.get('redirectTo') ?? ''
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
      title="Create your company account"
      intro="You will be the administrator of your company's workspace."
      footer={
        <p>
          Already have an account?{' '}
          <Link to="/auth/signin" className="text-brand-700 underline">
            Sign in
          </Link>
        </p>
      }
    >
      <FormErrorSummary formErrors={form.errors} fields={signUpFieldList(fields)} />
      <Form method="post" {...getFormProps(form)}>
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <SignUpFields fields={fields} />
        <Button className="w-full" disabled={busy}>
          {busy ? 'Creating your account…' : 'Create account'}
        </Button>
      </Form>
    </AuthCard>
  )
}
