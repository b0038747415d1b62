import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { memberships } from '../accounts/accounts.tables'
import * as columns from '~/platform/table-columns'
import { directUploadColumns } from '../files/files.tables'
import { assignmentTables } from '../org/assignments.tables'

// The enumerations live in a client-safe module (pages import them without pulling Drizzle into
// the browser bundle); re-exported so server code keeps importing them with the tables.
import { ACKNOWLEDGEMENT_TYPE, ARTICLE_STATUS, ARTICLE_VISIBILITY } from './knowledge-constants'
export {
  ACKNOWLEDGEMENT_METHOD,
  ACKNOWLEDGEMENT_TYPE,
  ARTICLE_STATUS,
  ARTICLE_VISIBILITY,
  CONTENT_BLOCKS,
  type ContentBlock,
} from './knowledge-constants'

/** The article a row belongs to; it goes with the article. */
const articleColumn = () =>
  integer('article_id')
    .notNull()
    .references(() => articles.id, { onDelete: 'cascade' })

/** A node of the article category tree (seed 001 §3); `parentId` null is a top-level category. */
export const articleCategories = pgTable(
  'article_categories',
  {
    ...columns.companyRow(),
    name: text('name').notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => articleCategories.id, {
      onDelete: 'cascade',
    }),
    isSubsection: boolean('is_subsection').notNull().default(false),
    ...columns.versionedTimestamps(),
  },
  (table) => [
    index('article_categories_company_idx').on(table.companyId),
    index('article_categories_parent_idx').on(table.parentId),
  ],
)

/** An article type with its badge colour (seed 001 §3); KB admins manage them. */
export const articleTypes = pgTable(
  'article_types',
  {
    ...columns.companyRow(),
    name: text('name').notNull(),
    color: text('color').notNull(),
    description: text('description').notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    ...columns.versionedTimestamps(),
  },
  (table) => [index('article_types_company_idx').on(table.companyId)],
)

/**
 * A file stored for the knowledge base: an article attachment, a recorded video or an editor
 * image. Large files arrive through the presigned (direct-to-storage) flow, so a row exists from
 * the moment the upload is granted (`completedAt` null) until it is complete; only complete files
 * may be attached to an article.
 */
export const knowledgeFiles = pgTable(
  'knowledge_files',
  {
    ...columns.companyRow(),
    /** Server-generated storage key, the file, and its direct upload's state (files.tables.ts). */
    ...directUploadColumns(),
  },
  (table) => [index('knowledge_files_company_idx').on(table.companyId, table.createdAt)],
)

/**
 * A knowledge-base article (seed 001 §3). `status` 1 is a draft that was never published; a
 * published article's pending changes live in `article_drafts`. `version` guards concurrent edits
 * (409); `revision` counts publications and names the rows of `article_versions`.
 */
export const articles = pgTable(
  'articles',
  {
    ...columns.companyRow(),
    title: text('title').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => articleCategories.id, { onDelete: 'restrict' }),
    typeId: integer('type_id').references(() => articleTypes.id, { onDelete: 'set null' }),
    /** Sanitized HTML (sanitized on save and again on render). */
    body: text('body').notNull().default(''),
    status: smallint('status').notNull().default(ARTICLE_STATUS.published),
    visibility: smallint('visibility').notNull().default(ARTICLE_VISIBILITY.allStaff),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The content blocks switched on, in the order of CONTENT_BLOCKS. */
    blocks: text('blocks')
      .array()
      .notNull()
      .default(sql`'{text}'::text[]`),
    videoFileId: integer('video_file_id').references(() => knowledgeFiles.id, {
      onDelete: 'set null',
    }),
    embedVideoUrl: text('embed_video_url').notNull().default(''),
    /** The decision chart (flow_charts.id) the article shows; no foreign key, see ADR 025. */
    flowChartId: integer('flow_chart_id'),
    isAssignedToEveryone: boolean('is_assigned_to_everyone').notNull().default(false),
    reassignMonthDuration: smallint('reassign_month_duration').notNull().default(0),
    acknowledgementType: smallint('acknowledgement_type')
      .notNull()
      .default(ACKNOWLEDGEMENT_TYPE.signature),
    acknowledgementQuestion: text('acknowledgement_question').notNull().default(''),
    authorMembershipId: integer('author_membership_id').references(() => memberships.id, {
      onDelete: 'set null',
    }),
    lastEditedByMembershipId: integer('last_edited_by_membership_id').references(
      () => memberships.id,
      { onDelete: 'set null' },
    ),
    /** When readers last had to re-read it (Update & Don't Notify leaves it unchanged). */
    lastEditedOn: timestamp('last_edited_on', { withTimezone: true }).notNull().defaultNow(),
    publishedOn: timestamp('published_on', { withTimezone: true }),
    revision: integer('revision').notNull().default(0),
    ...columns.versionedTimestamps(),
  },
  (table) => [
    index('articles_company_idx').on(table.companyId, table.status, table.id),
    index('articles_category_idx').on(table.categoryId),
    index('articles_tags_idx').using('gin', table.tags),
  ],
)

/** The answers offered by a question-and-answer acknowledgement (seed 001 §3 article_answers). */
export const articleAnswers = pgTable(
  'article_answers',
  {
    id: columns.id(),
    articleId: articleColumn(),
    answer: text('answer').notNull(),
    isCorrect: boolean('is_correct').notNull().default(false),
    order: smallint('order').notNull().default(0),
  },
  (table) => [index('article_answers_article_idx').on(table.articleId)],
)

/** Files attached to an article's files block, in display order. */
export const articleFiles = pgTable(
  'article_files',
  {
    articleId: articleColumn(),
    fileId: integer('file_id')
      .notNull()
      .references(() => knowledgeFiles.id, { onDelete: 'cascade' }),
    order: smallint('order').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.articleId, table.fileId] })],
)

/** Assignments of an article to everyone it reaches (see org/assignments.tables). */
export const {
  responsibilities: articleResponsibilities,
  divisions: articleDivisions,
  positions: articlePositions,
  individuals: articleIndividuals,
} = assignmentTables('article', 'articleId', articleColumn)

/**
 * Pending changes to a published article (seed 001 §3 Draft article: same shape as an article,
 * fetched and saved separately). One per article; `content` holds the article form's fields.
 */
export const articleDrafts = pgTable(
  'article_drafts',
  {
    ...columns.companyRow(),
    articleId: articleColumn().unique(),
    content: jsonb('content').notNull(),
    authorMembershipId: integer('author_membership_id').references(() => memberships.id, {
      onDelete: 'set null',
    }),
    ...columns.versionedTimestamps(),
  },
  (table) => [index('article_drafts_company_idx').on(table.companyId)],
)

/** What an article looked like when it was published (revision n), for history, diff and restore. */
export const articleVersions = pgTable(
  'article_versions',
  {
    ...columns.companyRow(),
    articleId: articleColumn(),
    revision: integer('revision').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** The rest of the article form's fields at that moment. */
    content: jsonb('content').notNull(),
    publishedByMembershipId: integer('published_by_membership_id').references(
      () => memberships.id,
      { onDelete: 'set null' },
    ),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('article_versions_revision_idx').on(table.articleId, table.revision)],
)

/**
 * A reader's completion of an article: mark-as-read, typed signature or correct answer, stored with
 * the time and the article revision read. Reassignment (every N months, Update & Notify) supersedes
 * the current row, so at most one row per reader and article is current.
 */
export const articleAcknowledgements = pgTable(
  'article_acknowledgements',
  {
    ...columns.companyRow(),
    articleId: articleColumn(),
    membershipId: columns.membership(),
    revision: integer('revision').notNull(),
    method: smallint('method').notNull(),
    /** The full name the reader typed (signature acknowledgements). */
    signature: text('signature').notNull().default(''),
    /** The answers chosen (question-and-answer acknowledgements). */
    answerIds: integer('answer_ids')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }).notNull().defaultNow(),
    supersededAt: timestamp('superseded_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('article_acknowledgements_current_idx')
      .on(table.articleId, table.membershipId)
      .where(sql`superseded_at is null`),
    index('article_acknowledgements_reader_idx').on(table.membershipId, table.acknowledgedAt),
    index('article_acknowledgements_company_idx').on(table.companyId, table.acknowledgedAt),
  ],
)

/** A group of glossary terms. */
export const definitionCategories = pgTable(
  'definition_categories',
  {
    ...columns.companyRow(),
    name: text('name').notNull(),
    ...columns.versionedTimestamps(),
  },
  (table) => [index('definition_categories_company_idx').on(table.companyId)],
)

/** A glossary term; terms found in an article body are returned as found_definitions. */
export const definitions = pgTable(
  'definitions',
  {
    ...columns.companyRow(),
    categoryId: integer('category_id').references(() => definitionCategories.id, {
      onDelete: 'set null',
    }),
    term: text('term').notNull(),
    /** Sanitized HTML. */
    definition: text('definition').notNull(),
    ...columns.versionedTimestamps(),
  },
  (table) => [uniqueIndex('definitions_term_idx').on(table.companyId, sql`lower(${table.term})`)],
)

/**
 * A public knowledge base of a company (seed 001 §3): its pages and custom domain arrive with the
 * public-KB issue; the article form already chooses which ones show a PUBLIC article.
 */
export const publicKnowledgebases = pgTable(
  'public_knowledgebases',
  {
    ...columns.companyRow(),
    name: text('name').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    urlPart: text('url_part').notNull(),
    domain: text('domain'),
    domainVerifiedAt: timestamp('domain_verified_at', { withTimezone: true }),
    ...columns.versionedTimestamps(),
  },
  (table) => [uniqueIndex('public_knowledgebases_url_idx').on(table.companyId, table.urlPart)],
)

/** Which public knowledge bases show a PUBLIC article. */
export const articlePublicKnowledgebases = pgTable(
  'article_public_knowledgebases',
  {
    articleId: articleColumn(),
    publicKnowledgebaseId: integer('public_knowledgebase_id')
      .notNull()
      .references(() => publicKnowledgebases.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.articleId, table.publicKnowledgebaseId] })],
)

/**
 * A subject of an article template (seed 001 §3 Template: a category with subjects, each with a
 * name, description and subject article). One row per subject; the template is the subjects that
 * share a `category` name (ADR 041). "New article from template" starts the article form from the
 * subject article's content blocks; the template goes when its subject article is deleted.
 */
export const articleTemplates = pgTable(
  'article_templates',
  {
    ...columns.companyRow(),
    category: text('category').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    subjectArticleId: integer('subject_article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    ...columns.versionedTimestamps(),
  },
  (table) => [
    index('article_templates_company_idx').on(table.companyId, table.category, table.name),
    index('article_templates_subject_idx').on(table.subjectArticleId),
  ],
)
