import type { InputHTMLAttributes, ReactNode } from 'react'
import { useTranslation } from '~/components/translation'

interface FieldProps {
  label: string
  hint?: ReactNode
  /**
   * The field's first error, shown under the label (GOV.UK pattern). Messages are the English
   * keys of the shared zod schemas (or the server's), translated here.
   */
  errors?: string[]
  inputProps: InputHTMLAttributes<HTMLInputElement> & { id: string; name: string }
}

/** A labelled input with its hint and error message next to it. */
export function Field({ label, hint, errors, inputProps }: FieldProps) {
  const { t } = useTranslation()
  const hintId = hint ? `${inputProps.id}-hint` : undefined
  const errorId = errors?.length ? `${inputProps.id}-error` : undefined
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined
  const invalid = Boolean(errors?.length)
  return (
    <div className={`mb-5 ${invalid ? 'border-l-4 border-red-700 pl-3' : ''}`}>
      <label htmlFor={inputProps.id} className="block text-base font-semibold text-slate-900">
        {label}
      </label>
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
      <input
        {...inputProps}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        className={`mt-1 block w-full rounded-md border-2 px-3 py-2 text-base text-slate-900 ${
          invalid ? 'border-red-700' : 'border-slate-700'
        }`}
      />
    </div>
  )
}
