import { Form, useActionData, useNavigation } from '@remix-run/react'
import { Link } from '~/components/ui/link'
import { createContext, useContext, type ReactNode } from 'react'
import { useTranslation } from '~/components/translation'
import { Button, buttonClasses } from '~/components/ui/button'
import { ErrorSummary } from '~/components/ui/error-summary'
import { Page } from '~/components/ui/page'
import { Select, type SelectProps } from '~/components/ui/select'
import { EmptyState } from '~/components/ui/table'
import { bulkRefusalOf, type RefusedRow } from '~/platform/bulk-reply'
import type { FormReply } from '~/platform/form-reply'

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

/** The failure, the form's messages and the seed's per-row line 'Error for ID {id}: {error}'. */
export function BulkErrorSummary({
  failure,
  formErrors = [],
  rows,
}: {
  /** What failed, as an English key ('Error updating position'). */
  failure: string
  formErrors?: string[]
  rows: RefusedRow[]
}) {
  const { t } = useTranslation()
  return (
    <ErrorSummary
      fieldErrors={{}}
      formErrors={[
        failure,
        ...formErrors,
        ...rows.map((row) =>
          t('Error for ID {{id}}: {{error}}', { id: row.id, error: t(row.error) }),
        ),
      ]}
    />
  )
}

/** A bulk form's refused reply (FormReply): nothing changed, and why. */
export function BulkFailureSummary({
  reply,
  failure,
  className,
}: {
  reply: FormReply | undefined
  failure: string
  className?: string
}) {
  if (reply?.status !== 'error') return null
  return (
    <div className={className}>
      <BulkErrorSummary failure={failure} {...bulkRefusalOf(reply)} />
    </div>
  )
}

/** Hidden `ids` fields: the chosen rows travel with each of the bulk page's forms. */
export function BulkIds({ ids, name = 'ids' }: { ids: number[]; name?: string }) {
  return ids.map((id) => <input key={id} type="hidden" name={name} value={id} />)
}

/** The chosen rows' ids and the name they travel under, for the bulk page's forms. */
const ChosenContext = createContext<{ ids: number[]; name: string }>({ ids: [], name: 'ids' })

function ChosenIds() {
  const { ids, name } = useContext(ChosenContext)
  return <BulkIds ids={ids} name={name} />
}

/** One chosen row as the bulk page lists it: its name, its id, and what else tells it apart. */
export interface ChosenRow {
  id: number
  name: ReactNode
  detail?: ReactNode
}

/**
 * A bulk page: its heading, what went wrong last time (the action's FormReply), and either
 * the chosen rows, under 'N … chosen', followed by the page's forms (`children`: BulkEditForm,
 * BulkDeleteConfirmation, which post the chosen ids), or, when none came, a way back to the list.
 */
export function BulkPage({
  title,
  chosen,
  chosenLabel,
  idName = 'ids',
  noneChosen,
  back,
  failed,
  width = '4xl',
  children,
}: {
  title: string
  chosen: readonly ChosenRow[]
  /** 'N positions chosen', translated with the count. */
  chosenLabel: string
  /** The name the ids travel under ('ids' by default). */
  idName?: string
  /** Why the page is empty (translated). */
  noneChosen: string
  /** The list the rows are chosen from. */
  back: { to: string; label: string }
  /** What a refused edit or delete says first (English keys: the summary translates them). */
  failed: { update: string; delete: string }
  width?: '4xl' | '5xl'
  children: ReactNode
}) {
  const reply = useActionData() as FormReply | undefined
  const ids = chosen.map((row) => row.id)
  // A refused form (even an invalid one) said what it tried: delete, or edit.
  const deleting = reply?.initialValue?.intent === 'delete'
  return (
    <Page width={width} title={title}>
      <BulkFailureSummary
        reply={reply}
        failure={deleting ? failed.delete : failed.update}
        className="mt-6"
      />
      {chosen.length === 0 ? (
        <EmptyState className="mt-6">
          {noneChosen}{' '}
          <Link to={back.to} className={buttonClasses('link')}>
            {back.label}
          </Link>
        </EmptyState>
      ) : (
        <ChosenContext.Provider value={{ ids, name: idName }}>
          <h2 className="mt-6 text-xl font-bold">{chosenLabel}</h2>
          <ul className="mt-3 space-y-1">
            {chosen.map((row) => (
              <li key={row.id} className="flex flex-wrap items-center gap-3">
                <span className="font-semibold">{row.name}</span>
                <span className="text-sm text-slate-600">#{row.id}</span>
                {row.detail}
              </li>
            ))}
          </ul>
          {children}
        </ChosenContext.Provider>
      )}
    </Page>
  )
}

/**
 * The bulk page's edit step: the chosen ids, the fields (KeepSelects: a field left on 'Keep as
 * it is' changes nothing) and the button that saves them for every chosen row.
 */
export function BulkEditForm({
  intent,
  submitLabel,
  children,
}: {
  intent: string
  submitLabel: string
  children: ReactNode
}) {
  const { t } = useTranslation()
  const busy = useNavigation().state !== 'idle'
  return (
    <Form method="post" className="mt-8 max-w-2xl">
      <ChosenIds />
      <input type="hidden" name="intent" value={intent} />
      <p className="mb-4 text-slate-700">{t('Fields left on “Keep as it is” do not change.')}</p>
      {children}
      <Button disabled={busy}>{submitLabel}</Button>
    </Form>
  )
}

/** A select of a bulk edit form: its first choice, 'Keep as it is', changes nothing. */
export function KeepSelect(props: Omit<SelectProps, 'placeholder' | 'defaultValue'>) {
  const { t } = useTranslation()
  return <Select {...props} defaultValue="" placeholder={t('Keep as it is')} />
}

/** The bulk page's delete step: a red box with what deleting does and the button. */
export function BulkDeleteConfirmation({
  title,
  explanation,
  label,
}: {
  /** The box's heading ('Confirm Deletion' by default). */
  title?: string
  explanation: string
  label: string
}) {
  const { t } = useTranslation()
  const busy = useNavigation().state !== 'idle'
  return (
    <section
      aria-labelledby="confirm-deletion"
      className="mt-10 max-w-2xl rounded-md border-2 border-red-700 p-4"
    >
      <h2 id="confirm-deletion" className="text-xl font-bold text-red-800">
        {title ?? t('Confirm Deletion')}
      </h2>
      <p className="mt-2 text-slate-700">{explanation}</p>
      <Form method="post" className="mt-3">
        <ChosenIds />
        <input type="hidden" name="intent" value="delete" />
        <Button variant="danger" disabled={busy}>
          {label}
        </Button>
      </Form>
    </section>
  )
}
