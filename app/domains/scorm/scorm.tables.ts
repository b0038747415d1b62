import { sql } from 'drizzle-orm'
import {
  bigint,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { memberships } from '../accounts/accounts.tables'
import * as columns from '~/platform/table-columns'
import type { ScormManifest } from './scorm-constants'

export {
  SCORM_COMPLETION_RULES,
  SCORM_COMPLETION_STATUSES,
  SCORM_SUCCESS_STATUSES,
  SCORM_VERSIONS,
  type ScormCompletionRule,
  type ScormManifest,
  type ScormVersion,
} from './scorm-constants'

/**
 * An uploaded SCORM package (seed 001 §2 /knowledge-base/scorm): its files unpacked in the store
 * under `storagePrefix`, its `imsmanifest.xml` parsed once into `manifest` (the table of contents
 * the player shows; nothing queries inside it). A package used by a course item cannot be
 * deleted (the item's foreign key restricts).
 */
export const scormPackages = pgTable(
  'scorm_packages',
  {
    ...columns.companyRow(),
    title: text('title').notNull(),
    scormVersion: text('scorm_version').notNull(),
    manifest: jsonb('manifest').$type<ScormManifest>().notNull(),
    defaultOrganization: text('default_organization').notNull(),
    scoCount: integer('sco_count').notNull(),
    unpackedBytes: bigint('unpacked_bytes', { mode: 'number' }).notNull(),
    fileCount: integer('file_count').notNull(),
    /**
     * Every stored file's path inside the package: the store cannot list a folder, and deleting
     * the package removes exactly these. Read only to delete or check a file, never listed.
     */
    files: jsonb('files').$type<string[]>().notNull().default([]),
    /** Where the unpacked files live: `{companyId}/scorm/{uuid}`, then each file's own path. */
    storagePrefix: text('storage_prefix').notNull().unique(),
    /** When a SCO that never reports a status counts as complete (SCORM_COMPLETION_RULES). */
    completionRule: text('completion_rule').notNull().default('status'),
    uploadedByMembershipId: integer('uploaded_by_membership_id').references(() => memberships.id, {
      onDelete: 'set null',
    }),
    ...columns.versionedTimestamps(),
  },
  (table) => [
    index('scorm_packages_company_idx').on(table.companyId, table.id),
    check(
      'scorm_packages_version_check',
      sql`${table.scormVersion} in ('1.2', '2004 3rd', '2004 4th')`,
    ),
    check(
      'scorm_packages_completion_rule_check',
      sql`${table.completionRule} in ('status', 'launch', 'terminate', 'manual')`,
    ),
  ],
)

/**
 * A learner's run-time data of one SCO of a package, per attempt: the whole CMI as the runtime
 * last committed it (`cmi`), and the parts reports and resuming read lifted into columns. A new
 * attempt begins when a completed course is reassigned.
 */
export const scormAttempts = pgTable(
  'scorm_attempts',
  {
    ...columns.companyRow(),
    packageId: integer('package_id')
      .notNull()
      .references(() => scormPackages.id, { onDelete: 'cascade' }),
    membershipId: columns.membership(),
    /** The manifest item's identifier the SCO was launched as. */
    scoIdentifier: text('sco_identifier').notNull(),
    attempt: smallint('attempt').notNull().default(1),
    cmi: jsonb('cmi').$type<Record<string, unknown>>().notNull().default({}),
    /** The bookmark (1.2 `lesson_location`, 2004 `location`). */
    location: text('location').notNull().default(''),
    suspendData: text('suspend_data').notNull().default(''),
    /** SCORM_COMPLETION_STATUSES. */
    completionStatus: text('completion_status').notNull().default('not attempted'),
    /** SCORM_SUCCESS_STATUSES. */
    successStatus: text('success_status').notNull().default('unknown'),
    scoreRaw: doublePrecision('score_raw'),
    scoreScaled: doublePrecision('score_scaled'),
    totalTimeSeconds: integer('total_time_seconds').notNull().default(0),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    committedAt: timestamp('committed_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('scorm_attempts_learner_idx').on(
      table.packageId,
      table.membershipId,
      table.scoIdentifier,
      table.attempt,
    ),
    index('scorm_attempts_company_idx').on(table.companyId, table.packageId),
    index('scorm_attempts_membership_idx').on(table.membershipId),
    check(
      'scorm_attempts_completion_check',
      sql`${table.completionStatus} in ('completed', 'incomplete', 'not attempted', 'unknown')`,
    ),
    check(
      'scorm_attempts_success_check',
      sql`${table.successStatus} in ('passed', 'failed', 'unknown')`,
    ),
    check('scorm_attempts_attempt_check', sql`${table.attempt} >= 1`),
  ],
)
