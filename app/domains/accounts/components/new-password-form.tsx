import { getFormProps, type SubmissionResult } from '@conform-to/react'
import { Form, useNavigation } from '@remix-run/react'
import type { ReactNode } from 'react'
import { Button } from '~/components/ui/button'
import { FormErrorSummary, FormField, useSchemaForm } from '~/components/ui/form'
import { ChangePasswordSchema, NewPasswordSchema, PASSWORD_MIN } from '../accounts.schema'
import { useTranslation } from '~/components/translation'

/**
 * Choose-a-password form used by reset, activation and change-password pages. With
 * `askCurrent` it also asks for the current password (change password).
 */
export function NewPasswordForm({
  id,
  lastResult,
  submitLabel,
  askCurrent = false,
  children,
}: {
  id: string
  lastResult: SubmissionResult<string[]> | undefined
  submitLabel: string
  askCurrent?: boolean
  children?: ReactNode
}) {
  const { t } = useTranslation()
  const schema = askCurrent ? ChangePasswordSchema : NewPasswordSchema
  const busy = useNavigation().state === 'submitting'
  const [form, fields] = useSchemaForm<{
    current_password?: string
    new_password: string
    confirm_password: string
  }>({ id, schema, lastResult })
  const passwordFields = [
    ...(askCurrent ? [fields.current_password] : []),
    fields.new_password,
    fields.confirm_password,
  ]
  return (
    <>
      <FormErrorSummary formErrors={form.errors} fields={passwordFields} />
      <Form method="post" {...getFormProps(form)}>
        {children}
        {askCurrent ? (
          <FormField
            meta={fields.current_password}
            label={t('Current password')}
            type="password"
            autoComplete="current-password"
          />
        ) : null}
        <FormField
          meta={fields.new_password}
          label={t('New password')}
          type="password"
          autoComplete="new-password"
          hint={t('At least {{count}} characters.', { count: PASSWORD_MIN })}
        />
        <FormField
          meta={fields.confirm_password}
          label={t('Confirm new password')}
          type="password"
          autoComplete="new-password"
        />
        <Button className="w-full" disabled={busy}>
          {submitLabel}
        </Button>
      </Form>
    </>
  )
}
