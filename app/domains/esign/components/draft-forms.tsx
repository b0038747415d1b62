import { Form } from '@remix-run/react'
import { useTranslation } from '~/components/translation'
import { Button, SubmitButton } from '~/components/ui/button'
import { Checkbox } from '~/components/ui/choice'
import { Field } from '~/components/ui/field'
import { Select, optionsOf } from '~/components/ui/select'
import type { FieldErrors } from '~/components/ui/field'
import { FIELD_KINDS, FIELD_KIND_LABELS, GRID_COLUMNS, GRID_ROWS } from '../esign-constants'

type Errors = Record<string, FieldErrors>

/** The draft's version and the form's intent: every draft form posts both. */
export function DraftHidden({ intent, version }: { intent: string; version: number }) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="version" value={version} />
    </>
  )
}

/** Adds a signer: a member of staff, or an outside name and email address. */
export function AddSignerForm({
  version,
  people,
  errors,
}: {
  version: number
  people: readonly { id: number; name: string }[]
  errors: Errors
}) {
  const { t } = useTranslation()
  return (
    <Form method="post" className="mt-4 rounded-md border border-slate-300 p-4" noValidate>
      <h3 className="text-lg font-semibold">{t('Add a signer')}</h3>
      <DraftHidden intent="add-signer" version={version} />
      <Select
        id="membership_id"
        name="membership_id"
        label={t('A member of staff')}
        placeholder={t('Someone outside the company')}
        errors={errors.membership_id}
        options={optionsOf(people)}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t('Or their name')}
          errors={errors.name}
          inputProps={{ id: 'signer-name', name: 'name', autoComplete: 'off' }}
        />
        <Field
          label={t('and email address')}
          errors={errors.email}
          inputProps={{ id: 'signer-email', name: 'email', type: 'email', autoComplete: 'off' }}
        />
      </div>
      <SubmitButton variant="secondary">{t('Add signer')}</SubmitButton>
    </Form>
  )
}

const cellLabel = (cell: number) => {
  const row = Math.floor(cell / GRID_COLUMNS) + 1
  const column = (cell % GRID_COLUMNS) + 1
  return { cell: cell + 1, row, column }
}

/**
 * Places a field without JavaScript: its signer, its kind, the page, and the numbered cell of
 * the grid drawn over the page images (its top-left corner goes there).
 */
export function AddFieldForm({
  version,
  pageCount,
  signers,
  errors,
}: {
  version: number
  pageCount: number
  signers: readonly { id: number; name: string }[]
  errors: Errors
}) {
  const { t } = useTranslation()
  return (
    <Form method="post" className="mt-4 rounded-md border border-slate-300 p-4" noValidate>
      <h3 className="text-lg font-semibold">{t('Place a field')}</h3>
      <DraftHidden intent="add-field" version={version} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Select
          id="field-signer"
          name="signer_id"
          label={t('Signer')}
          errors={errors.signer_id}
          options={optionsOf(signers)}
        />
        <Select
          id="field-kind"
          name="kind"
          label={t('Field')}
          errors={errors.kind}
          options={FIELD_KINDS.map((kind) => ({ value: kind, label: t(FIELD_KIND_LABELS[kind]) }))}
        />
        <Select
          id="field-page"
          name="page"
          label={t('Page')}
          errors={errors.page}
          options={Array.from({ length: pageCount }, (_, index) => ({
            value: index + 1,
            label: String(index + 1),
          }))}
        />
        <Select
          id="field-cell"
          name="cell"
          label={t('Position on the page')}
          hint={t('The numbered cells of the grid over each page.')}
          errors={errors.cell}
          options={Array.from({ length: GRID_COLUMNS * GRID_ROWS }, (_, cell) => ({
            value: cell,
            label: t('Cell {{cell}} (row {{row}}, column {{column}})', cellLabel(cell)),
          }))}
        />
      </div>
      <Checkbox
        label={t('Required')}
        inputProps={{ id: 'field-required', name: 'required', defaultChecked: true }}
      />
      <SubmitButton variant="secondary">{t('Place field')}</SubmitButton>
    </Form>
  )
}

/** A row's small form: one button posting an intent for a signer or field of the draft. */
export function RowButton({
  intent,
  version,
  id,
  label,
  variant = 'link',
}: {
  intent: string
  version: number
  id: number
  label: string
  variant?: 'link' | 'danger' | 'secondary'
}) {
  return (
    <Form method="post" className="inline">
      <DraftHidden intent={intent} version={version} />
      <input type="hidden" name="id" value={id} />
      <Button variant={variant}>{label}</Button>
    </Form>
  )
}
