import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react'
import { useHydrated } from '~/components/use-hydrated'
import { Button } from '~/components/ui/button'
import { FieldFrame } from '~/components/ui/field'
import { SelectControl } from '~/components/ui/select'

// Headless UI's dialog is a large part of a form page's JavaScript, and only KB admins who click
// Add/Edit/Delete need it: it loads on first use (hovering or focusing a button starts it early).
const loadDialog = () => import('./taxonomy-dialog')
const TaxonomyDialog = lazy(() =>
  loadDialog().then((module) => ({ default: module.TaxonomyDialog })),
)

/** One manage dialog: the button that opens it and the small form it posts. */
export interface ManageDialog {
  button: string
  title: string
  intent: string
  submitLabel: string
  danger?: boolean
  body: (errors: Record<string, string[] | undefined>) => ReactNode
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
  const hydrated = useHydrated()
  const [value, setValue] = useState(defaultValue)
  // The open dialog as it was when opened: a deleted item leaves the list (the loaders reload)
  // before its dialog hears the reply, and the dialog must stay mounted to hear it and close.
  const [open, setOpen] = useState<{ kind: DialogKind; spec: ManageDialog } | null>(null)
  const id = `${name}-field`
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
  const manage = (
    <>
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
    </>
  )
  return (
    <FieldFrame id={id} label={label} errors={error ? [error] : undefined}>
      {(state) => {
        const select = (
          <SelectControl
            id={id}
            name={name}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            state={state}
            placeholder={emptyLabel}
          >
            {options}
          </SelectControl>
        )
        return (
          <>
            {adornment ? (
              <div className="flex items-center gap-2">
                {adornment(value)}
                {select}
              </div>
            ) : (
              select
            )}
            {manage}
          </>
        )
      }}
    </FieldFrame>
  )
}
