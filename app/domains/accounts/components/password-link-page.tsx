import { useActionData, useLoaderData } from '@remix-run/react'
import type { ReactNode } from 'react'
import type { FormReply } from '~/platform/form-reply'
import { useTranslation } from '~/components/translation'
import { Notice } from '~/components/ui/notice'
import { AuthCard } from './auth-card'
import { NewPasswordForm } from './new-password-form'

/**
 * A page opened from an emailed link that sets a password (reset, activation): the form while
 * the link holds; once it is spent or expired, why, and `afterExpiry` (a way to a new link).
 * The page's loader answers `{ valid }`; its action is the form's.
 */
export function PasswordLinkPage({
  expiredMessage,
  afterExpiry,
  title,
  intro,
  formId,
  submitLabel,
}: {
  expiredMessage: string
  afterExpiry?: ReactNode
  title: string
  intro: string
  formId: string
  submitLabel: string
}) {
  const { t } = useTranslation()
  const { valid } = useLoaderData<{ valid: boolean }>()
  const lastResult = useActionData<FormReply>()
  if (!valid) {
    return (
      <AuthCard title={t('This link has expired')}>
        <Notice kind="error">{expiredMessage}</Notice>
        {afterExpiry}
      </AuthCard>
    )
  }
  return (
    <AuthCard title={title} intro={intro}>
      <NewPasswordForm id={formId} lastResult={lastResult} submitLabel={submitLabel} />
    </AuthCard>
  )
}
