import { Form } from '@remix-run/react'
import { useState } from 'react'
import { useTranslation } from '~/components/translation'
import { msg } from '~/i18n'
import { Button, FormActions, SubmitButton } from '~/components/ui/button'
import { ErrorSummary } from '~/components/ui/error-summary'
import { Field, Textarea } from '~/components/ui/field'
import { optionsOf, Select } from '~/components/ui/select'
import type { FormReply } from '~/platform/form-reply'
import { isDecimal, lineTotal, QUANTITY_SCALE, totalsByCurrency } from '../money'
import { LOOKUP_KINDS, LOOKUP_LABELS, type LookupKind } from '../purchase-requests.constants'
import { MAX_ITEMS } from '../purchase-requests.schema'

/** How many item rows a new form offers, and how many more "More lines" adds. */
export const SPARE_LINES = 5

type Typed = Record<string, unknown> & { items?: Record<string, string>[] }

/** The item rows to draw: what was typed, plus spare rows (more after "More lines"). */
export function lineCount(typed: Typed, more: boolean): number {
  const typedRows = Array.isArray(typed.items) ? typed.items.length : 0
  return Math.min(MAX_ITEMS, Math.max(SPARE_LINES, typedRows + (more ? SPARE_LINES : 1)))
}

/**
 * The purchase-request form: what, from whom, how, and its item lines. Totals shown while typing
 * are a preview with the same exact arithmetic; the server computes the ones it stores. Without
 * JavaScript, "More lines" posts the form back with spare rows, keeping what was typed.
 */
export function PurchaseRequestForm({
  reply,
  lookups,
  currency,
}: {
  /** The action's answer; `more` after the no-JS "More lines". */
  reply: (FormReply & { more?: boolean }) | undefined
  lookups: Record<LookupKind, { id: number; name: string }[]>
  currency: string
}) {
  const { t } = useTranslation()
  const errors = reply?.error ?? {}
  const typed = (reply?.initialValue ?? {}) as Typed
  const text = (name: string) => (typeof typed[name] === 'string' ? (typed[name] as string) : '')
  const [rows, setRows] = useState(() => lineCount(typed, reply?.more === true))
  const [items, setItems] = useState(() => typed.items ?? [])
  const errorsOf = (name: string) => errors[name] ?? undefined
  const fieldIds = [
    'title',
    'vendor',
    ...LOOKUP_KINDS,
    'needed_by',
    'justification',
    'items',
    ...Array.from({ length: rows }, (_, i) =>
      ['description', 'quantity', 'unit_price', 'currency'].map((f) => `items[${i}].${f}`),
    ).flat(),
  ]
  const item = (i: number, field: string) => items[i]?.[field] ?? ''
  const setItem = (i: number, field: string, value: string) =>
    setItems((now) => {
      const next = [...now]
      next[i] = { ...next[i], [field]: value }
      return next
    })
  const preview = totalsByCurrency(
    Array.from({ length: rows }, (_, i) => ({
      quantity: item(i, 'quantity').trim(),
      price: item(i, 'unit_price').trim(),
      currency: item(i, 'currency').trim().toUpperCase() || currency,
    }))
      .filter((line) => isDecimal(line.quantity, QUANTITY_SCALE) && isDecimal(line.price, 2))
      .map((line) => ({ currency: line.currency, total: lineTotal(line.quantity, line.price) })),
  )
  return (
    <>
      <ErrorSummary
        fieldErrors={Object.fromEntries(fieldIds.map((name) => [`pr-${name}`, errorsOf(name)]))}
        formErrors={errors[''] ?? undefined}
      />
      <Form method="post" noValidate>
        <Field
          label={t('What is it for?')}
          hint={t('A short title approvers will recognise')}
          errors={errorsOf('title')}
          inputProps={{ id: 'pr-title', name: 'title', defaultValue: text('title') }}
        />
        <Field
          label={t('Vendor (optional)')}
          errors={errorsOf('vendor')}
          inputProps={{ id: 'pr-vendor', name: 'vendor', defaultValue: text('vendor') }}
        />
        <div className="grid gap-x-6 sm:grid-cols-3">
          {LOOKUP_KINDS.map((kind) => (
            <Select
              key={kind}
              id={`pr-${kind}`}
              name={kind}
              label={t(LOOKUP_LABELS[kind])}
              errors={errorsOf(kind)}
              defaultValue={text(kind)}
              placeholder={t('Not set')}
              options={optionsOf(lookups[kind])}
            />
          ))}
        </div>
        <Field
          label={t('Needed by (optional)')}
          errors={errorsOf('needed_by')}
          inputProps={{
            id: 'pr-needed_by',
            name: 'needed_by',
            type: 'date',
            defaultValue: text('needed_by'),
          }}
        />
        <Textarea
          id="pr-justification"
          name="justification"
          label={t('Why is it needed? (optional)')}
          errors={errorsOf('justification')}
          defaultValue={text('justification')}
        />
        <fieldset className="mt-2">
          <legend className="text-xl font-semibold">{t('Items')}</legend>
          <p className="mt-1 text-sm text-slate-600">
            {t('Leave a line empty to skip it. Currency: empty for {{currency}}.', { currency })}
          </p>
          {errorsOf('items') ? (
            <p id="pr-items" className="mt-2 font-semibold text-red-700">
              {t(errorsOf('items')![0]!)}
            </p>
          ) : null}
          <ol className="mt-3 space-y-3">
            {Array.from({ length: rows }, (_, i) => (
              <li key={i} className="grid gap-x-3 sm:grid-cols-[3fr_1fr_1fr_1fr]">
                {(['description', 'quantity', 'unit_price', 'currency'] as const).map((field) => (
                  <Field
                    key={field}
                    className="mb-2"
                    label={t(ITEM_LABELS[field], { n: i + 1 })}
                    errors={errorsOf(`items[${i}].${field}`)}
                    inputProps={{
                      id: `pr-items[${i}].${field}`,
                      name: `items[${i}].${field}`,
                      inputMode:
                        field === 'quantity' || field === 'unit_price' ? 'decimal' : undefined,
                      defaultValue: item(i, field),
                      onChange: (event) => setItem(i, field, event.currentTarget.value),
                      maxLength: field === 'currency' ? 3 : undefined,
                    }}
                  />
                ))}
              </li>
            ))}
          </ol>
        </fieldset>
        <p className="mt-4" aria-live="polite">
          {t('Total')}:{' '}
          <strong>
            {preview.length
              ? preview.map(({ currency: code, total }) => `${total} ${code}`).join(' + ')
              : `0.00 ${currency}`}
          </strong>
        </p>
        <FormActions cancelTo="/purchase-requests">
          <SubmitButton name="intent" value="create">
            {t('Submit purchase request')}
          </SubmitButton>
          {rows < MAX_ITEMS ? (
            <Button
              variant="secondary"
              name="intent"
              value="more_lines"
              onClick={(event) => {
                // With JavaScript the rows are added here; the post is the no-JS way.
                event.preventDefault()
                setRows((n) => Math.min(MAX_ITEMS, n + SPARE_LINES))
              }}
            >
              {t('More lines')}
            </Button>
          ) : null}
        </FormActions>
      </Form>
    </>
  )
}

const ITEM_LABELS = {
  description: msg('Item {{n}}: description'),
  quantity: msg('Item {{n}}: quantity'),
  unit_price: msg('Item {{n}}: unit price'),
  currency: msg('Item {{n}}: currency'),
} as const
