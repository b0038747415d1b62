import { boolean, date, index, pgTable, text } from 'drizzle-orm/pg-core'
import * as columns from '~/platform/table-columns'

/** A personal to-do on the dashboard: it belongs to one membership (a person in one company). */
export const todos = pgTable(
  'todos',
  {
    ...columns.companyRow(),
    membershipId: columns.membership(),
    title: text('title').notNull(),
    isDone: boolean('is_done').notNull().default(false),
    dueDate: date('due_date', { mode: 'string' }),
    ...columns.versionedTimestamps(),
  },
  (table) => [index('todos_membership_idx').on(table.membershipId, table.companyId)],
)

export type Todo = typeof todos.$inferSelect
