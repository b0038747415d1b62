import { PERIOD_TYPES } from './periods'
import { MAX_PERIOD_COUNT } from './statistics.schema'

type FieldType = 'string' | 'integer' | 'boolean' | 'choice' | 'decimal' | 'list' | 'field'

interface FieldDescription {
  type: FieldType
  required: boolean
  read_only?: boolean
  label: string
  help_text?: string
  max_length?: number
  choices?: Array<{ value: string; display_name: string }>
}

const field = (
  type: FieldType,
  label: string,
  more: Partial<FieldDescription> = {},
): FieldDescription => ({ type, required: false, label, ...more })

const periodChoices = PERIOD_TYPES.map((value) => ({
  value,
  display_name: value.charAt(0) + value.slice(1).toLowerCase(),
}))

/**
 * list-create/ OPTIONS (seed 001 §7): the stat's fields as a client builds its form from them,
 * in the shape Django REST framework's metadata has (name, renders, parses, actions.POST).
 */
export const STAT_FIELDS_DESCRIPTION = {
  name: 'Stat List Create',
  description: 'The company’s stats; POST creates one.',
  renders: ['application/json'],
  parses: ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data'],
  actions: {
    POST: {
      id: field('integer', 'ID', { read_only: true }),
      stat_name: field('string', 'Name', { required: true, max_length: 200 }),
      stat_owner: field('field', 'Owner', { help_text: 'The id of a staff member (membership).' }),
      stat_division: field('field', 'Division', { help_text: 'The id of a division.' }),
      tags: field('list', 'Tags', { help_text: 'Tag names, or one comma-separated text.' }),
      order: field('integer', 'Order', { read_only: true }),
      period_type: field('choice', 'Period type', { choices: periodChoices }),
      lower_is_better: field('boolean', 'Lower is better'),
      description: field('string', 'Description', { max_length: 5000 }),
      is_archived: field('boolean', 'Archived', { read_only: true }),
      is_external: field('boolean', 'External', {
        help_text: 'Values come from an API client holding the stat’s token.',
      }),
      formula: field('string', 'Formula', {
        max_length: 2000,
        help_text:
          'Makes the stat calculated: other stats of the same period type in braces, numbers, + - * /, parentheses, min, max, abs and round. Example: {Revenue} / {Orders}',
      }),
      upper_guide: field('decimal', 'Upper guide'),
      lower_guide: field('decimal', 'Lower guide'),
      version: field('integer', 'Version', { read_only: true }),
    },
  },
  filters: {
    periods: `1 to ${MAX_PERIOD_COUNT}, default 12`,
    period_type: PERIOD_TYPES,
    sort: ['stat_division', 'stat_owner', 'stat_name'],
    search: 'part of the name',
    division: 'a division id',
    tag: 'a tag name',
    my_stats: 'true: the stats I own',
    my_division: 'true: the stats of my division',
    archived: 'true: the archived stats',
  },
} as const
