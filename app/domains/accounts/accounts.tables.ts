import { sql } from 'drizzle-orm'
import {
  boolean,
  date,
  index,
  jsonb,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core'
import { companies } from '../company/company.tables'
import { divisions } from '../org/org.tables'
import { ONBOARDING_STEPS, type RoleFlag } from '~/platform/actor'
import type { AccessibilityOptions, LayoutOptions } from '~/platform/preferences'

/** A person who can sign in. One user may work for several companies (memberships). */
export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    email: text('email').notNull(),
    /** Null until the user sets a password through an activation link. */
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    /** staff_info of the spec: the user's own display preferences, shared by all companies. */
    languageCode: text('language_code'),
    isDarkMode: boolean('is_dark_mode'),
    /** Layout options of the shell (vertical/horizontal, RTL, boxed, navbar colour and image). */
    layoutOptions: jsonb('layout_options').$type<Partial<LayoutOptions>>().notNull().default({}),
    /** Accessibility options, applied when the page is rendered on the server. */
    accessibility: jsonb('accessibility')
      .$type<Partial<AccessibilityOptions>>()
      .notNull()
      .default({}),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    lastLogin: timestamp('last_login', { withTimezone: true }),
    /** Operator of this installation (not of a company): may list every company. */
    isInstallationAdmin: boolean('is_installation_admin').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('users_email_lower_idx').on(sql`lower(${table.email})`)],
)

export const GENDERS = ['MALE', 'FEMALE', 'OTHER'] as const

/** The user's staff record in one company: profile fields, user type and the ten role flags. */
export const memberships = pgTable(
  'memberships',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userTypeSlug: text('user_type_slug').notNull().default('staff'),
    photo: text('photo'),
    gender: text('gender', { enum: GENDERS }),
    timezone: text('timezone').notNull().default('UTC'),
    personalPhone: text('personal_phone'),
    /** First working day in this company: work anniversaries on the dashboard. */
    hiredOn: date('hired_on', { mode: 'string' }),
    /** Where this person is in onboarding (seed §2.5); kept here so a reload keeps the step. */
    onboardingStep: text('onboarding_step', { enum: ONBOARDING_STEPS })
      .notNull()
      .default('personal'),
    managerId: integer('manager_id').references((): AnyPgColumn => memberships.id, {
      onDelete: 'set null',
    }),
    /** A secondary (dotted-line) manager: drawn as a dashed link on the org chart. */
    dottedManagerId: integer('dotted_manager_id').references((): AnyPgColumn => memberships.id, {
      onDelete: 'set null',
    }),
    divisionId: integer('division_id').references((): AnyPgColumn => divisions.id, {
      onDelete: 'set null',
    }),
    /** False once an admin deleted (deactivated) the person; the row and its history stay. */
    isActive: boolean('is_active').notNull().default(true),
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    /**
     * lower('first last') of the user: the directory's name order, indexed per company. Kept in
     * step with the user's name by database triggers (drizzle/0007), never written by the app.
     */
    sortName: text('sort_name').notNull().default(''),
    userIsAdmin: boolean('user_is_admin').notNull().default(false),
    userIsAssignmentAdmin: boolean('user_is_assignment_admin').notNull().default(false),
    userIsAttendanceAdmin: boolean('user_is_attendance_admin').notNull().default(false),
    userIsChecklistAdmin: boolean('user_is_checklist_admin').notNull().default(false),
    userIsKbAdmin: boolean('user_is_kb_admin').notNull().default(false),
    userIsPrApprover: boolean('user_is_pr_approver').notNull().default(false),
    userIsPrPayer: boolean('user_is_pr_payer').notNull().default(false),
    userIsProfileAdmin: boolean('user_is_profile_admin').notNull().default(false),
    userIsRequestAdmin: boolean('user_is_request_admin').notNull().default(false),
    userIsStatAdmin: boolean('user_is_stat_admin').notNull().default(false),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('memberships_company_user_idx').on(table.companyId, table.userId),
    index('memberships_user_idx').on(table.userId),
    index('memberships_company_active_idx').on(table.companyId, table.isActive),
    index('memberships_manager_idx').on(table.managerId),
    index('memberships_division_idx').on(table.divisionId),
    index('memberships_dotted_manager_idx').on(table.dottedManagerId),
    index('memberships_directory_name_idx')
      .on(table.companyId, table.sortName, table.id)
      .where(sql`${table.isActive}`),
    // The directory's role filter: the few active people holding any role, by name. A filter on
    // one flag implies this condition, so it reads them instead of every member of the company.
    index('memberships_role_holders_idx')
      .on(table.companyId, table.sortName, table.id)
      .where(
        sql`${table.isActive} and (${table.userIsAdmin} or ${table.userIsAssignmentAdmin} or ${table.userIsAttendanceAdmin} or ${table.userIsChecklistAdmin} or ${table.userIsKbAdmin} or ${table.userIsPrApprover} or ${table.userIsPrPayer} or ${table.userIsProfileAdmin} or ${table.userIsRequestAdmin} or ${table.userIsStatAdmin})`,
      ),
  ],
)

/**
 * One signed-in browser or API client. The client holds an opaque refresh token;
 * only its SHA-256 hash is stored, so a leaked table cannot be replayed.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['browser', 'api'] }).notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
)

/**
 * Refresh tokens a session has been rotated away from (ADR 029). A refresh token is exchanged
 * once; one presented again was copied, and the session it belonged to is revoked.
 */
export const retiredRefreshTokens = pgTable(
  'retired_refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    retiredAt: timestamp('retired_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('retired_refresh_tokens_session_idx').on(table.sessionId)],
)

export const ACCOUNT_TOKEN_PURPOSES = ['password_reset', 'activation', 'referral_login'] as const
export type AccountTokenPurpose = (typeof ACCOUNT_TOKEN_PURPOSES)[number]

/**
 * Single-use secrets: password reset and account activation links sent by email, and the
 * referral hand-over's sign-in token (ADR 006).
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The company that invited the user (activation); null for a password reset. */
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ACCOUNT_TOKEN_PURPOSES }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('account_tokens_user_idx').on(table.userId, table.purpose)],
)

/** Failed sign-ins, counted per account and per IP to throttle password guessing. */
export const signinFailures = pgTable(
  'signin_failures',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('signin_failures_email_idx').on(table.email, table.createdAt),
    index('signin_failures_ip_idx').on(table.ip, table.createdAt),
  ],
)

export type User = typeof users.$inferSelect
export type Membership = typeof memberships.$inferSelect

/** The membership column behind each role flag of the spec. */
export const ROLE_FLAG_COLUMNS = {
  user_is_admin: 'userIsAdmin',
  user_is_assignment_admin: 'userIsAssignmentAdmin',
  user_is_attendance_admin: 'userIsAttendanceAdmin',
  user_is_checklist_admin: 'userIsChecklistAdmin',
  user_is_kb_admin: 'userIsKbAdmin',
  user_is_pr_approver: 'userIsPrApprover',
  user_is_pr_payer: 'userIsPrPayer',
  user_is_profile_admin: 'userIsProfileAdmin',
  user_is_request_admin: 'userIsRequestAdmin',
  user_is_stat_admin: 'userIsStatAdmin',
} as const satisfies Record<RoleFlag, keyof Membership>

type RoleFlagColumn = (typeof ROLE_FLAG_COLUMNS)[RoleFlag]

/** Membership values setting the given flags on (all of them by default), for inserts. */
export function roleFlagValues(
  flags: readonly RoleFlag[] = Object.keys(ROLE_FLAG_COLUMNS) as RoleFlag[],
): Partial<Record<RoleFlagColumn, boolean>> {
  return Object.fromEntries(flags.map((flag) => [ROLE_FLAG_COLUMNS[flag], true]))
}
