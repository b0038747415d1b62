import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react'
import { useTranslation } from '~/components/translation'
import { useHydrated } from '~/components/use-hydrated'
import { Button } from '~/components/ui/button'

// Headless UI's dialog is a large part of a form page's JavaScript, and only KB admins who click
// Add/Edit/Delete need it: it loads on first use (hovering or focusing a button starts it early).
const loadDialog = () => import('./taxonomy-dialog')
const TaxonomyDialog = lazy(() =>
  loadDialog().then((module) => ({ default: module.TaxonomyDialog })),
)

export const selectClasses =
  'mt-1 block w-full rounded-md border-2 border-slate-700 bg-white px-3 py-2 text-base text-slate-900'
export const inputClasses =
  'mt-1 block w-full rounded-md border-2 border-slate-700 px-3 py-2 text-base text-slate-900'

/** One manage dialog: the button that opens it and the small form it posts. */
export interface ManageDialog {
  button: string
  title: string
  intent: string
  submitLabel: string
  danger?: boolean
  body: (errors: Record<string, string[]>) => ReactNode
}

type DialogKind = 'add' | 'edit' | 'delete'

/**
 * A taxonomy choice of the article form (category, type): a labelled select and, for KB admins,
 * Add / Edit / Delete dialogs with JavaScript (a new item is chosen at once, a deleted one
 * unchosen) or, without JavaScript, the field's own inputs for a new item (`withoutJs`).
 */
export function TaxonomySelect({
  name,
  label,
  error,
  defaultValue,
  emptyLabel,
  options,
  canManage,
  adornment,
  dialogs,
  withoutJs,
}: {
  name: string
  label: string
  error?: string
  defaultValue: string
  emptyLabel: string
  options: ReactNode
  canManage: boolean
  /** Shown before the select for the chosen value (the type's colour). */
  adornment?: (value: string) => ReactNode
  /** The add dialog, and the edit and delete dialogs of the chosen value (none if none). */
  dialogs: (value: string) => { add: ManageDialog; edit?: ManageDialog; delete?: ManageDialog }
  withoutJs?: ReactNode
}) {
  const { t } = useTranslation()
  const hydrated = useHydrated()
  const [value, setValue] = useState(defaultValue)
  // The open dialog as it was when opened: a deleted item leaves the list (the loaders reload)
  // before its dialog hears the reply, and the dialog must stay mounted to hear it and close.
  const [open, setOpen] = useState<{ kind: DialogKind; spec: ManageDialog } | null>(null)
  const id = `${name}-field`
  const errorId = error ? `${id}-error` : undefined
  const close = useCallback(() => setOpen(null), [])
  const openKind = open?.kind
  const saved = useCallback(
    (savedId: number | null) => {
      if (openKind === 'add' && savedId) setValue(String(savedId))
      if (openKind === 'delete') setValue('')
      setOpen(null)
    },
    [openKind],
  )
  const specs = dialogs(value)
  const select = (
    <select
      id={id}
      name={name}
      value={value}
      onChange={(event) => setValue(event.target.value)}
      aria-describedby={errorId}
      aria-invalid={error ? true : undefined}
      className={selectClasses}
    >
      <option value="">{emptyLabel}</option>
      {options}
    </select>
  )
  return (
    <div className={`mb-5 ${error ? 'border-l-4 border-red-700 pl-3' : ''}`}>
      <label htmlFor={id} className="block text-base font-semibold text-slate-900">
        {label}
      </label>
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-semibold text-red-700">
          <span className="sr-only">{t('Error:')}</span> {t(error)}
        </p>
      ) : null}
      {adornment ? (
        <div className="flex items-center gap-2">
          {adornment(value)}
          {select}
        </div>
      ) : (
        select
      )}
      {canManage && hydrated ? (
        <div className="mt-2 flex flex-wrap gap-4">
          {(['add', 'edit', 'delete'] as const).map((kind) => {
            const spec = specs[kind]
            return spec ? (
              <Button
                key={kind}
                type="button"
                variant="link"
                onPointerEnter={loadDialog}
                onFocus={loadDialog}
                onClick={() => setOpen({ kind, spec })}
              >
                {spec.button}
              </Button>
            ) : null
          })}
        </div>
      ) : null}
      {canManage && !hydrated ? withoutJs : null}
      {open ? (
        <Suspense fallback={null}>
          <TaxonomyDialog
            key={open.kind}
            open
            title={open.spec.title}
            intent={open.spec.intent}
            submitLabel={open.spec.submitLabel}
            danger={open.spec.danger}
            onClose={close}
            onSaved={saved}
          >
            {open.spec.body}
          </TaxonomyDialog>
        </Suspense>
      ) : null}
    </div>
  )
}
