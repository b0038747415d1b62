/**
 * The checklist domain's fixed lists, isomorphic (tables, schemas, policy and pages share them).
 */

/**
 * What an item of a template asks for. A 'section' is a heading that groups the items after it
 * (nothing to fill); every other kind is answered: ticked, typed, chosen, uploaded or signed.
 */
export const ITEM_KINDS = [
  'section',
  'checkbox',
  'text',
  'number',
  'date',
  'choice',
  'file',
  'signature',
] as const
export type ItemKind = (typeof ITEM_KINDS)[number]

/** How often a recurring template starts a checklist by itself ('none': only by hand). */
export const RECURRENCES = ['none', 'daily', 'weekly', 'monthly'] as const
export type Recurrence = (typeof RECURRENCES)[number]

/** Whom a template or checklist is for: one person, everyone in a position, or in a division. */
export const ASSIGNEE_KINDS = ['person', 'position', 'division'] as const
export type AssigneeKind = (typeof ASSIGNEE_KINDS)[number]
