import { sql } from 'drizzle-orm'
import {
  boolean,
  char,
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
import { companies } from '../company/company.tables'
import { LOOKUP_KINDS, PURCHASE_STATUSES } from './purchase-requests.constants'

/** A person who may be gone later: the row stays, naming nobody. */
const personOrNull = (name: string) =>
  integer(name).references(() => memberships.id, { onDelete: 'set null' })

/** Money is numeric (exact decimals), read and written as strings, never as floats. */
const money = (name: string) => numeric(name, { precision: 16, scale: 2 })

/**
 * The company's purchasing rule: the total (in the company's currency, kept on the company)
 * from which a purchase request needs an approver (below it, submitting approves it). One row
 * per company, made on first write; no row means the default.
 */
export const purchaseSettings = pgTable('purchase_settings', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  approvalThreshold: money('approval_threshold').notNull().default('0'),
  ...columns.versioned(),
})

/** The three lists admins keep: purchase methods, purchase types and set-asides. */
export const purchaseLookups = pgTable(
  'purchase_lookups',
  {
    ...columns.companyRow(),
    kind: text('kind', { enum: LOOKUP_KINDS }).notNull(),
    name: text('name').notNull(),
    /** A retired entry stays on the requests that used it but is no longer offered. */
    isActive: boolean('is_active').notNull().default(true),
    ...columns.versionedTimestamps(),
  },
  (table) => [
    uniqueIndex('purchase_lookups_name_idx').on(
      table.companyId,
      table.kind,
      sql`lower(${table.name})`,
    ),
  ],
)

const lookup = (name: string) =>
  integer(name).references(() => purchaseLookups.id, { onDelete: 'set null' })

export const purchaseRequests = pgTable(
  'purchase_requests',
  {
    ...columns.companyRow(),
    title: text('title').notNull(),
    requesterId: personOrNull('requester_id'),
    vendor: text('vendor').notNull().default(''),
    justification: text('justification').notNull().default(''),
    neededBy: date('needed_by', { mode: 'string' }),
    purchaseMethodId: lookup('purchase_method_id'),
    purchaseTypeId: lookup('purchase_type_id'),
    setAsideId: lookup('set_aside_id'),
    status: text('status', { enum: PURCHASE_STATUSES }).notNull(),
    /** The threshold in force when it was submitted, so later changes do not rewrite history. */
    needsApproval: boolean('needs_approval').notNull(),
    decidedById: personOrNull('decided_by_id'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    paidById: personOrNull('paid_by_id'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paymentReference: text('payment_reference').notNull().default(''),
    ...columns.versionedTimestamps(),
  },
  (table) => [
    index('purchase_requests_company_status_idx').on(table.companyId, table.status),
    index('purchase_requests_requester_idx').on(table.requesterId),
  ],
)

/** One line of a purchase request; its total is computed by the server, never sent in. */
export const purchaseRequestItems = pgTable(
  'purchase_request_items',
  {
    ...columns.companyRow(),
    purchaseRequestId: integer('purchase_request_id')
      .notNull()
      .references(() => purchaseRequests.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    description: text('description').notNull(),
    quantity: numeric('quantity', { precision: 14, scale: 3 }).notNull(),
    unitPrice: money('unit_price').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    lineTotal: money('line_total').notNull(),
  },
  (table) => [index('purchase_request_items_request_idx').on(table.purchaseRequestId)],
)

/** The status history: every step, who took it, when, and what they said. */
export const purchaseRequestEvents = pgTable(
  'purchase_request_events',
  {
    ...columns.companyRow(),
    purchaseRequestId: integer('purchase_request_id')
      .notNull()
      .references(() => purchaseRequests.id, { onDelete: 'cascade' }),
    actorId: personOrNull('actor_id'),
    fromStatus: text('from_status', { enum: PURCHASE_STATUSES }),
    toStatus: text('to_status', { enum: PURCHASE_STATUSES }).notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: columns.createdAt(),
  },
  (table) => [index('purchase_request_events_request_idx').on(table.purchaseRequestId)],
)

export type PurchaseRequest = typeof purchaseRequests.$inferSelect
export type PurchaseRequestItem = typeof purchaseRequestItems.$inferSelect
export type PurchaseLookup = typeof purchaseLookups.$inferSelect
