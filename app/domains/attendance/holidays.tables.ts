import { date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { companies } from '../company/company.tables'

/** A company holiday. The dashboard lists upcoming ones; the people issue adds their admin. */
export const holidays = pgTable(
  'holidays',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('holidays_company_date_idx').on(table.companyId, table.date)],
)

export type Holiday = typeof holidays.$inferSelect
