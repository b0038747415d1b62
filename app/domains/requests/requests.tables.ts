import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import * as columns from '~/platform/table-columns'
import { memberships } from '../accounts/accounts.tables'
import {
  APPROVAL_STEPS,
  REQUEST_EVENTS,
  REQUEST_KINDS,
  REQUEST_STATUSES,
} from './request-constants'

export * from './request-constants'

/**
 * Requests (ADR 036): a person asks for time off, an expense, equipment or anything else; the
 * request walks an approval chain (their manager, then a request admin) and keeps its history.
 */

/** A day count with two decimals (half days, accrued fractions): exact, never a float. */
const days = (name: string) => numeric(name, { precision: 6, scale: 2 })

/** A request type the request admins set up: its kind and which approval steps it takes. */
export const requestTypes = pgTable(
  'request_types',
  {
    ...columns.companyRow(),
    name: text('name').notNull(),
    kind: text('kind', { enum: REQUEST_KINDS }).notNull(),
    description: text('description').notNull().default(''),
    /** The requester's manager approves first (skipped when they have none). */
    managerApproves: boolean('manager_approves').notNull().default(true),
    /** A request admin approves (after the manager, when both do). */
    adminApproves: boolean('admin_approves').notNull().default(true),
    isActive: boolean('is_active').notNull().default(true),
    ...columns.versionedTimestamps(),
  },
  (table) => [uniqueIndex('request_types_company_name_idx').on(table.companyId, table.name)],
)

/**
 * A kind of time off (Vacation, Sick leave…) and its policy: `annualDays` accrue over the
 * calendar year (one twelfth per month begun since the start of the year or of employment);
 * a kind without a balance (unpaid leave) is never limited.
 */
export const timeOffKinds = pgTable(
  'time_off_kinds',
  {
    ...columns.companyRow(),
    name: text('name').notNull(),
    annualDays: days('annual_days').notNull().default('0'),
    tracksBalance: boolean('tracks_balance').notNull().default(true),
    isActive: boolean('is_active').notNull().default(true),
    ...columns.versionedTimestamps(),
  },
  (table) => [uniqueIndex('time_off_kinds_company_name_idx').on(table.companyId, table.name)],
)

/**
 * A person's manual adjustment of one kind's balance in one year (carry-over, a correction):
 * what PATCH staff-time-offs-detail writes. Accrual and use are computed, never stored.
 */
export const timeOffAdjustments = pgTable(
  'time_off_adjustments',
  {
    ...columns.companyRow(),
    membershipId: columns.membership(),
    kindId: integer('kind_id')
      .notNull()
      .references(() => timeOffKinds.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    adjustmentDays: days('adjustment_days').notNull().default('0'),
    note: text('note').notNull().default(''),
    ...columns.versionedTimestamps(),
  },
  (table) => [
    uniqueIndex('time_off_adjustments_person_kind_year_idx').on(
      table.membershipId,
      table.kindId,
      table.year,
    ),
  ],
)

/** One request. The fields of its type's kind are filled; the others stay null. */
export const requests = pgTable(
  'requests',
  {
    ...columns.companyRow(),
    typeId: integer('type_id')
      .notNull()
      .references(() => requestTypes.id, { onDelete: 'restrict' }),
    requesterId: integer('requester_id')
      .notNull()
      .references(() => memberships.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    details: text('details').notNull().default(''),
    status: text('status', { enum: REQUEST_STATUSES }).notNull().default('pending'),
    /** The step waiting for a decision while pending; null otherwise. */
    step: text('step', { enum: APPROVAL_STEPS }),
    /** The manager who decides the manager step: the requester's manager when they submitted. */
    managerId: integer('manager_id').references((): AnyPgColumn => memberships.id, {
      onDelete: 'set null',
    }),
    timeOffKindId: integer('time_off_kind_id').references(() => timeOffKinds.id, {
      onDelete: 'restrict',
    }),
    startsOn: date('starts_on', { mode: 'string' }),
    endsOn: date('ends_on', { mode: 'string' }),
    /** Working days the time off takes (weekends and holidays excluded; a half day is 0.5). */
    days: days('days'),
    amount: numeric('amount', { precision: 12, scale: 2 }),
    currency: text('currency'),
    spentOn: date('spent_on', { mode: 'string' }),
    merchant: text('merchant'),
    item: text('item'),
    quantity: integer('quantity'),
    neededBy: date('needed_by', { mode: 'string' }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    ...columns.versionedTimestamps(),
  },
  (table) => [
    // The lists: newest (or longest waiting) first, the company's or one person's.
    index('requests_company_submitted_idx').on(table.companyId, table.submittedAt, table.id),
    index('requests_requester_idx').on(table.companyId, table.requesterId, table.submittedAt),
    index('requests_waiting_idx')
      .on(table.companyId, table.step, table.managerId)
      .where(sql`${table.status} = 'pending'`),
    index('requests_time_off_idx')
      .on(table.requesterId, table.startsOn)
      .where(sql`${table.timeOffKindId} is not null`),
    // Who is away on a day or in a month (the dashboard's card on every view, the calendar):
    // approved time off ending on or after the range's start, its start read from the index
    // too. Without it each dashboard read all of a company's requests (30,000 at seed:large,
    // 3.8 ms). Status is a key, not a partial index's condition: the query's plan is a generic
    // one, where the status is a parameter no partial condition can be proven from.
    index('requests_approved_time_off_idx')
      .on(table.companyId, table.status, table.endsOn, table.startsOn)
      .where(sql`${table.timeOffKindId} is not null`),
  ],
)

/** The status history: who did what to a request, when, with their comment. */
export const requestEvents = pgTable(
  'request_events',
  {
    ...columns.companyRow(),
    requestId: integer('request_id')
      .notNull()
      .references(() => requests.id, { onDelete: 'cascade' }),
    actorId: integer('actor_id').references((): AnyPgColumn => memberships.id, {
      onDelete: 'set null',
    }),
    event: text('event', { enum: REQUEST_EVENTS }).notNull(),
    /** The step decided (an approval at the manager step, say); null for the requester's own. */
    step: text('step', { enum: APPROVAL_STEPS }),
    status: text('status', { enum: REQUEST_STATUSES }).notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: columns.createdAt(),
  },
  (table) => [index('request_events_request_idx').on(table.requestId, table.id)],
)

/** A file attached to a request (a receipt, a doctor's note, a quote). */
export const requestAttachments = pgTable(
  'request_attachments',
  {
    ...columns.companyRow(),
    requestId: integer('request_id')
      .notNull()
      .references(() => requests.id, { onDelete: 'cascade' }),
    uploadedById: integer('uploaded_by_id').references((): AnyPgColumn => memberships.id, {
      onDelete: 'set null',
    }),
    storageKey: text('storage_key').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: columns.createdAt(),
  },
  (table) => [index('request_attachments_request_idx').on(table.requestId)],
)

export type RequestType = typeof requestTypes.$inferSelect
export type TimeOffKind = typeof timeOffKinds.$inferSelect
export type RequestRow = typeof requests.$inferSelect
export type RequestEvent = typeof requestEvents.$inferSelect
