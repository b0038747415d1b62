import { boolean, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { memberships } from '../accounts/accounts.tables'
import { companies } from '../company/company.tables'

/** A personal to-do on the dashboard: it belongs to one membership (a person in one company). */
export const todos = pgTable(
  'todos',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    membershipId: integer('membership_id')
      .notNull()
      .references(() => memberships.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    isDone: boolean('is_done').notNull().default(false),
    dueDate: date('due_date', { mode: 'string' }),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('todos_membership_idx').on(table.membershipId, table.companyId)],
)

export type Todo = typeof todos.$inferSelect
