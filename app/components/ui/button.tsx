import type { ButtonHTMLAttributes } from 'react'

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
