/**
 * The course form's structural buttons (add, remove and move sections and items) as changes to
 * the form's values (conform's payload shape). Isomorphic: the action applies a button's change
 * and shows the form again with everything typed kept (no JS), and the browser applies a drag
 * with the same moves.
 */

import { ITEM_FIELDS, OFFERED_ITEM_KINDS, type OfferedItemKind } from './courses.schema'

export interface ItemValues {
  kind?: unknown
  article?: unknown
  quiz?: unknown
  scorm_package?: unknown
}
export interface SectionValues {
  title?: unknown
  section_items?: ItemValues[]
  /** The picker's choice, 'article:12', 'quiz:3' or 'scorm:5', until Add to section is pressed. */
  new_item?: unknown
}
export type CourseValues = Record<string, unknown> & { sections?: SectionValues[] }

/** Where an item is: its section's index and its own index in that section. */
export interface ItemPlace {
  section: number
  item: number
}

const sectionsOf = (values: CourseValues): SectionValues[] =>
  Array.isArray(values.sections)
    ? values.sections.map((section) => ({
        ...section,
        section_items: Array.isArray(section?.section_items) ? [...section.section_items] : [],
      }))
    : []

/** `list` with the entry at `from` moved to `to` (both clamped to the list). */
function moved<T>(list: T[], from: number, to: number): T[] {
  if (from < 0 || from >= list.length) return list
  const next = [...list]
  const [entry] = next.splice(from, 1)
  next.splice(Math.max(0, Math.min(to, next.length)), 0, entry!)
  return next
}

export function moveSection(values: CourseValues, from: number, to: number): CourseValues {
  return { ...values, sections: moved(sectionsOf(values), from, to) }
}

/** Moves an item within its section or into another one (a drag may cross sections). */
export function moveItem(values: CourseValues, from: ItemPlace, to: ItemPlace): CourseValues {
  const sections = sectionsOf(values)
  const source = sections[from.section]
  const target = sections[to.section]
  if (!source || !target) return values
  const [item] = source.section_items!.splice(from.item, 1)
  if (!item) return values
  const at = Math.max(0, Math.min(to.item, target.section_items!.length))
  target.section_items!.splice(at, 0, item)
  return { ...values, sections }
}

/** An item's kind as the form holds it (anything unknown is an article, the first kind). */
export const kindOf = (item: ItemValues): OfferedItemKind =>
  OFFERED_ITEM_KINDS.find((kind) => kind === item.kind) ?? 'article'

/** The record id an item's values name, as typed (the field of its kind). */
export const itemIdOf = (item: ItemValues): unknown => item[ITEM_FIELDS[kindOf(item)]]

/** The item a picker value names ('scorm:12' → {kind: 'scorm', scorm_package: '12'}). */
export function itemOfChoice(choice: unknown): ItemValues | null {
  const match = typeof choice === 'string' ? /^(article|quiz|scorm):(\d+)$/.exec(choice) : null
  if (!match) return null
  const kind = match[1] as OfferedItemKind
  return { kind, [ITEM_FIELDS[kind]]: match[2] }
}

/** The picker value of an item (the reverse of itemOfChoice). */
export const choiceOfItem = (item: ItemValues): string =>
  `${kindOf(item)}:${String(itemIdOf(item) ?? '')}`

/**
 * The change a structural button asks for (its `intent`), or null when the intent is not one:
 * add-section, remove-section:S, section-up:S, section-down:S, add-item:S (the section's
 * picker), remove-item:S:I, item-up:S:I, item-down:S:I.
 */
export function structureChange(values: CourseValues, intent: string): CourseValues | null {
  const [name, ...numbers] = intent.split(':')
  const [s = -1, i = -1] = numbers.map(Number)
  const sections = sectionsOf(values)
  switch (name) {
    case 'add-section':
      return { ...values, sections: [...sections, { title: '', section_items: [] }] }
    case 'remove-section':
      return { ...values, sections: sections.filter((_, index) => index !== s) }
    case 'section-up':
      return moveSection(values, s, s - 1)
    case 'section-down':
      return moveSection(values, s, s + 1)
    case 'add-item': {
      const section = sections[s]
      const item = itemOfChoice(section?.new_item)
      if (!section || !item) return values
      section.section_items!.push(item)
      section.new_item = ''
      return { ...values, sections }
    }
    case 'remove-item': {
      const section = sections[s]
      if (section) section.section_items = section.section_items!.filter((_, j) => j !== i)
      return { ...values, sections }
    }
    case 'item-up':
      return moveItem(values, { section: s, item: i }, { section: s, item: i - 1 })
    case 'item-down':
      return moveItem(values, { section: s, item: i }, { section: s, item: i + 1 })
    default:
      return null
  }
}
