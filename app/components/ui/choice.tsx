import type { InputHTMLAttributes, ReactNode } from 'react'
import { useTranslation } from '~/components/translation'
import { FieldFrame, type FieldErrors } from './field'

/** One tick box or radio of a group; `label` is shown as given (translate it first). */
export interface Choice {
  value: string | number
  label: ReactNode
  hint?: ReactNode
  /** Left out of view (a filter hides it) but still posted when ticked. */
  hidden?: boolean
}

interface GroupProps {
  /** The fieldset's id (the error summary links to it); the name by default. */
  id?: string
  name: string
  legend: ReactNode
  hint?: ReactNode
  errors?: FieldErrors
  choices: readonly Choice[]
  /** Side by side instead of one under the other. */
  inline?: boolean
  /** A long list: in a box of its own that scrolls. */
  boxed?: boolean
  /** The frame's spacing (mb-5 in a form). */
  className?: string
  /** Before the choices (e.g. a filter). */
  above?: ReactNode
  /** After the choices (e.g. a 'Clear' button). */
  children?: ReactNode
}

const INPUT_CLASSES = 'h-5 w-5 shrink-0 accent-brand-600'

function ChoiceGroup({
  id,
  name,
  legend,
  hint,
  errors,
  choices,
  inline = false,
  boxed = false,
  className,
  above,
  children,
  type,
  isChecked,
}: GroupProps & { type: 'checkbox' | 'radio'; isChecked: (value: string) => boolean }) {
  const groupId = id ?? name
  return (
    <FieldFrame id={groupId} label={legend} hint={hint} errors={errors} className={className} group>
      {({ describedBy }) => (
        <>
          {above}
          <div
            className={
              inline
                ? 'mt-2 flex flex-wrap gap-3'
                : boxed
                  ? 'mt-2 max-h-64 space-y-1 overflow-y-auto rounded-md border-2 border-slate-300 p-3'
                  : 'mt-2 space-y-2'
            }
          >
            {choices.map((choice) => {
              const choiceId = `${groupId}-${choice.value}`
              return (
                <div key={choice.value} hidden={choice.hidden}>
                  <label
                    htmlFor={choiceId}
                    className={`flex cursor-pointer items-center gap-2 ${
                      type === 'radio'
                        ? 'rounded-md p-1 has-checked:ring-2 has-checked:ring-brand-600'
                        : ''
                    }`}
                  >
                    <input
                      id={choiceId}
                      type={type}
                      name={name}
                      value={choice.value}
                      defaultChecked={isChecked(String(choice.value))}
                      aria-describedby={
                        [describedBy, choice.hint ? `${choiceId}-hint` : '']
                          .filter(Boolean)
                          .join(' ') || undefined
                      }
                      className={INPUT_CLASSES}
                    />
                    {choice.label}
                  </label>
                  {choice.hint ? (
                    <p id={`${choiceId}-hint`} className="ms-7 text-sm text-slate-600">
                      {choice.hint}
                    </p>
                  ) : null}
                </div>
              )
            })}
          </div>
          {children}
        </>
      )}
    </FieldFrame>
  )
}

/** Tick boxes that share a name (several values), in a fieldset with a legend. */
export function CheckboxGroup({
  defaultValue = [],
  ...props
}: GroupProps & { defaultValue?: readonly (string | number)[] }) {
  const chosen = new Set(defaultValue.map(String))
  return <ChoiceGroup {...props} type="checkbox" isChecked={(value) => chosen.has(value)} />
}

/** Radios (one value), in a fieldset with a legend. */
export function RadioGroup({
  defaultValue,
  ...props
}: GroupProps & { defaultValue?: string | number | null }) {
  const chosen = defaultValue === null || defaultValue === undefined ? '' : String(defaultValue)
  return <ChoiceGroup {...props} type="radio" isChecked={(value) => value === chosen} />
}

/** One tick box with its label beside it, and its hint and error under the label. */
export function Checkbox({
  label,
  hint,
  errors,
  className = 'mb-5',
  inputProps,
}: {
  label: ReactNode
  hint?: ReactNode
  errors?: FieldErrors
  className?: string
  inputProps: InputHTMLAttributes<HTMLInputElement> & { id: string; name: string }
}) {
  const { t } = useTranslation()
  const { id } = inputProps
  const invalid = Boolean(errors?.length)
  const describedBy =
    [hint ? `${id}-hint` : '', invalid ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined
  return (
    <div className={`flex items-start gap-3 ${className}`.trim()}>
      <input
        type="checkbox"
        {...inputProps}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        className={`mt-1 ${INPUT_CLASSES}`}
      />
      <div>
        <label htmlFor={id} className="font-semibold text-slate-900">
          {label}
        </label>
        {hint ? (
          <p id={`${id}-hint`} className="text-sm text-slate-600">
            {hint}
          </p>
        ) : null}
        {invalid ? (
          <p id={`${id}-error`} className="text-sm font-semibold text-red-700">
            <span className="sr-only">{t('Error:')}</span> {t(errors![0]!)}
          </p>
        ) : null}
      </div>
    </div>
  )
}
