import type { ItemKind } from './checklist-constants'
import { CHECKLIST_MESSAGES, MAX_SIGNATURE, MAX_TEXT_ANSWER } from './checklists.schema'

/**
 * The rules of an answer by the kind of its item, and what "done" and "progress" mean.
 * Isomorphic: the service checks answers with them, and the pages draw progress with them.
 */

export interface AnswerableItem {
  kind: ItemKind
  options: string[]
}

/** An answer as stored (null: not answered), or why it cannot be one. */
export type ReadAnswer = { value: string | null } | { error: string }

const NUMBER = /^-?\d{1,15}(\.\d{1,10})?$/
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/
const DRAWN_SIGNATURE = /^data:image\/png;base64,[A-Za-z0-9+/]+=*$/

const isDay = (value: string) =>
  ISO_DAY.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value

/**
 * Reads a posted answer for `item`: '' clears it. A tick box is 'true' when ticked (a form's
 * 'on' too); numbers are written plainly ('3.5', never '3,5'); a choice is one of its options;
 * a signature is a typed name or a drawn one (a PNG data URL). A file is uploaded, never typed,
 * so the only text a file item takes is '' (remove the file).
 */
export function readAnswer(item: AnswerableItem, posted: string): ReadAnswer {
  const value = posted.trim()
  if (value === '') return { value: null }
  const ok = (stored: string): ReadAnswer => ({ value: stored })
  const refuse = (error: string): ReadAnswer => ({ error })
  switch (item.kind) {
    case 'section':
    case 'file':
      return refuse(CHECKLIST_MESSAGES.notAnAnswer)
    case 'checkbox':
      return value === 'true' || value === 'on' ? ok('true') : refuse(CHECKLIST_MESSAGES.badOption)
    case 'text':
      return value.length <= MAX_TEXT_ANSWER ? ok(value) : refuse(CHECKLIST_MESSAGES.tooLong)
    case 'number':
      return NUMBER.test(value) ? ok(value) : refuse(CHECKLIST_MESSAGES.badNumber)
    case 'date':
      return isDay(value) ? ok(value) : refuse(CHECKLIST_MESSAGES.badDate)
    case 'choice':
      return item.options.includes(value) ? ok(value) : refuse(CHECKLIST_MESSAGES.badOption)
    case 'signature':
      if (value.startsWith('data:')) {
        return DRAWN_SIGNATURE.test(value) && value.length <= MAX_SIGNATURE
          ? ok(value)
          : refuse(CHECKLIST_MESSAGES.badSignature)
      }
      return value.length <= 200 ? ok(value) : refuse(CHECKLIST_MESSAGES.badSignature)
  }
}

/** A drawn signature (an image) rather than a typed name. */
export const isDrawnSignature = (value: string | null): boolean =>
  value?.startsWith('data:image/png;base64,') ?? false

/** Headings group items; everything else is to be filled. */
export const isToFill = (item: { kind: ItemKind }) => item.kind !== 'section'

export interface Progress {
  done: number
  total: number
  /** Whole percent, rounded down: 100 only when every item is done. */
  percent: number
}

export function progressOf(
  items: ReadonlyArray<{ kind: ItemKind; value: string | null }>,
): Progress {
  const toFill = items.filter(isToFill)
  const done = toFill.filter((item) => item.value !== null).length
  const total = toFill.length
  return { done, total, percent: total === 0 ? 0 : Math.floor((done * 100) / total) }
}

/** A checklist is overdue when its due day has passed and it is not completed. */
export const isOverdue = (
  checklist: { due_on: string | null; completed_at: string | null },
  today: string,
): boolean =>
  checklist.completed_at === null && checklist.due_on !== null && checklist.due_on < today
