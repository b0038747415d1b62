import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { memberships } from '../accounts/accounts.tables'
import { articles } from '../knowledge/knowledge.tables'
import { assignmentColumn, assignmentTables } from '../org/assignments.tables'
import { quizzes } from '../quizzes/quizzes.tables'
import { scormPackages } from '../scorm/scorm.tables'
import * as columns from '~/platform/table-columns'
import { COURSE_PRIORITY } from './course-constants'

export {
  COURSE_ITEM_KINDS,
  COURSE_PRIORITY,
  MAX_COURSE_REASSIGN_MONTHS,
  type CourseItemKind,
  type CoursePriority,
} from './course-constants'

/** A course category (seed 001 §3); KB admins manage them inline in the course form. */
export const courseCategories = pgTable(
  'course_categories',
  {
    ...columns.companyRow(),
    name: text('name').notNull(),
    ...columns.versionedTimestamps(),
  },
  (table) => [
    uniqueIndex('course_categories_name_idx').on(table.companyId, sql`lower(${table.name})`),
  ],
)

/**
 * A course (seed 001 §3): ordered sections of items, assigned like an article, optionally with a
 * certificate and reassigned every `reassignMonthDuration` months (0 = never). A course copied from
 * the product's library remembers which (`libraryCourseKey`), so the catalogue can say it is taken.
 */
export const courses = pgTable(
  'courses',
  {
    ...columns.companyRow(),
    name: text('name').notNull(),
    categoryId: integer('category_id').references(() => courseCategories.id, {
      onDelete: 'set null',
    }),
    /** Plain text shown under the course's name. */
    description: text('description').notNull().default(''),
    priority: smallint('priority').notNull().default(COURSE_PRIORITY.normal),
    isAssignedToEveryone: boolean('is_assigned_to_everyone').notNull().default(false),
    hasCertificate: boolean('has_certificate').notNull().default(false),
    reassignMonthDuration: smallint('reassign_month_duration').notNull().default(0),
    libraryCourseKey: text('library_course_key'),
    authorMembershipId: integer('author_membership_id').references(() => memberships.id, {
      onDelete: 'set null',
    }),
    ...columns.versionedTimestamps(),
  },
  (table) => [
    index('courses_company_idx').on(table.companyId, table.id),
    index('courses_category_idx').on(table.categoryId),
    // A person's assigned courses (the dashboard's card on every view) start from those
    // assigned to everyone, usually few: as articles_assigned_to_everyone_idx does for articles.
    index('courses_assigned_to_everyone_idx')
      .on(table.companyId)
      .where(sql`${table.isAssignedToEveryone}`),
    check('courses_reassign_check', sql`${table.reassignMonthDuration} between 0 and 12`),
  ],
)

/** The course a row belongs to; it goes with the course. */
const courseColumn = () => assignmentColumn('course_id', () => courses.id)

/** A titled section of a course, in order (seed: sections {id, order, title, section_items}). */
export const courseSections = pgTable(
  'course_sections',
  {
    id: columns.id(),
    courseId: courseColumn(),
    title: text('title').notNull(),
    order: smallint('order').notNull().default(0),
  },
  (table) => [index('course_sections_course_idx').on(table.courseId, table.order)],
)

/**
 * An item of a section, in order: exactly the column of its kind is set (an article, a quiz or a
 * SCORM package). An item goes with the article or quiz it shows; a package used by an item
 * cannot be deleted (the SCORM pages say so).
 */
export const courseItems = pgTable(
  'course_items',
  {
    id: columns.id(),
    courseId: courseColumn(),
    sectionId: integer('section_id')
      .notNull()
      .references(() => courseSections.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    articleId: integer('article_id').references(() => articles.id, { onDelete: 'cascade' }),
    quizId: integer('quiz_id').references(() => quizzes.id, { onDelete: 'cascade' }),
    // 'no action', not 'restrict': both refuse deleting a package a course uses, but 'no action'
    // checks at the end of the statement, so deleting a company (cascading to its courses and
    // its packages in one statement) still works.
    scormPackageId: integer('scorm_package_id').references(() => scormPackages.id, {
      onDelete: 'no action',
    }),
    order: smallint('order').notNull().default(0),
  },
  (table) => [
    index('course_items_section_idx').on(table.sectionId, table.order),
    // A course's items with what the completion rule (learner-items' itemComplete) reads of
    // each: progress is counted from the index alone, without visiting the rows (the dashboard
    // counts the items of every unfinished course on every view).
    index('course_items_course_idx').on(
      table.courseId,
      table.kind,
      table.articleId,
      table.quizId,
      table.scormPackageId,
    ),
    index('course_items_article_idx').on(table.articleId),
    index('course_items_quiz_idx').on(table.quizId),
    index('course_items_scorm_package_idx').on(table.scormPackageId),
    check(
      'course_items_kind_check',
      sql`(${table.kind} = 'article' and ${table.articleId} is not null and ${table.quizId} is null and ${table.scormPackageId} is null)
       or (${table.kind} = 'quiz' and ${table.quizId} is not null and ${table.articleId} is null and ${table.scormPackageId} is null)
       or (${table.kind} = 'scorm' and ${table.scormPackageId} is not null and ${table.articleId} is null and ${table.quizId} is null)`,
    ),
  ],
)

/** Assignments of a course to everyone it reaches (see org/assignments.tables). */
export const {
  responsibilities: courseResponsibilities,
  divisions: courseDivisions,
  positions: coursePositions,
  individuals: courseIndividuals,
} = assignmentTables('course', 'courseId', courseColumn)

/**
 * A learner's completion of a course: written when the last item becomes complete, with the
 * certificate's verification code when the course gives one. Reassignment (every N months, by
 * hand) supersedes the current row, so at most one row per learner and course is current; the
 * superseded rows stay, and a certificate once issued stays verifiable as issued on its date.
 */
export const courseCompletions = pgTable(
  'course_completions',
  {
    ...columns.companyRow(),
    courseId: courseColumn(),
    membershipId: columns.membership(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
    /** Unguessable code of the certificate's public verification URL; null without certificate. */
    certificateCode: text('certificate_code').unique(),
    supersededAt: timestamp('superseded_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('course_completions_current_idx')
      .on(table.courseId, table.membershipId)
      .where(sql`superseded_at is null`),
    index('course_completions_learner_idx').on(table.membershipId, table.completedAt),
    index('course_completions_company_idx').on(table.companyId, table.completedAt),
  ],
)
