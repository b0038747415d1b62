import { useFetcher } from '@remix-run/react'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { useTranslation } from '~/components/translation'
import { Button, SubmitButton } from '~/components/ui/button'
import { Dialog } from '~/components/ui/dialog'
import { fieldErrorsOf, type FormReply } from '~/platform/form-reply'
import { TAXONOMY_DIALOG_PATH, TAXONOMY_MESSAGES } from '../taxonomy.schema'

/** What the dialog route answers: the saved id (status 'success'), or the messages to show. */
type DialogReply = FormReply<{ id: number | null }>

/** The refusal's headline: its own message, or, for messages at the fields, where to look. */
const headlineOf = (refused: DialogReply) => refused.error?.['']?.[0] ?? TAXONOMY_MESSAGES.fixFields

/**
 * A dialog of the article form (JS only) that posts one small form to the taxonomy dialog route
 * and closes when it is saved; the page's loaders then reload, so the field shows the change.
 * Without JavaScript the fields offer their own form inputs or pages instead.
 */
export function TaxonomyDialog({
  open,
  title,
  intent,
  submitLabel,
  danger,
  onClose,
  onSaved,
  children,
}: {
  open: boolean
  title: string
  intent: string
  submitLabel: string
  danger?: boolean
  onClose: () => void
  onSaved: (id: number | null) => void
  children: (errors: Record<string, string[] | undefined>) => ReactNode
}) {
  const { t } = useTranslation()
  const fetcher = useFetcher<DialogReply>()
  const handled = useRef<DialogReply | undefined>(undefined)
  // The refusal on show: state, not the ref, so that it renders; cleared when the dialog is left,
  // since the fetcher keeps its last reply for the next time the dialog opens.
  const [refused, setRefused] = useState<DialogReply | null>(null)
  const reply = fetcher.data
  useEffect(() => {
    if (fetcher.state !== 'idle' || !reply || handled.current === reply) return
    handled.current = reply
    const ok = reply.status === 'success'
    setRefused(ok ? null : reply)
    if (ok) onSaved(reply.carried?.id ?? null)
  }, [fetcher.state, reply, onSaved])
  const dismiss = () => {
    setRefused(null)
    onClose()
  }
  const errors = refused ? fieldErrorsOf(refused) : {}
  const busy = fetcher.state !== 'idle'
  return (
    <Dialog open={open} onClose={dismiss} title={title} size="md">
      <fetcher.Form method="post" action={TAXONOMY_DIALOG_PATH} className="mt-4">
        <input type="hidden" name="intent" value={intent} />
        {refused ? (
          <p role="alert" className="mb-4 font-semibold text-red-700">
            {t(headlineOf(refused))}
          </p>
        ) : null}
        {children(errors)}
        <div className="mt-4 flex items-center gap-4">
          <SubmitButton variant={danger ? 'danger' : 'primary'} busy={busy}>
            {submitLabel}
          </SubmitButton>
          <Button type="button" variant="secondary" onClick={dismiss}>
            {t('Cancel')}
          </Button>
        </div>
      </fetcher.Form>
    </Dialog>
  )
}
