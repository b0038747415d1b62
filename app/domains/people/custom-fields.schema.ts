import { z } from 'zod'
import { requiredText, versionField } from '~/platform/form-fields'
import { msg } from '~/i18n'
import { isChoiceType } from './custom-field-types'
import { CUSTOM_FIELD_TYPES, type CustomFieldType } from './custom-field-types'

export { isChoiceType }

/** Shared by the custom-field forms and the REST API (seed §7 "Custom fields and views"). */
export const CUSTOM_FIELD_MESSAGES = {
  required: msg('This field is required'),
  number: msg('Enter a number'),
  date: msg('Enter a date as YYYY-MM-DD'),
  choice: msg('Choose one of the options'),
  text: msg('Use at most 1000 characters'),
  longText: msg('Use at most 10000 characters'),
  checkbox: msg('Enter true or false'),
  stale: msg('This field was changed by someone else. Reload it and try again.'),
  notChoice: msg('Only choice fields have options'),
} as const

const flag = z.preprocess(
  (value) => value === true || value === 'true' || value === 'on' || value === '1',
  z.boolean(),
)
const name = requiredText(100, 'Use at most 100 characters', CUSTOM_FIELD_MESSAGES.required)
const order = z.coerce
  .number({ invalid_type_error: 'Enter a whole number' })
  .int('Enter a whole number')
  .min(0, 'Enter a number between 0 and 10000')
  .max(10_000, 'Enter a number between 0 and 10000')
const label = requiredText(100, 'Use at most 100 characters', CUSTOM_FIELD_MESSAGES.required)

/** Choices arrive as a JSON array of labels or, from the form, one label per line. */
const choiceLabels = z.preprocess(
  (value) =>
    typeof value === 'string'
      ? value
          .split(/\r?\n/)
          .map((line) => line.trim())
          .filter(Boolean)
      : value,
  z.array(label).max(100, 'Use at most 100 options'),
)

export const DefinitionCreateSchema = z.object({
  name,
  field_type: z.enum(CUSTOM_FIELD_TYPES, {
    errorMap: () => ({ message: 'Choose a type' }),
  }),
  is_required: flag.default(false),
  order: order.default(1),
  choices: choiceLabels.default([]),
})
export type DefinitionCreateInput = z.infer<typeof DefinitionCreateSchema>

/** The type is fixed once created: stored values were validated against it. */
export const DefinitionUpdateSchema = z.object({
  name: name.optional(),
  is_required: flag.optional(),
  order: order.optional(),
  version: versionField(CUSTOM_FIELD_MESSAGES.required),
})
export type DefinitionUpdateInput = z.infer<typeof DefinitionUpdateSchema>

export const ChoiceCreateSchema = z.object({ label, order: order.default(1) })
export type ChoiceCreateInput = z.infer<typeof ChoiceCreateSchema>
export const ChoiceUpdateSchema = z.object({ label: label.optional(), order: order.optional() })
export type ChoiceUpdateInput = z.infer<typeof ChoiceUpdateSchema>

export type StoredValue = string | number | boolean | number[]

/**
 * A raw value (from a form: strings; from JSON: anything) checked against its field's type.
 * Returns the value to store, null for "no value", or an error message.
 */
export function parseFieldValue(
  field: { fieldType: CustomFieldType; isRequired: boolean },
  choiceIds: readonly number[],
  raw: unknown,
): { value: StoredValue | null } | { error: string } {
  const parsed = parseByType(field.fieldType, choiceIds, raw)
  if ('error' in parsed) return parsed
  const empty =
    parsed.value === null ||
    (Array.isArray(parsed.value) && parsed.value.length === 0) ||
    (field.fieldType === 'checkbox' && parsed.value === false)
  if (empty && field.isRequired) return { error: CUSTOM_FIELD_MESSAGES.required }
  if (parsed.value === null || (Array.isArray(parsed.value) && parsed.value.length === 0)) {
    return { value: null }
  }
  return parsed
}

function isBlank(raw: unknown): boolean {
  return raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')
}

function asList(raw: unknown): unknown[] {
  if (Array.isArray(raw)) return raw.filter((item) => !isBlank(item))
  return isBlank(raw) ? [] : [raw]
}

function validDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
}

function choiceId(raw: unknown, choiceIds: readonly number[]): number | null {
  const id = typeof raw === 'number' ? raw : Number(String(raw).trim())
  return Number.isInteger(id) && choiceIds.includes(id) ? id : null
}

function parseByType(
  type: CustomFieldType,
  choiceIds: readonly number[],
  raw: unknown,
): { value: StoredValue | null } | { error: string } {
  switch (type) {
    case 'text':
    case 'long_text': {
      if (isBlank(raw)) return { value: null }
      if (typeof raw !== 'string' && typeof raw !== 'number')
        return { error: CUSTOM_FIELD_MESSAGES.required }
      const text = String(raw).trim()
      const max = type === 'text' ? 1000 : 10_000
      if (text.length > max) {
        return {
          error: type === 'text' ? CUSTOM_FIELD_MESSAGES.text : CUSTOM_FIELD_MESSAGES.longText,
        }
      }
      return { value: text }
    }
    case 'number': {
      if (isBlank(raw)) return { value: null }
      const number = typeof raw === 'number' ? raw : Number(String(raw).trim())
      if (typeof raw === 'boolean' || !Number.isFinite(number)) {
        return { error: CUSTOM_FIELD_MESSAGES.number }
      }
      return { value: number }
    }
    case 'date': {
      if (isBlank(raw)) return { value: null }
      const text = String(raw).trim()
      return validDate(text) ? { value: text } : { error: CUSTOM_FIELD_MESSAGES.date }
    }
    case 'checkbox': {
      if (raw === true || raw === 'true' || raw === 'on' || raw === '1') return { value: true }
      if (isBlank(raw) || raw === false || raw === 'false' || raw === '0') return { value: false }
      return { error: CUSTOM_FIELD_MESSAGES.checkbox }
    }
    case 'single_choice': {
      const [only, ...more] = asList(raw)
      if (only === undefined) return { value: null }
      const id = choiceId(only, choiceIds)
      return id === null || more.length ? { error: CUSTOM_FIELD_MESSAGES.choice } : { value: id }
    }
    case 'multiple_choice': {
      const ids = asList(raw).map((item) => choiceId(item, choiceIds))
      if (ids.some((id) => id === null)) return { error: CUSTOM_FIELD_MESSAGES.choice }
      return { value: [...new Set(ids as number[])] }
    }
  }
}

/*
 * The settings pages' forms (the same rules; a form always sends every field, so an emptied
 * name or label is "required", never "unchanged", and an unticked box is false).
 */
export const DefinitionEditFormSchema = DefinitionUpdateSchema.required({ name: true }).extend({
  is_required: DefinitionCreateSchema.shape.is_required,
})
export const ChoiceEditFormSchema = ChoiceUpdateSchema.required({ label: true }).extend({
  choice: z.string().default(''),
})
export const ChoiceDeleteFormSchema = z.object({ choice: z.string().default('') })
