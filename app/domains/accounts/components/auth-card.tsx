import type { ReactNode } from 'react'
import { FlashMessage } from '~/components/flash-message'
import { useTranslation } from '~/components/translation'

/** The centred panel every sign-in, sign-up and password page sits in. */
export function AuthCard({
  title,
  intro,
  children,
  footer,
}: {
  title: string
  intro?: ReactNode
  children: ReactNode
  footer?: ReactNode
}) {
  const { t } = useTranslation()
  return (
    <main id="main" className="mx-auto flex min-h-full max-w-md flex-col justify-center px-4 py-12">
      <p className="mb-6 text-center text-2xl font-bold tracking-tight text-brand-700">
        {t('Groundwork')}
      </p>
      <div className="rounded-lg bg-white p-8 shadow-sm ring-1 ring-slate-200">
        <FlashMessage />
        <h1 className="mb-2 text-2xl font-bold text-slate-900">{title}</h1>
        {intro ? <div className="mb-6 text-slate-700">{intro}</div> : null}
        {children}
      </div>
      {footer ? <div className="mt-6 space-y-2 text-center text-slate-700">{footer}</div> : null}
    </main>
  )
}
