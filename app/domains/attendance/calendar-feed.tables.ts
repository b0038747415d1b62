import { sql } from 'drizzle-orm'
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { memberships } from '../accounts/accounts.tables'
import { companies } from '../company/company.tables'

/**
 * A private calendar (ICS) address: a person's own time off, or (no person) the company's. The
 * address carries a random token; only its SHA-256 is kept, so a leaked table opens no feed.
 * Regenerating replaces the row, and the old address stops answering at once.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The person whose time off the feed shows; null for the company's feed (everyone's). */
    membershipId: integer('membership_id').references(() => memberships.id, {
      onDelete: 'cascade',
    }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('calendar_feeds_token_idx').on(table.tokenHash),
    uniqueIndex('calendar_feeds_person_idx').on(table.companyId, table.membershipId),
    uniqueIndex('calendar_feeds_company_idx')
      .on(table.companyId)
      .where(sql`${table.membershipId} is null`),
    index('calendar_feeds_membership_idx').on(table.membershipId),
  ],
)

export type CalendarFeed = typeof calendarFeeds.$inferSelect
