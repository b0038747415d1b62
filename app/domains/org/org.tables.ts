import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import { memberships } from '../accounts/accounts.tables'
import { companies } from '../company/company.tables'

/** Default colour of a new division (seed 001 §3). */
export const DEFAULT_DIVISION_COLOR = '#0cb2fc'

/**
 * A division (department) of a company. People belong to at most one; the directory shows its
 * name and colour. The org issue adds the division pages, ordering rules and deletion choices.
 */
export const divisions = pgTable(
  'divisions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    color: text('color').notNull().default(DEFAULT_DIVISION_COLOR),
    order: integer('order').notNull().default(1),
    description: text('description').notNull().default(''),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('divisions_company_idx').on(table.companyId)],
)

/**
 * A job position in a company. The shell needs only its name (the onboarding profile form picks
 * positions); the org issue adds divisions, managers, order and the rest of seed 001 §3.
 */
export const positions = pgTable(
  'positions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('positions_company_idx').on(table.companyId)],
)

/** The positions a person holds; rank 0 is the primary position (the first one chosen). */
export const membershipPositions = pgTable(
  'membership_positions',
  {
    membershipId: integer('membership_id')
      .notNull()
      .references(() => memberships.id, { onDelete: 'cascade' }),
    positionId: integer('position_id')
      .notNull()
      .references(() => positions.id, { onDelete: 'cascade' }),
    rank: integer('rank').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.membershipId, table.positionId] }),
    index('membership_positions_position_idx').on(table.positionId),
  ],
)

export type Position = typeof positions.$inferSelect
export type Division = typeof divisions.$inferSelect
