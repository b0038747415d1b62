import { Form } from '@remix-run/react'
import type { ReactNode } from 'react'
import { useTranslation } from '~/components/translation'
import { Button } from '~/components/ui/button'
import { ErrorSummary } from '~/components/ui/error-summary'

/** What a bulk page's action returns when nothing changed (all or none). */
export interface BulkFailureData {
  failure: string
  errors: { id: number; error: string }[]
  formErrors: string[]
}

/**
 * A list whose rows can be ticked (a Table with a selectColumn): the table sits in a GET form
 * that takes the ticked ids (`id=…`) to the bulk page, which lists them before anything changes.
 * Works without JS.
 */
export function BulkSelectionForm({
  action,
  label,
  children,
}: {
  action: string
  label: string
  children: ReactNode
}) {
  return (
    <Form method="get" action={action}>
      {children}
      <div className="mt-4">
        <Button type="submit" variant="secondary">
          {label}
        </Button>
      </div>
    </Form>
  )
}

/** The failure, form errors and the seed's per-id line 'Error for ID {id}: {error}'. */
export function BulkFailureSummary({ data }: { data: BulkFailureData | undefined }) {
  const { t } = useTranslation()
  if (!data) return null
  return (
    <div className="mt-6">
      <ErrorSummary
        fieldErrors={{}}
        formErrors={[
          data.failure,
          ...data.formErrors,
          ...data.errors.map((error) =>
            t('Error for ID {{id}}: {{error}}', { id: error.id, error: t(error.error) }),
          ),
        ]}
      />
    </div>
  )
}

/** Hidden `ids` fields: the chosen rows travel with each of the bulk page's forms. */
export function BulkIds({ ids }: { ids: number[] }) {
  return ids.map((id) => <input key={id} type="hidden" name="ids" value={id} />)
}

/** The bulk page's delete step: a red box with what deleting does and the button. */
export function BulkDeleteConfirmation({
  ids,
  explanation,
  label,
  busy,
}: {
  ids: number[]
  explanation: string
  label: string
  busy: boolean
}) {
  const { t } = useTranslation()
  return (
    <section
      aria-labelledby="confirm-deletion"
      className="mt-10 max-w-2xl rounded-md border-2 border-red-700 p-4"
    >
      <h2 id="confirm-deletion" className="text-xl font-bold text-red-800">
        {t('Confirm Deletion')}
      </h2>
      <p className="mt-2 text-slate-700">{explanation}</p>
      <Form method="post" className="mt-3">
        <BulkIds ids={ids} />
        <input type="hidden" name="intent" value="delete" />
        <Button variant="danger" disabled={busy}>
          {label}
        </Button>
      </Form>
    </section>
  )
}
