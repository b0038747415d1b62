import type { SelectHTMLAttributes } from 'react'
import {
  controlAttributes,
  FieldFrame,
  splitFrame,
  type ControlState,
  type FrameProps,
} from './field'

/** One choice of a Select; `label` is shown as given (translate it first). */
export interface SelectOption {
  value: string | number
  label: string
}

export type SelectProps = FrameProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className'> & {
    id: string
    /** The choices, after `placeholder`; or pass <option>s as children. */
    options?: readonly SelectOption[]
    /** A first choice with the empty value ('All actions', 'No division', 'Keep as it is'). */
    placeholder?: string
    /** Classes of the select itself, after the shared look (its width: 'w-full' by default). */
    controlClassName?: string
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

/**
 * The select itself, with the kit's look and choices, for a frame that is not a Select's own (a
 * field whose control changes with JavaScript, a select with something beside it).
 */
export function SelectControl({
  options = [],
  placeholder,
  state = { describedBy: undefined, invalid: false },
  controlClassName,
  children,
  ...props
}: Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className'> & {
  options?: readonly SelectOption[]
  placeholder?: string
  /** The frame's ids and validity (FieldFrame's render argument). */
  state?: ControlState
  controlClassName?: string
}) {
  return (
    <select {...props} {...controlAttributes(state, controlClassName)}>
      <SelectOptions options={options} placeholder={placeholder} />
      {children}
    </select>
  )
}

/** A labelled native select with its hint and error next to it (the Field look). */
export function Select({
  options,
  placeholder,
  controlClassName,
  children,
  ...props
}: SelectProps) {
  const [frame, control] = splitFrame(props)
  return (
    <FieldFrame id={control.id} {...frame}>
      {(state) => (
        <SelectControl
          {...control}
          state={state}
          options={options}
          placeholder={placeholder}
          controlClassName={controlClassName}
        >
          {children}
        </SelectControl>
      )}
    </FieldFrame>
  )
}

/** Options from rows that have an id and a name (divisions, positions, file types…). */
export const optionsOf = (rows: readonly { id: number | string; name: string }[]): SelectOption[] =>
  rows.map((row) => ({ value: row.id, label: row.name }))
