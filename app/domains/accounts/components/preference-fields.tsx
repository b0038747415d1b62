import { Form } from '@remix-run/react'
import type { ReactNode } from 'react'
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

/**
 * A settings section's own small form: it posts its `intent` to the settings page's action, which
 * tells the forms apart by it.
 */
export function SettingsForm({
  intent,
  saveLabel,
  children,
}: {
  intent: string
  saveLabel: string
  children: ReactNode
}) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      {children}
      <Button>{saveLabel}</Button>
    </Form>
  )
}
