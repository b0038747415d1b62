import { getFormProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod'
import { json, type ActionFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, useActionData, useNavigation } from '@remix-run/react'
import { Link } from '~/components/ui/link'
import { PasswordResetRequestSchema } from '~/domains/accounts/accounts.schema'
import { RESET_REQUESTED } from '~/domains/accounts/accounts.messages'
import { requestPasswordReset } from '~/domains/accounts/accounts.server'
import { AuthCard } from '~/domains/accounts/components/auth-card'
import { Button } from '~/components/ui/button'
import { FormErrorSummary, FormField } from '~/components/ui/form'
import { Notice } from '~/components/ui/notice'
import { appOrigin } from '~/platform/env.server'
import { handleForm } from '~/platform/forms.server'
import { requestMeta } from '~/platform/request-meta.server'
import { useTranslation } from '~/components/translation'
import { pageTitle } from '~/components/page-title'
import { msg } from '~/i18n'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Reset your password'))

export async function action({ request }: ActionFunctionArgs) {
  return handleForm(request, PasswordResetRequestSchema, async ({ email }) => {
    await requestPasswordReset(email, requestMeta(request), appOrigin(request))
    return json({ status: 'sent' as const, email })
  })
}

export default function ResetPasswordPage() {
  const { t } = useTranslation()
  const actionData = useActionData<typeof action>()
  const busy = useNavigation().state === 'submitting'
  const sent = actionData && 'email' in actionData
  const [form, fields] = useForm({
    id: 'reset-password',
    lastResult: sent ? undefined : actionData,
    constraint: getZodConstraint(PasswordResetRequestSchema),
    shouldValidate: 'onBlur',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: PasswordResetRequestSchema }),
  })
  const backToSignIn = (
    <p>
      <Link to="/auth/signin" className="text-brand-700 underline">
        {t('Back to sign in')}
      </Link>
    </p>
  )
  if (sent) {
    return (
      <AuthCard title={t('Check your email')} footer={backToSignIn}>
        <Notice kind="success">{t(RESET_REQUESTED)}</Notice>
      </AuthCard>
    )
  }
  return (
    <AuthCard
      title={t('Reset your password')}
      intro={t(
        'Enter the email address you sign in with and we will send you a link to choose a new password.',
      )}
      footer={backToSignIn}
    >
      <FormErrorSummary formErrors={form.errors} fields={[fields.email]} />
      <Form method="post" {...getFormProps(form)}>
        <FormField
          meta={fields.email}
          label={t('Email address')}
          type="email"
          autoComplete="email"
        />
        <Button className="w-full" disabled={busy}>
          {t('Send reset link')}
        </Button>
      </Form>
    </AuthCard>
  )
}
