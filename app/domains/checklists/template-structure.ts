import { ITEM_KINDS } from './checklist-constants'

/**
 * The template form's structural buttons (add, remove and move items) as changes to the form's
 * values (conform's payload shape). Isomorphic: the action applies a button's change and shows
 * the form again with everything typed kept, with or without JavaScript.
 */

export interface ItemValues {
  kind?: unknown
  label?: unknown
  required?: unknown
  options?: unknown
}
export type TemplateValues = Record<string, unknown> & {
  items?: ItemValues[]
  /** The kind chosen beside "Add item", until it is pressed. */
  new_kind?: unknown
}

const itemsOf = (values: TemplateValues): ItemValues[] =>
  Array.isArray(values.items) ? values.items.map((item) => ({ ...item })) : []

function moved<T>(list: T[], from: number, to: number): T[] {
  if (from < 0 || from >= list.length || to < 0 || to >= list.length) return list
  const next = [...list]
  const [entry] = next.splice(from, 1)
  next.splice(to, 0, entry!)
  return next
}

/**
 * The change a structural button asks for (its `intent`), or null when the intent is not one:
 * add-item (of the kind chosen beside it), remove-item:I, item-up:I, item-down:I.
 */
export function templateChange(values: TemplateValues, intent: string): TemplateValues | null {
  const [name, index] = intent.split(':')
  const i = Number(index ?? -1)
  const items = itemsOf(values)
  switch (name) {
    case 'add-item': {
      const kind = ITEM_KINDS.find((known) => known === values.new_kind) ?? 'checkbox'
      return { ...values, items: [...items, { kind, label: '' }] }
    }
    case 'remove-item':
      return { ...values, items: items.filter((_, j) => j !== i) }
    case 'item-up':
      return { ...values, items: moved(items, i, i - 1) }
    case 'item-down':
      return { ...values, items: moved(items, i, i + 1) }
    default:
      return null
  }
}
