import type { ReactNode } from 'react'
import { useTranslation } from '~/components/translation'
import { Button } from '~/components/ui/button'

/** The server's message for one field (already an English key: translated here). */
export function FieldError({ id, errors }: { id: string; errors?: string[] }) {
  const { t } = useTranslation()
  if (!errors?.length) return null
  return (
    <p id={id} className="mt-1 text-sm font-semibold text-red-700 dark:text-red-300">
      <span className="sr-only">{t('Error')}:</span> {t(errors[0]!)}
    </p>
  )
}

/** A settings section: heading, explanation and its own small form's fields. */
export function SettingsSection({
  id,
  title,
  intro,
  children,
}: {
  id: string
  title: string
  intro?: ReactNode
  children: ReactNode
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-4 rounded-lg bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id={`${id}-title`} className="text-xl font-bold">
        {title}
      </h2>
      {intro ? <div className="mt-1 text-slate-700">{intro}</div> : null}
      <div className="mt-4">{children}</div>
    </section>
  )
}

/** A group of radio buttons with a legend (GOV.UK radios); `render` may add a preview. */
export function RadioGroup<V extends string | number>({
  name,
  legend,
  options,
  value,
  errors,
  inline = false,
}: {
  name: string
  legend: string
  options: { value: V; label: ReactNode }[]
  value: V
  errors?: string[]
  inline?: boolean
}) {
  const errorId = `${name}-error`
  return (
    <fieldset
      className="mb-5"
      aria-describedby={errors?.length ? errorId : undefined}
      aria-invalid={errors?.length ? true : undefined}
    >
      <legend className="text-base font-semibold">{legend}</legend>
      <FieldError id={errorId} errors={errors} />
      <div className={`mt-2 ${inline ? 'flex flex-wrap gap-3' : 'space-y-2'}`}>
        {options.map((option) => (
          <label
            key={option.value}
            className="flex cursor-pointer items-center gap-2 rounded-md p-1 has-checked:ring-2 has-checked:ring-brand-600"
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              defaultChecked={option.value === value}
              className="h-5 w-5 accent-brand-600"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  )
}

export function Checkbox({
  name,
  label,
  hint,
  checked,
}: {
  name: string
  label: string
  hint?: string
  checked: boolean
}) {
  const hintId = hint ? `${name}-hint` : undefined
  return (
    <div className="mb-3">
      <label className="flex cursor-pointer items-center gap-2">
        <input
          type="checkbox"
          name={name}
          defaultChecked={checked}
          aria-describedby={hintId}
          className="h-5 w-5 accent-brand-600"
        />
        <span className="font-semibold">{label}</span>
      </label>
      {hint ? (
        <p id={hintId} className="ms-7 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
    </div>
  )
}

export function SaveButton({ label }: { label?: string }) {
  const { t } = useTranslation()
  return <Button>{label ?? t('Save')}</Button>
}
