import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { companies } from '../domains/company/company.tables'
import { OUTBOUND_EMAIL_STATUSES } from './mail-constants'

/**
 * Transactional outbox: an email is written here in the same transaction as the change that
 * caused it, and delivered after commit. Nothing is lost if SMTP is down; the System Emails page
 * reads this table.
 */
export const outboundEmails = pgTable(
  'outbound_emails',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    template: text('template').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    status: text('status', { enum: OUTBOUND_EMAIL_STATUSES }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('outbound_emails_status_idx').on(table.status, table.nextAttemptAt),
    index('outbound_emails_company_idx').on(table.companyId, table.createdAt),
  ],
)
