import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from '../domains/accounts/accounts.tables'
import { companies } from '../domains/company/company.tables'

/**
 * System Action History: every write, every sign-in (ok or failed) and every refused
 * authorization. Rows are never updated; the company is null for events with no tenant
 * (a failed sign-in for an unknown email).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    entityType: text('entity_type'),
    entityId: text('entity_id'),
    outcome: text('outcome', { enum: ['success', 'failure', 'denied'] })
      .notNull()
      .default('success'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('audit_log_company_created_idx').on(table.companyId, table.createdAt),
    index('audit_log_actor_idx').on(table.actorUserId, table.createdAt),
  ],
)
