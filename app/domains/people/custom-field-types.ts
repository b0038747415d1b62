import { msg } from '~/i18n'
import type { CustomFieldType } from './custom-fields.tables'

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
