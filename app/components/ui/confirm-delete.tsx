import { Form } from '@remix-run/react'
import { useTranslation } from '~/components/translation'
import { Button } from '~/components/ui/button'

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
