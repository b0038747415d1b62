import type { ReactNode, SelectHTMLAttributes } from 'react'
import { controlClasses, FieldFrame, type FieldErrors, type FieldFrameProps } from './field'

/** One choice of a Select; `label` is shown as given (translate it first). */
export interface SelectOption {
  value: string | number
  label: string
}

export type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className'> & {
  id: string
  label: ReactNode
  hint?: ReactNode
  errors?: FieldErrors
  /** The choices, after `placeholder`; or pass <option>s as children. */
  options?: readonly SelectOption[]
  /** A first choice with the empty value ('All actions', 'No division', 'Keep as it is'). */
  placeholder?: string
  /** The frame's spacing: mb-5 in a form, '' in a filter bar's grid. */
  className?: string
  /** Classes of the select itself, after the shared look (its width: 'w-full' by default). */
  controlClassName?: string
  after?: FieldFrameProps['after']
}

/** The choices of a native select: works the same without JavaScript. */
export function SelectOptions({
  options,
  placeholder,
}: {
  options: readonly SelectOption[]
  placeholder?: string
}) {
  return (
    <>
      {placeholder === undefined ? null : <option value="">{placeholder}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </>
  )
}

/** A labelled native select with its hint and error next to it (the Field look). */
export function Select({
  id,
  label,
  hint,
  errors,
  options = [],
  placeholder,
  className,
  controlClassName = 'w-full',
  after,
  children,
  ...props
}: SelectProps) {
  return (
    <FieldFrame
      id={id}
      label={label}
      hint={hint}
      errors={errors}
      className={className}
      after={after}
    >
      {({ describedBy, invalid }) => (
        <select
          id={id}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          className={controlClasses(invalid, controlClassName)}
          {...props}
        >
          <SelectOptions options={options} placeholder={placeholder} />
          {children}
        </select>
      )}
    </FieldFrame>
  )
}

/** Options from rows that have an id and a name (divisions, positions, file types…). */
export const optionsOf = (rows: readonly { id: number | string; name: string }[]): SelectOption[] =>
  rows.map((row) => ({ value: row.id, label: row.name }))
