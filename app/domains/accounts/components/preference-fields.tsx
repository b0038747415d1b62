import type { ReactNode } from 'react'
import { useTranslation } from '~/components/translation'
import { Button } from '~/components/ui/button'

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

export function SaveButton({ label }: { label?: string }) {
  const { t } = useTranslation()
  return <Button>{label ?? t('Save')}</Button>
}
