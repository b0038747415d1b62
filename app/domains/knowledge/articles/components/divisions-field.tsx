import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from '~/components/translation'
import { useHydrated } from '~/components/use-hydrated'
import { Button } from '~/components/ui/button'
import { Field } from '~/components/ui/field'
import { DEFAULT_DIVISION_COLOR } from '~/domains/org/org-constants'
import { CheckList, type Option } from './article-form-controls'
import type { Errors, Values } from './article-form-values'

// Loaded on first use, like the category and type dialogs (taxonomy-select.tsx).
const loadDialog = () => import('../../taxonomy/components/taxonomy-dialog')
const TaxonomyDialog = lazy(() =>
  loadDialog().then((module) => ({ default: module.TaxonomyDialog })),
)

/** The fields of a new division: `prefix` + name, color and order (the division form's rules). */
function NewDivisionInputs({
  prefix,
  idPrefix,
  values = {},
  errors,
}: {
  prefix: 'division_' | 'new_division_'
  idPrefix: string
  values?: Values
  errors: Errors
}) {
  const { t } = useTranslation()
  const input = (field: 'name' | 'color' | 'order', label: string, fallback: string) => {
    const typed = values[`${prefix}${field}`]
    return (
      <Field
        label={label}
        errors={errors[`${prefix}${field}`]}
        inputProps={{
          id: `${idPrefix}-${field}`,
          name: `${prefix}${field}`,
          defaultValue: typeof typed === 'string' ? typed : fallback,
          type: field === 'order' ? 'number' : 'text',
          min: field === 'order' ? 1 : undefined,
          autoComplete: 'off',
        }}
      />
    )
  }
  return (
    <>
      {input('name', t('Division/Dept name'), '')}
      {input('color', t('Division/Dept colour'), DEFAULT_DIVISION_COLOR)}
      {input('order', t('Division/Dept order'), '1')}
    </>
  )
}

/**
 * The article form's 'Select Divisions/Depts' (seed 001 §2): the checkbox list (with JavaScript a
 * filter box over it) and, for those who may create divisions, 'Add Division/Dept'. With
 * JavaScript that is a dialog posting to the taxonomy dialog route; the page stays, so nothing
 * typed is lost, and the new division is ticked when the list reloads. Without JavaScript it is
 * a section of the form whose button posts the whole form (intent 'add-division'): the division
 * is created and the form comes back as typed, the division ticked (articleFormAction).
 */
export function DivisionsField({
  options,
  chosen,
  mayAdd,
  values,
  errors,
}: {
  options: Option[]
  chosen: string[]
  mayAdd: boolean
  /** The form's values and messages (a new division's fields when the form comes back). */
  values: Values
  errors: Errors
}) {
  const { t } = useTranslation()
  const hydrated = useHydrated()
  const [open, setOpen] = useState(false)
  const [added, setAdded] = useState<string[]>([])
  const onSaved = useCallback((id: number | null) => {
    if (id) setAdded((ids) => [...ids, String(id)])
    setOpen(false)
  }, [])
  // The list reloads before the dialog hears its answer, so the new box may already be on the
  // page, unticked: a box's defaultChecked only counts when it is created. Tick each added one
  // once, when its box is there (the person may untick it afterwards).
  const ticked = useRef(new Set<string>())
  useEffect(() => {
    for (const id of added) {
      if (ticked.current.has(id)) continue
      const box = document.querySelector<HTMLInputElement>(`input[name="division"][value="${id}"]`)
      if (!box) continue
      box.checked = true
      ticked.current.add(id)
    }
  }, [added, options])
  const refused = ['name', 'color', 'order'].some((field) => errors[`new_division_${field}`])
  return (
    <CheckList
      name="division"
      legend={t('Divisions/Depts')}
      placeholder={t('Select Divisions/Depts')}
      options={options}
      chosen={chosen}
      open={refused}
    >
      {!mayAdd ? null : hydrated ? (
        <>
          <Button
            type="button"
            variant="secondary"
            className="mt-3"
            onMouseEnter={() => void loadDialog()}
            onFocus={() => void loadDialog()}
            onClick={() => setOpen(true)}
          >
            {t('Add Division/Dept')}
          </Button>
          {open ? (
            <Suspense fallback={null}>
              <TaxonomyDialog
                open
                title={t('Add Division/Dept')}
                intent="division.create"
                submitLabel={t('Add Division/Dept')}
                onClose={() => setOpen(false)}
                onSaved={onSaved}
              >
                {(dialogErrors) => (
                  <NewDivisionInputs
                    prefix="division_"
                    idPrefix="division-dialog"
                    errors={dialogErrors}
                  />
                )}
              </TaxonomyDialog>
            </Suspense>
          ) : null}
        </>
      ) : (
        <details className="mt-3" open={refused}>
          <summary className="cursor-pointer font-semibold text-brand-700">
            {t('Add Division/Dept')}
          </summary>
          <div className="mt-2">
            <NewDivisionInputs
              prefix="new_division_"
              idPrefix="new-division"
              values={values}
              errors={errors}
            />
            <Button
              type="submit"
              name="intent"
              value="add-division"
              variant="secondary"
              formNoValidate
            >
              {t('Add Division/Dept')}
            </Button>
          </div>
        </details>
      )}
    </CheckList>
  )
}
