import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react'
import { useTranslation } from '~/components/translation'

/** A field's messages: English keys of the shared zod schemas (or the server's). */
export type FieldErrors = readonly string[] | null | undefined

/** The look of every text box, select and text area; red when the field has an error. */
export function controlClasses(invalid = false, extra = 'w-full'): string {
  return `mt-1 block rounded-md border-2 bg-white px-3 py-2 text-base text-slate-900 ${
    invalid ? 'border-red-700' : 'border-slate-700'
  } ${extra}`.trim()
}

/** What a control needs from its frame: the ids that describe it and whether it is wrong. */
export interface ControlState {
  describedBy: string | undefined
  invalid: boolean
}

export interface FieldFrameProps {
  /** The control's id: the label points at it, the hint and error ids are built from it. */
  id: string
  label: ReactNode
  hint?: ReactNode
  /** The field's first error is shown under the label (GOV.UK pattern), translated here. */
  errors?: FieldErrors
  /** A fieldset with a legend (radio and checkbox groups) instead of a label. */
  group?: boolean
  /** The frame's spacing: forms stack fields with mb-5; a filter bar's grid passes ''. */
  className?: string
  /** A message under the control (e.g. 'Looks good!'); its id joins aria-describedby. */
  after?: { id: string; content: ReactNode } | null
  children: ReactNode | ((control: ControlState) => ReactNode)
}

/**
 * The frame of every form field: visible label (or legend), hint, the error next to the field,
 * and the aria-describedby ids that tie them to the control.
 */
export function FieldFrame({
  id,
  label,
  hint,
  errors,
  group = false,
  className = 'mb-5',
  after,
  children,
}: FieldFrameProps) {
  const { t } = useTranslation()
  const invalid = Boolean(errors?.length)
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = invalid ? `${id}-error` : undefined
  const describedBy = [hintId, errorId, after?.id].filter(Boolean).join(' ') || undefined
  const frame = `${className} ${invalid ? 'border-l-4 border-red-700 pl-3' : ''}`.trim()
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
      {typeof children === 'function' ? children({ describedBy, invalid }) : children}
      {after ? (
        <p id={after.id} className="mt-1 text-sm font-semibold text-green-800">
          {after.content}
        </p>
      ) : null}
    </>
  )
  if (group) {
    return (
      <fieldset id={id} tabIndex={-1} className={frame || undefined} aria-describedby={describedBy}>
        <legend className="text-base font-semibold text-slate-900">{label}</legend>
        {body}
      </fieldset>
    )
  }
  return (
    <div className={frame || undefined}>
      <label htmlFor={id} className="block text-base font-semibold text-slate-900">
        {label}
      </label>
      {body}
    </div>
  )
}

/** What every framed field takes besides its control: label, hint, errors, spacing, after. */
export type FrameProps = Omit<FieldFrameProps, 'id' | 'group' | 'children'>

/** Splits a field's props into its frame's and its control's. */
export function splitFrame<P extends FrameProps>({
  label,
  hint,
  errors,
  className,
  after,
  ...control
}: P) {
  return [{ label, hint, errors, className, after }, control] as const
}

/** A control's ties to its frame: the ids that describe it, aria-invalid and the shared look. */
export function controlAttributes({ describedBy, invalid }: ControlState, extra?: string) {
  return {
    'aria-describedby': describedBy,
    'aria-invalid': invalid || undefined,
    className: controlClasses(invalid, extra),
  }
}

type FieldProps = FrameProps & {
  inputProps: InputHTMLAttributes<HTMLInputElement> & { id: string; name: string }
}

/** A labelled input with its hint and error message next to it. */
export function Field({ inputProps, ...frame }: FieldProps) {
  return (
    <FieldFrame id={inputProps.id} {...frame}>
      {(state) => <input {...inputProps} {...controlAttributes(state, inputProps.className)} />}
    </FieldFrame>
  )
}

type TextareaProps = FrameProps &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className'> & {
    id: string
    /** Classes of the text area itself, after the shared look (e.g. 'font-mono text-sm'). */
    controlClassName?: string
  }

/** A labelled text area: the Field look, for longer text. */
export function Textarea({ controlClassName, rows = 4, ...props }: TextareaProps) {
  const [frame, control] = splitFrame(props)
  return (
    <FieldFrame id={control.id} {...frame}>
      {(state) => (
        <textarea rows={rows} {...control} {...controlAttributes(state, controlClassName)} />
      )}
    </FieldFrame>
  )
}
