import { Form } from '@remix-run/react'
import type { ReactNode } from 'react'
import { useTranslation } from '~/components/translation'
import { Button, FormActions, SubmitButton } from './button'
import { Notice } from './notice'
import { Page } from './page'

/**
 * A delete button that asks first, without JavaScript: the question opens in a <details>
 * disclosure and the confirming button posts the form.
 */
export function ConfirmDelete({
  label,
  question,
  confirmLabel,
  fields,
  action,
}: {
  /** What the closed disclosure says (e.g. 'Delete'), with the item's name for screen readers. */
  label: string
  question: string
  confirmLabel: string
  fields: Record<string, string | number>
  action?: string
}) {
  const { t } = useTranslation()
  return (
    <details className="group">
      <summary className="cursor-pointer text-red-700 underline underline-offset-2">
        {label}
      </summary>
      <Form
        method="post"
        action={action}
        className="mt-2 rounded-md border-2 border-red-700 bg-white p-3"
      >
        <p className="font-semibold">{question}</p>
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <div className="mt-2 flex gap-3">
          <Button variant="danger">{confirmLabel}</Button>
        </div>
        <p className="mt-2 text-sm text-slate-700">{t('This cannot be undone.')}</p>
      </Form>
    </details>
  )
}

/**
 * A page that asks before something is deleted (a row's 'Delete' link leads here; it is also
 * what a browser without JavaScript gets instead of a dialog): the question as the heading, what
 * deleting does, a refusal from the last try, and the confirming button beside 'Cancel'.
 */
export function ConfirmPage({
  title,
  error,
  explanation,
  confirmLabel,
  cancelTo,
  action,
  fields = {},
  children,
}: {
  /** The question ('Delete link “Intranet”?'), translated. */
  title: string
  /** Why the last try was refused (translated). */
  error?: ReactNode
  /** What deleting does: a sentence or a few paragraphs. */
  explanation?: ReactNode
  confirmLabel: string
  cancelTo: string
  /** Where the form posts (this page by default). */
  action?: string
  /** Hidden fields the action needs (intent, id). */
  fields?: Record<string, string | number>
  /** More of the form (a choice, a confirmation field), before the buttons. */
  children?: ReactNode
}) {
  return (
    <Page width="2xl" title={title}>
      {error ? (
        <div className="mt-6">
          <Notice kind="error">{error}</Notice>
        </div>
      ) : null}
      {explanation ? (
        <div className="mt-2 space-y-2 text-lg text-slate-700">{explanation}</div>
      ) : null}
      <Form method="post" action={action} className="mt-6" noValidate>
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {children}
        <FormActions cancelTo={cancelTo} className="">
          <SubmitButton variant="danger">{confirmLabel}</SubmitButton>
        </FormActions>
      </Form>
    </Page>
  )
}
