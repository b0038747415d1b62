import { eq } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import { db } from '~/platform/db.server'

/** The row of `table` with this id as the database holds it now; undefined once it is gone. */
export async function rowById<T extends PgTable & { id: PgColumn }>(
  table: T,
  id: number,
): Promise<T['$inferSelect'] | undefined> {
  const [row] = await db
    .select()
    .from(table as PgTable)
    .where(eq(table.id, id))
  return row as T['$inferSelect'] | undefined
}
