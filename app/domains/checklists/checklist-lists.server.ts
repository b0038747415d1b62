import { ilike, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'

/** What the checklist domain's lists share: one page of results and a title filter. */

export interface PageOf<Item> {
  count: number
  page: number
  page_count: number
  has_next_page: boolean
  results: Item[]
}

export function pageOf<Row, Item>(
  total: number,
  page: number,
  size: number,
  rows: Row[],
  toItem: (row: Row) => Item,
): PageOf<Item> {
  const pageCount = Math.max(1, Math.ceil(total / size))
  return {
    count: total,
    page,
    page_count: pageCount,
    has_next_page: page < pageCount,
    results: rows.map(toItem),
  }
}

/** `column` contains `text` in any case (`%` and `_` typed are matched as themselves). */
export function containing(column: AnyPgColumn, text: string): SQL | undefined {
  if (!text) return undefined
  return ilike(column, `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)
}
