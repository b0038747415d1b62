import type { Context } from 'hono'
import { db, type Transaction } from './db.server'
import { isAppError } from './errors.server'
import { idSchema } from './form-fields'

/** One problem of a bulk operation: a row number (CSV create) or the id of the item. */
export interface BulkError {
  id: number
  error: string
}

export type BulkResult = { ok: true; ids: number[] } | { ok: false; errors: BulkError[] }

/** The seed's per-id line (§8), in English for the API. */
export function bulkErrorLine(error: BulkError): string {
  return `Error for ID ${error.id}: ${error.error}`
}

/** A bulk endpoint's answer: the ids changed, or 400 with every failing id's line. */
export function bulkReply(c: Context, result: BulkResult, failure: string) {
  if (result.ok) return c.json({ ids: result.ids })
  return c.json({ detail: failure, errors: result.errors.map(bulkErrorLine) }, 400)
}

class Rollback extends Error {}

/**
 * Runs a bulk change in one transaction, all or none. `change` reports each item's refusal with
 * `fail(id, message)` (or by throwing an AppError from `eachItem`) and goes on, so the admin sees
 * every failing id at once; if any failed, everything is rolled back and the failures returned.
 */
export async function allOrNone<T>(
  change: (
    tx: Transaction,
    helpers: {
      fail: (id: number, error: string) => void
      eachItem: (id: number, apply: () => Promise<void>) => Promise<void>
      /** Throws (rolling everything back) when an item failed; call before finishing writes. */
      stopIfFailed: () => void
    },
  ) => Promise<T>,
): Promise<{ ok: true; value: T } | { ok: false; errors: BulkError[] }> {
  const errors: BulkError[] = []
  const fail = (id: number, error: string) => void errors.push({ id, error })
  const eachItem = async (id: number, apply: () => Promise<void>) => {
    try {
      await apply()
    } catch (error) {
      if (!isAppError(error)) throw error
      fail(id, error.message)
    }
  }
  const stopIfFailed = () => {
    if (errors.length > 0) throw new Rollback()
  }
  try {
    const value = await db.transaction(async (tx) => {
      const value = await change(tx, { fail, eachItem, stopIfFailed })
      stopIfFailed()
      return value
    })
    return { ok: true, value }
  } catch (error) {
    if (error instanceof Rollback) return { ok: false, errors }
    throw error
  }
}

/**
 * The ids a bulk page was sent with (`?id=…`, the list's tick boxes); unreadable ones are
 * dropped, so a hand-edited URL still shows the rest.
 */
export function chosenIds(request: Request): number[] {
  return new URL(request.url).searchParams
    .getAll('id')
    .map((raw) => idSchema('').safeParse(raw))
    .flatMap((parsed) => (parsed.success ? [parsed.data] : []))
}

/** A bulk form refused before the service ran: its messages, once each. */
export function bulkFormErrors(
  error: Record<string, string[] | null> | null | undefined,
): string[] {
  return [...new Set(Object.values(error ?? {}).flatMap((list) => list ?? []))]
}
