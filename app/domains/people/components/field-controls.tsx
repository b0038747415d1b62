import type { ReactNode } from 'react'
import type { FormReply } from '~/platform/form-reply'
import { useTranslation } from '~/components/translation'

/**
 * The Field look (label, hint, error next to the control) for controls the shared Field does
 * not cover: select, textarea, and groups of radios or checkboxes.
 */
export function ControlFrame({
  id,
  label,
  hint,
  errors,
  group = false,
  children,
}: {
  id: string
  label: string
  hint?: ReactNode
  errors?: string[]
  /** A fieldset with a legend (radio and checkbox groups) instead of a label. */
  group?: boolean
  children: (describedBy: string | undefined, invalid: boolean) => ReactNode
}) {
  const { t } = useTranslation()
  const invalid = Boolean(errors?.length)
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = invalid ? `${id}-error` : undefined
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined
  const frame = `mb-5 ${invalid ? 'border-l-4 border-red-700 pl-3' : ''}`
  const body = (
    <>
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {invalid ? (
        <p id={errorId} className="mt-1 text-sm font-semibold text-red-700">
          <span className="sr-only">{t('Error:')}</span> {t(errors![0]!)}
        </p>
      ) : null}
      {children(describedBy, invalid)}
    </>
  )
  if (group) {
    return (
      <fieldset id={id} tabIndex={-1} className={frame} aria-describedby={describedBy}>
        <legend className="text-base font-semibold text-slate-900">{label}</legend>
        {body}
      </fieldset>
    )
  }
  return (
    <div className={frame}>
      <label htmlFor={id} className="block text-base font-semibold text-slate-900">
        {label}
      </label>
      {body}
    </div>
  )
}

export const controlClasses = (invalid: boolean) =>
  `mt-1 block w-full rounded-md border-2 bg-white px-3 py-2 text-base text-slate-900 ${
    invalid ? 'border-red-700' : 'border-slate-700'
  }`

/** A form reply's messages by field name ('' for the form's own); none when there is no reply. */
export function fieldErrorsOf(reply: FormReply | undefined): Record<string, string[] | undefined> {
  return Object.fromEntries(
    Object.entries(reply?.error ?? {}).map(([name, errors]) => [name, errors ?? undefined]),
  )
}
