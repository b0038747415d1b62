import { msg } from '~/i18n'

/** The kinds of value a custom field on staff can hold. */
export const CUSTOM_FIELD_TYPES = [
  'text',
  'long_text',
  'number',
  'date',
  'single_choice',
  'multiple_choice',
  'checkbox',
] as const
export type CustomFieldType = (typeof CUSTOM_FIELD_TYPES)[number]

/** The field types as people read them (no table code: components import this). */
export const CUSTOM_FIELD_TYPE_LABELS: Record<CustomFieldType, string> = {
  text: msg('Text'),
  long_text: msg('Long text'),
  number: msg('Number'),
  date: msg('Date'),
  single_choice: msg('Single choice'),
  multiple_choice: msg('Multiple choice'),
  checkbox: msg('Checkbox'),
}

export const isChoiceType = (type: CustomFieldType) =>
  type === 'single_choice' || type === 'multiple_choice'
