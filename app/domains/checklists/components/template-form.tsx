import { Form } from '@remix-run/react'
import { useTranslation } from '~/components/translation'
import { Button, FormActions, SubmitButton } from '~/components/ui/button'
import { Checkbox } from '~/components/ui/choice'
import { Field, Textarea } from '~/components/ui/field'
import { Select } from '~/components/ui/select'
import { isConflict, readReply, type FormReply } from '~/platform/form-reply'
import { FormTop } from './form-top'
import { ITEM_KINDS, RECURRENCES } from '../checklist-constants'
import { ITEM_KIND_LABELS, RECURRENCE_LABELS } from '../checklist-labels'
import type { AssigneeChoices } from '../checklist-page-helpers.server'
import type { TemplateDto } from '../checklist-templates.server'
import type { ItemValues, TemplateValues } from '../template-structure'
import { AssigneeSelect } from './assignee-select'

const text = (value: unknown) => (typeof value === 'string' ? value : '')
const ticked = (value: unknown) => value === 'on' || value === true || value === 'true'

/**
 * The template form (create and edit): title, description, how often it repeats, whom it is
 * for, and its items in order. Every button posts the form (add, move, remove an item), so it
 * works the same without JavaScript; what was typed is kept.
 */
export function TemplateForm({
  values: saved,
  choices,
  reply,
  version,
  cancelTo,
}: {
  values: TemplateValues
  choices: AssigneeChoices
  reply: FormReply<never, TemplateDto> | undefined
  version?: number
  cancelTo: string
}) {
  const { t } = useTranslation()
  const { errors, formErrors } = readReply(reply)
  const values = (reply?.initialValue as TemplateValues | undefined) ?? saved
  const items = Array.isArray(values.items) ? values.items : []
  const current = isConflict(reply) ? reply?.current : undefined
  return (
    <Form method="post" noValidate className="mt-6" key={JSON.stringify(values)}>
      <FormTop
        saveLabel={t('Save template')}
        errors={errors}
        formErrors={formErrors}
        saved={
          current && {
            title: t('The template as it is saved now'),
            values: [
              { label: t('Title'), value: current.title },
              { label: t('Items'), value: current.items.map((item) => item.label).join(', ') },
            ],
          }
        }
      />
      {version === undefined ? null : (
        <input type="hidden" name="version" value={current?.version ?? version} />
      )}
      <Field
        label={t('Title')}
        errors={errors.title}
        inputProps={{
          id: 'title',
          name: 'title',
          defaultValue: text(values.title),
          required: true,
        }}
      />
      <Textarea
        id="description"
        name="description"
        label={t('Description')}
        hint={t('Optional: what the checklist is for, shown to whoever fills it.')}
        rows={2}
        defaultValue={text(values.description)}
        errors={errors.description}
      />
      <AssigneeSelect
        choices={choices}
        defaultValue={text(values.assigned_to)}
        errors={errors.assigned_to}
        nobody={t('Whoever starts it')}
        hint={t('The checklists started from this template are for them, unless changed.')}
      />
      <Select
        id="recurrence"
        name="recurrence"
        label={t('Repeats')}
        hint={t('A repeating checklist is started by itself at the start of each period.')}
        defaultValue={text(values.recurrence) || 'none'}
        errors={errors.recurrence}
        options={RECURRENCES.map((value) => ({ value, label: t(RECURRENCE_LABELS[value]) }))}
      />
      <fieldset id="items" tabIndex={-1} className="mt-6">
        <legend className="text-xl font-bold">{t('Items')}</legend>
        {errors.items ? (
          <p className="mt-1 font-semibold text-red-700">{t(errors.items[0]!)}</p>
        ) : null}
        <ol className="mt-3 space-y-4">
          {items.map((item, index) => (
            <TemplateItemFields
              key={index}
              item={item}
              index={index}
              last={index === items.length - 1}
              errors={errors}
            />
          ))}
        </ol>
        <div className="mt-4 flex flex-wrap items-end gap-3">
          <Select
            id="new_kind"
            name="new_kind"
            label={t('Kind of item to add')}
            className=""
            controlClassName="w-auto"
            defaultValue="checkbox"
            options={ITEM_KINDS.map((value) => ({
              value,
              label: t(ITEM_KIND_LABELS[value]),
            }))}
          />
          <Button variant="secondary" name="intent" value="add-item">
            {t('Add item')}
          </Button>
        </div>
      </fieldset>
      <FormActions cancelTo={cancelTo}>
        <SubmitButton name="intent" value="save">
          {t('Save template')}
        </SubmitButton>
      </FormActions>
    </Form>
  )
}

/** One item of the form: its kind, label, whether it is required, and a choice's options. */
function TemplateItemFields({
  item,
  index,
  last,
  errors,
}: {
  item: ItemValues
  index: number
  last: boolean
  errors: Record<string, string[] | undefined>
}) {
  const { t } = useTranslation()
  const name = (field: string) => `items[${index}].${field}`
  const number = index + 1
  return (
    <li className="rounded-md border-2 border-slate-300 p-4">
      <fieldset>
        <legend className="font-semibold">{t('Item {{number}}', { number })}</legend>
        <div className="mt-2 grid gap-x-4 sm:grid-cols-[12rem_1fr]">
          <Select
            id={name('kind')}
            name={name('kind')}
            label={t('Kind')}
            defaultValue={text(item.kind) || 'checkbox'}
            errors={errors[name('kind')]}
            options={ITEM_KINDS.map((value) => ({
              value,
              label: t(ITEM_KIND_LABELS[value]),
            }))}
          />
          <Field
            label={t('Label')}
            errors={errors[name('label')]}
            inputProps={{ id: name('label'), name: name('label'), defaultValue: text(item.label) }}
          />
        </div>
        <Textarea
          id={name('options')}
          name={name('options')}
          label={t('Options')}
          hint={t('For a choice only: one option per line.')}
          rows={2}
          defaultValue={text(item.options)}
          errors={errors[name('options')]}
        />
        <Checkbox
          label={t('Required')}
          hint={t('The checklist cannot be completed without it.')}
          inputProps={{
            id: name('required'),
            name: name('required'),
            defaultChecked: ticked(item.required),
          }}
        />
        <div className="flex flex-wrap gap-3">
          <Button
            variant="secondary"
            name="intent"
            value={`item-up:${index}`}
            disabled={index === 0}
          >
            {t('Move up')}
            <span className="sr-only"> {t('Item {{number}}', { number })}</span>
          </Button>
          <Button variant="secondary" name="intent" value={`item-down:${index}`} disabled={last}>
            {t('Move down')}
            <span className="sr-only"> {t('Item {{number}}', { number })}</span>
          </Button>
          <Button variant="secondary" name="intent" value={`remove-item:${index}`}>
            {t('Remove')}
            <span className="sr-only"> {t('Item {{number}}', { number })}</span>
          </Button>
        </div>
      </fieldset>
    </li>
  )
}
