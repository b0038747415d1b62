import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { memberships } from '../accounts/accounts.tables'
import { companies } from '../company/company.tables'
import { DEFAULT_DIVISION_COLOR } from './org-constants'

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
 * A job position in a company (seed 001 §3). Positions form their own tree through the manager
 * position (the positional org chart); `order` places a position among the juniors of its
 * manager (1 = leftmost), `divisionOrder` among the positions of its division.
 */
export const positions = pgTable(
  'positions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    divisionId: integer('division_id').references(() => divisions.id, { onDelete: 'set null' }),
    managerPositionId: integer('manager_position_id').references((): AnyPgColumn => positions.id, {
      onDelete: 'set null',
    }),
    order: integer('order').notNull().default(1),
    divisionOrder: integer('division_order').notNull().default(1),
    /** The optional header shown above the position on the chart (seed: above_text). */
    aboveText: text('above_text').notNull().default(''),
    description: text('description').notNull().default(''),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('positions_company_idx').on(table.companyId),
    index('positions_manager_idx').on(table.managerPositionId),
    index('positions_division_idx').on(table.divisionId),
  ],
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

/** A responsibility (seed 001 §3): a duty that can be given to positions and to people. */
export const responsibilities = pgTable(
  'responsibilities',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    createdById: integer('created_by_id').references(() => memberships.id, {
      onDelete: 'set null',
    }),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('responsibilities_company_title_idx').on(table.companyId, table.title)],
)

/**
 * A responsibility given to one person (seed: employee responsibilities, assigned_to). It has
 * its own id because the API edits and deletes these rows one by one.
 */
export const employeeResponsibilities = pgTable(
  'employee_responsibilities',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    responsibilityId: integer('responsibility_id')
      .notNull()
      .references(() => responsibilities.id, { onDelete: 'cascade' }),
    membershipId: integer('membership_id')
      .notNull()
      .references(() => memberships.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('employee_responsibilities_pair_idx').on(
      table.responsibilityId,
      table.membershipId,
    ),
    index('employee_responsibilities_member_idx').on(table.membershipId),
  ],
)

/** The responsibilities that come with a position (the position form's multi-select). */
export const positionResponsibilities = pgTable(
  'position_responsibilities',
  {
    positionId: integer('position_id')
      .notNull()
      .references(() => positions.id, { onDelete: 'cascade' }),
    responsibilityId: integer('responsibility_id')
      .notNull()
      .references(() => responsibilities.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.positionId, table.responsibilityId] }),
    index('position_responsibilities_resp_idx').on(table.responsibilityId),
  ],
)

/** The two org-chart layouts whose display settings a company keeps (seed 000 §7). */
export const ORG_CHART_KINDS = ['orgflow', 'horizontalorg'] as const
export type OrgChartKind = (typeof ORG_CHART_KINDS)[number]

/**
 * A company's display settings of one chart layout. The fields (highlights, outline, …) are a
 * JSON object validated by the org schema, so a new setting needs no migration.
 */
export const orgChartSettings = pgTable(
  'org_chart_settings',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ORG_CHART_KINDS }).notNull(),
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.kind] })],
)

/**
 * How many times each company's reporting graph (who is active, their manager, division and
 * name order) has changed: statement triggers on memberships count the changes (drizzle/0015),
 * so the chart can keep a graph it read and know, from this one row, when it is out of date. No
 * row: never changed since the migration. No foreign key: the row of a deleted company is
 * written while its memberships go, and is harmless.
 */
export const orgChartVersions = pgTable('org_chart_versions', {
  companyId: integer('company_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
})

export type Position = typeof positions.$inferSelect
export type Division = typeof divisions.$inferSelect
export type Responsibility = typeof responsibilities.$inferSelect
