import { sql, type SQL } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'

/**
 * A column of a UNION under a name of its own: the reports unite rows of several tables, whose
 * `id`s and timestamps must not meet under one name, and order the union by these names.
 */
export const named = <T>(value: SQL | PgColumn, name: string) => sql<T>`${value}`.as(name)
