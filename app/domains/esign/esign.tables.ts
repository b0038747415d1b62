import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { memberships } from '../accounts/accounts.tables'
import { articles, knowledgeFiles } from '../knowledge/knowledge.tables'
import * as columns from '~/platform/table-columns'
import { DOCUMENT_STATUSES, FIELD_KINDS, SIGNER_STATUSES } from './esign-constants'

/** `column in ('a','b',…)` over one of the domain's fixed lists. */
const oneOf = (column: unknown, values: readonly string[]) =>
  sql`${column} in (${sql.raw(values.map((value) => `'${value}'`).join(','))})`

/**
 * A PDF sent for signature (DocuSign's "envelope" with one document): the original's bytes and
 * hash, the sender's message and expiry, and once everyone signed the sealed file and its hash,
 * which the public verification page looks up.
 */
export const esignDocuments = pgTable(
  'esign_documents',
  {
    ...columns.companyRow(),
    title: text('title').notNull(),
    fileName: text('file_name').notNull(),
    originalKey: text('original_key').notNull(),
    originalSha256: text('original_sha256').notNull(),
    pageCount: smallint('page_count').notNull().default(1),
    status: text('status').$type<(typeof DOCUMENT_STATUSES)[number]>().notNull().default('draft'),
    message: text('message').notNull().default(''),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    signingOrder: boolean('signing_order').notNull().default(false),
    senderMembershipId: integer('sender_membership_id').references(() => memberships.id, {
      onDelete: 'set null',
    }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    sealedKey: text('sealed_key'),
    sealedSha256: text('sealed_sha256'),
    /** When the last reminder went out (the scheduled reminders wait a few days between). */
    lastReminderAt: timestamp('last_reminder_at', { withTimezone: true }),
    ...columns.versionedTimestamps(),
  },
  (table) => [
    index('esign_documents_company_idx').on(table.companyId, table.status),
    index('esign_documents_sealed_idx').on(table.sealedSha256),
    check('esign_documents_status_check', oneOf(table.status, DOCUMENT_STATUSES)),
  ],
)

/**
 * Who signs: a member of the company or an outside email address with a name. Their private
 * link's token is kept only as its SHA-256; signing or declining spends it.
 */
export const esignSigners = pgTable(
  'esign_signers',
  {
    id: columns.id(),
    documentId: integer('document_id')
      .notNull()
      .references(() => esignDocuments.id, { onDelete: 'cascade' }),
    membershipId: integer('membership_id').references(() => memberships.id, {
      onDelete: 'set null',
    }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    order: smallint('order').notNull().default(1),
    status: text('status').$type<(typeof SIGNER_STATUSES)[number]>().notNull().default('waiting'),
    tokenHash: text('token_hash'),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    declinedReason: text('declined_reason'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: columns.createdAt(),
  },
  (table) => [
    index('esign_signers_document_idx').on(table.documentId, table.order),
    uniqueIndex('esign_signers_token_idx').on(table.tokenHash),
    check('esign_signers_status_check', oneOf(table.status, SIGNER_STATUSES)),
  ],
)

/**
 * A place on a page one signer fills: where (a share 0..1 of the page, from its top-left
 * corner, so it does not depend on the image's resolution), what, and once signed its value
 * (a typed text, 'true' for a ticked box, or a drawn signature as a PNG data URL).
 */
export const esignFields = pgTable(
  'esign_fields',
  {
    id: columns.id(),
    documentId: integer('document_id')
      .notNull()
      .references(() => esignDocuments.id, { onDelete: 'cascade' }),
    signerId: integer('signer_id')
      .notNull()
      .references(() => esignSigners.id, { onDelete: 'cascade' }),
    page: smallint('page').notNull(),
    kind: text('kind').$type<(typeof FIELD_KINDS)[number]>().notNull(),
    x: real('x').notNull(),
    y: real('y').notNull(),
    width: real('width').notNull(),
    height: real('height').notNull(),
    required: boolean('required').notNull().default(true),
    value: text('value'),
  },
  (table) => [
    index('esign_fields_document_idx').on(table.documentId, table.signerId),
    check('esign_fields_kind_check', oneOf(table.kind, FIELD_KINDS)),
    check(
      'esign_fields_box_check',
      sql`${table.x} >= 0 and ${table.y} >= 0 and ${table.x} + ${table.width} <= 1.0001 and ${table.y} + ${table.height} <= 1.0001`,
    ),
  ],
)

/** The document's timeline, printed on the audit page: who did what, when, from where. */
export const esignEvents = pgTable(
  'esign_events',
  {
    id: columns.id(),
    documentId: integer('document_id')
      .notNull()
      .references(() => esignDocuments.id, { onDelete: 'cascade' }),
    signerId: integer('signer_id').references(() => esignSigners.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    actorName: text('actor_name').notNull().default(''),
    email: text('email').notNull().default(''),
    ip: text('ip'),
    userAgent: text('user_agent'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('esign_events_document_idx').on(table.documentId, table.at)],
)

/**
 * An article whose acknowledgement is a full e-signature of a PDF (a policy sign-off): readers
 * acknowledge it by signing this knowledge-base file instead of typing their name.
 */
export const articleEsignRequirements = pgTable('article_esign_requirements', {
  articleId: integer('article_id')
    .primaryKey()
    .references(() => articles.id, { onDelete: 'cascade' }),
  companyId: columns.company(),
  knowledgeFileId: integer('knowledge_file_id')
    .notNull()
    .references(() => knowledgeFiles.id, { onDelete: 'cascade' }),
  createdAt: columns.createdAt(),
})

/**
 * The document a reader signs to acknowledge an article revision: its completion records the
 * acknowledgement, a pending one is reused when the reader comes back.
 */
export const esignArticleSignOffs = pgTable(
  'esign_article_sign_offs',
  {
    ...columns.companyRow(),
    documentId: integer('document_id')
      .notNull()
      .unique()
      .references(() => esignDocuments.id, { onDelete: 'cascade' }),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    revision: integer('revision').notNull(),
    membershipId: columns.membership(),
    createdAt: columns.createdAt(),
  },
  (table) => [
    index('esign_article_sign_offs_reader_idx').on(
      table.articleId,
      table.membershipId,
      table.revision,
    ),
  ],
)

export type EsignDocument = typeof esignDocuments.$inferSelect
export type EsignSigner = typeof esignSigners.$inferSelect
export type EsignField = typeof esignFields.$inferSelect
