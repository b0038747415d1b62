import type { FormReply } from './form-reply'

/** One refused row of a bulk form (a CSV row number or the item's id) and why. */
export interface RefusedRow {
  id: number
  error: string
}

/**
 * A bulk form's refused rows travel in its FormReply as field errors keyed by row (`row-<id>`),
 * next to the form's own messages, so a bulk page answers in the one form protocol.
 */
const ROW_KEY = 'row-'

export const rowErrorKey = (id: number) => `${ROW_KEY}${id}`

/** What a bulk form's reply refused: the form's messages (once each) and each row's. */
export function bulkRefusalOf(reply: FormReply): { formErrors: string[]; rows: RefusedRow[] } {
  const formErrors = new Set<string>()
  const rows: RefusedRow[] = []
  for (const [key, messages] of Object.entries(reply.error ?? {})) {
    for (const message of messages ?? []) {
      if (key.startsWith(ROW_KEY))
        rows.push({ id: Number(key.slice(ROW_KEY.length)), error: message })
      else formErrors.add(message)
    }
  }
  return { formErrors: [...formErrors], rows }
}
