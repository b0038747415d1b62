import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { memberships } from '../accounts/accounts.tables'
import { divisions } from '../org/org.tables'
import * as columns from '~/platform/table-columns'
import { PERIOD_TYPES, type PeriodType } from './periods'

const periodTypeList = sql.raw(PERIOD_TYPES.map((type) => `'${type}'`).join(', '))

/**
 * A stat (seed 001 §3, §7 Statistics): a numeric KPI with one value per period of its type.
 * Values are entered by hand (by its owner or a stat admin), fed by an API client holding the
 * stat's own token (`external`), or computed from other stats of the same period by `formula`
 * (a calculated stat; it stores no values of its own). Names are unique per company, as formulas
 * and bulk uploads name stats.
 */
export const stats = pgTable(
  'stats',
  {
    ...columns.companyRow(),
    name: text('name').notNull(),
    /** The staff member who enters its values (seed: stat_owner); none once they are deleted. */
    ownerMembershipId: integer('owner_membership_id').references(() => memberships.id, {
      onDelete: 'set null',
    }),
    divisionId: integer('division_id').references(() => divisions.id, { onDelete: 'set null' }),
    /** Tag names, as articles keep theirs; `tags/` lists the company's distinct ones. */
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`ARRAY[]::text[]`),
    /** Position in the company's list (seed: order), 1 first. */
    order: integer('order').notNull().default(1),
    periodType: text('period_type').$type<PeriodType>().notNull().default('WEEKLY'),
    /** A falling line is good news (costs, incidents): charts colour the trend the other way. */
    lowerIsBetter: boolean('lower_is_better').notNull().default(false),
    description: text('description').notNull().default(''),
    isArchived: boolean('is_archived').notNull().default(false),
    /** Values arrive from an API client holding this stat's token (shown under /statistics/external/). */
    isExternal: boolean('is_external').notNull().default(false),
    /** SHA-256 of the external token; the token itself is shown once, when it is made. */
    externalTokenHash: text('external_token_hash'),
    /** The token's last characters, so an admin can tell which one a client holds. */
    externalTokenHint: text('external_token_hint'),
    /** A mathjs expression over other stats (`{Stat name}` references), or null for entered values. */
    formula: text('formula'),
    /** Optional guide lines drawn across its chart (targets, limits). */
    upperGuide: numeric('upper_guide'),
    lowerGuide: numeric('lower_guide'),
    ...columns.versionedTimestamps(),
  },
  (table) => [
    index('stats_company_order_idx').on(table.companyId, table.isArchived, table.order),
    uniqueIndex('stats_company_name_idx').on(table.companyId, sql`lower(${table.name})`),
    uniqueIndex('stats_external_token_idx').on(table.externalTokenHash),
    index('stats_owner_idx').on(table.ownerMembershipId),
    index('stats_tags_idx').using('gin', table.tags),
    check('stats_period_type_check', sql`${table.periodType} in (${periodTypeList})`),
    check(
      'stats_external_or_formula_check',
      sql`not (${table.isExternal} and ${table.formula} is not null)`,
    ),
  ],
)

/**
 * One stat's value for one period (seed: stat_value, stat_date, period start and end). The value
 * is an exact decimal (`numeric`, read as a string), so sums and formulas never drift by binary
 * fractions; the period is the stat's period type in the company's calendar at entry time.
 */
export const statValues = pgTable(
  'stat_values',
  {
    ...columns.companyRow(),
    statId: integer('stat_id')
      .notNull()
      .references(() => stats.id, { onDelete: 'cascade' }),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    value: numeric('value').notNull(),
    /** Who entered it last; null for an external client or a deleted person. */
    enteredByMembershipId: integer('entered_by_membership_id').references(() => memberships.id, {
      onDelete: 'set null',
    }),
    ...columns.versionedTimestamps(),
  },
  (table) => [
    uniqueIndex('stat_values_period_idx').on(table.statId, table.periodStart),
    index('stat_values_company_idx').on(table.companyId),
    check('stat_values_period_check', sql`${table.periodEnd} >= ${table.periodStart}`),
  ],
)

export type Stat = typeof stats.$inferSelect
export type StatValue = typeof statValues.$inferSelect
