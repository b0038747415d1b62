import { useNavigation } from '@remix-run/react'
import { Link } from '~/components/ui/link'
import type { ButtonHTMLAttributes, ReactNode } from 'react'
import { useTranslation } from '~/components/translation'

type Variant = 'primary' | 'secondary' | 'danger' | 'link'

const VARIANT_CLASSES: Record<Variant, string> = {
  primary: 'bg-brand-600 text-white hover:bg-brand-700 shadow-sm',
  secondary: 'bg-white text-slate-900 ring-1 ring-slate-300 hover:bg-slate-50',
  danger: 'bg-red-700 text-white hover:bg-red-800 shadow-sm',
  link: 'text-brand-700 underline underline-offset-2 hover:text-brand-800 px-0 py-0',
}

export function buttonClasses(variant: Variant = 'primary', extra = ''): string {
  const base =
    variant === 'link'
      ? ''
      : 'inline-flex items-center justify-center gap-2 rounded-md px-4 py-2 text-base font-semibold disabled:opacity-60'
  return `${base} ${VARIANT_CLASSES[variant]} ${extra}`.trim()
}

export function Button({
  variant = 'primary',
  className = '',
  type = 'submit',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant }) {
  return <button type={type} className={buttonClasses(variant, className)} {...props} />
}

/**
 * A form's submit button that, while the page's form is being sent, is disabled and says
 * 'Submitting...' (`busy` for forms that track their own sending, e.g. a fetcher's).
 */
export function SubmitButton({
  busy,
  children,
  ...props
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> & {
  variant?: Variant
  busy?: boolean
  children: ReactNode
}) {
  const { t } = useTranslation()
  const submitting = useNavigation().state === 'submitting'
  const sending = busy ?? submitting
  return (
    <Button {...props} disabled={sending || props.disabled}>
      {sending ? t('Submitting...') : children}
    </Button>
  )
}

/** A form's buttons in a row, then a 'Cancel' link back to where the reader came from. */
export function FormActions({
  cancelTo,
  className = 'mt-6',
  children,
}: {
  cancelTo?: string
  className?: string
  children: ReactNode
}) {
  const { t } = useTranslation()
  return (
    <div className={`flex flex-wrap items-center gap-4 ${className}`.trim()}>
      {children}
      {cancelTo ? (
        <Link to={cancelTo} className={buttonClasses('link')}>
          {t('Cancel')}
        </Link>
      ) : null}
    </div>
  )
}
