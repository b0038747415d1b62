import { sql } from 'drizzle-orm'
import {
  boolean,
  char,
  date,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'

/** The default active apps of a new company (seed §1). */
export const DEFAULT_ACTIVE_APPS = [
  'knowledge_base',
  'checklist',
  'attendance',
  'purchase_request',
  'request',
  'statistics',
] as const

export const companies = pgTable('companies', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('company_name').notNull(),
  slug: text('company_slug').notNull().unique(),
  logo: text('company_logo'),
  information: text('company_information').notNull().default(''),
  registeredOn: date('company_registered_on', { mode: 'string' })
    .notNull()
    .default(sql`current_date`),
  activeApps: text('active_apps')
    .array()
    .notNull()
    .default(
      sql`ARRAY['knowledge_base','checklist','attendance','purchase_request','request','statistics']::text[]`,
    ),
  subscribeToBeta: boolean('subscribe_to_beta').notNull().default(false),
  weekendInfo: jsonb('company_weekend_info')
    .$type<string[]>()
    .notNull()
    .default(['saturday', 'sunday']),
  referralUrl: text('referral_url'),
  appSumoLicense: boolean('app_sumo_license').notNull().default(false),
  languageCode: text('language_code').notNull().default('en'),
  /** The company's org chart (names, titles, divisions only) is readable without sign-in. */
  publicOrgChart: boolean('public_org_chart').notNull().default(false),
  /** Where the company's calendar days begin (IANA name): stat periods, attendance days. */
  timezone: text('timezone').notNull().default('UTC'),
  /** The day its weeks start on, as date-fns counts (0 Sunday, 1 Monday … 6 Saturday). */
  weekStart: smallint('week_start').notNull().default(1),
  /** Its money's ISO 4217 code: the default of expense requests and purchase items. */
  currency: char('currency', { length: 3 }).notNull().default('USD'),
  version: integer('version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

export type Company = typeof companies.$inferSelect
