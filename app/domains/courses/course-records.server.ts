import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { Queryable, Transaction } from '~/platform/db.server'
import { AppError, type FieldErrors } from '~/platform/errors.server'
import { ownedBy, type CompanyOwnedTable } from '~/platform/tenancy.server'
import { memberships } from '../accounts/accounts.tables'
import { articles } from '../knowledge/knowledge.tables'
import { divisions, positions, responsibilities } from '../org/org.tables'
import { quizzes } from '../quizzes/quizzes.tables'
import { scormPackages } from '../scorm/scorm.tables'
import {
  courseCategories,
  courseDivisions,
  courseIndividuals,
  courseItems,
  coursePositions,
  courseResponsibilities,
  courses,
  courseSections,
  type CourseItemKind,
} from './courses.tables'
import {
  COURSE_MESSAGES,
  ITEM_FIELDS,
  type CourseInput,
  type OfferedItemKind,
  type SectionInput,
} from './courses.schema'

/**
 * A course as stored: its own columns, its sections and items and its four assignment lists,
 * read and written together. The services (courses.server.ts) decide who may change what.
 */

/** A section item as read back (seed: section_items), with what it shows. */
export interface SectionItemDto {
  id: number
  order: number
  kind: CourseItemKind
  article: number | null
  quiz: number | null
  scorm_package: number | null
  /** The article's, quiz's or SCORM package's title. */
  title: string
}

export interface SectionDto {
  id: number
  order: number
  title: string
  section_items: SectionItemDto[]
}

/** A course as the edit form, the API and the learner's page see it (seed 001 §3 names). */
export interface CourseDto {
  id: number
  name: string
  category: number | null
  category_name: string | null
  description: string
  priority: number
  sections: SectionDto[]
  divisions: number[]
  individuals: number[]
  positions: number[]
  responsibilities: number[]
  is_assigned_to_everyone: boolean
  has_certificate: boolean
  reassign_month_duration: number
  is_scorm_course: boolean
  library_course_key: string | null
  version: number
  created_at: string
  updated_at: string
}

type CourseRow = typeof courses.$inferSelect

/** Assignment field → its table and target column. */
const ASSIGNMENTS = {
  divisions: { table: courseDivisions, column: 'divisionId' },
  individuals: { table: courseIndividuals, column: 'membershipId' },
  positions: { table: coursePositions, column: 'positionId' },
  responsibilities: { table: courseResponsibilities, column: 'responsibilityId' },
} as const
type AssignmentKey = keyof typeof ASSIGNMENTS
export const ASSIGNMENT_KEYS = Object.keys(ASSIGNMENTS) as AssignmentKey[]

/** The course's own columns for each field (sections and assignments are tables of their own). */
export function columnsOf(input: Partial<CourseInput>): Partial<CourseRow> {
  const columns = {
    name: input.name,
    categoryId: input.category,
    description: input.description,
    priority: input.priority,
    isAssignedToEveryone: input.is_assigned_to_everyone,
    hasCertificate: input.has_certificate,
    reassignMonthDuration: input.reassign_month_duration,
  }
  return Object.fromEntries(
    Object.entries(columns).filter(([, value]) => value !== undefined),
  ) as Partial<CourseRow>
}

/** The sections of a course in order, each with its items in order and their titles. */
export async function sectionsOf(q: Queryable, courseId: number): Promise<SectionDto[]> {
  const sections = await q
    .select()
    .from(courseSections)
    .where(eq(courseSections.courseId, courseId))
    .orderBy(asc(courseSections.order), asc(courseSections.id))
  const items = await q
    .select({
      id: courseItems.id,
      sectionId: courseItems.sectionId,
      order: courseItems.order,
      kind: courseItems.kind,
      article: courseItems.articleId,
      quiz: courseItems.quizId,
      scorm_package: courseItems.scormPackageId,
      articleTitle: articles.title,
      quizTitle: quizzes.title,
      packageTitle: scormPackages.title,
    })
    .from(courseItems)
    .leftJoin(articles, eq(articles.id, courseItems.articleId))
    .leftJoin(quizzes, eq(quizzes.id, courseItems.quizId))
    .leftJoin(scormPackages, eq(scormPackages.id, courseItems.scormPackageId))
    .where(eq(courseItems.courseId, courseId))
    .orderBy(asc(courseItems.order), asc(courseItems.id))
  return sections.map((section) => ({
    id: section.id,
    order: section.order,
    title: section.title,
    section_items: items
      .filter((item) => item.sectionId === section.id)
      .map(({ sectionId: _section, articleTitle, quizTitle, packageTitle, ...item }) => ({
        ...item,
        kind: item.kind as CourseItemKind,
        title: articleTitle ?? quizTitle ?? packageTitle ?? '',
      })),
  }))
}

async function assignedIds(q: Queryable, key: AssignmentKey, courseId: number) {
  const { table, column } = ASSIGNMENTS[key]
  const target = (table as typeof courseDivisions)[column as 'divisionId']
  const rows = await q
    .select({ id: target })
    .from(table)
    .where(eq((table as typeof courseDivisions).courseId, courseId))
  return rows.map((row) => row.id).sort((a, b) => a - b)
}

/** The company's course with its sections and assignments, or undefined (another company's too). */
export async function loadCourse(
  q: Queryable,
  companyId: number,
  id: number,
): Promise<CourseDto | undefined> {
  const [found] = await q
    .select({ course: courses, categoryName: courseCategories.name })
    .from(courses)
    .leftJoin(courseCategories, eq(courseCategories.id, courses.categoryId))
    .where(and(eq(courses.id, id), ownedBy(courses, { companyId })))
  if (!found) return undefined
  const { course, categoryName } = found
  // One after another: inside a transaction the queries share one connection.
  const sections = await sectionsOf(q, id)
  const assigned: Record<string, number[]> = {}
  for (const key of ASSIGNMENT_KEYS) assigned[key] = await assignedIds(q, key, id)
  return {
    id: course.id,
    name: course.name,
    category: course.categoryId,
    category_name: categoryName,
    description: course.description,
    priority: course.priority,
    sections,
    divisions: assigned.divisions!,
    individuals: assigned.individuals!,
    positions: assigned.positions!,
    responsibilities: assigned.responsibilities!,
    is_assigned_to_everyone: course.isAssignedToEveryone,
    has_certificate: course.hasCertificate,
    reassign_month_duration: course.reassignMonthDuration,
    is_scorm_course: sections.some((section) =>
      section.section_items.some((item) => item.kind === 'scorm'),
    ),
    library_course_key: course.libraryCourseKey,
    version: course.version,
    created_at: course.createdAt.toISOString(),
    updated_at: course.updatedAt.toISOString(),
  }
}

/** The input's fields as saved, ready to write again (duplicate copies a course through this). */
export function inputOf(course: CourseDto): CourseInput {
  return {
    name: course.name,
    category: course.category,
    description: course.description,
    priority: course.priority,
    sections: course.sections.map((section) => ({
      title: section.title,
      section_items: section.section_items.map((item) => ({
        kind: item.kind,
        article: item.article,
        quiz: item.quiz,
        scorm_package: item.scorm_package,
      })),
    })),
    divisions: course.divisions,
    individuals: course.individuals,
    positions: course.positions,
    responsibilities: course.responsibilities,
    is_assigned_to_everyone: course.is_assigned_to_everyone,
    has_certificate: course.has_certificate,
    reassign_month_duration: course.reassign_month_duration,
  }
}

/** The ids of `table` among `ids` that the company owns. */
const ownedAmong = (q: Queryable, table: CompanyOwnedTable, companyId: number, ids: number[]) =>
  q
    .select({ id: sql<number>`${table.id}` })
    .from(table as PgTable)
    .where(and(inArray(table.id, ids), ownedBy(table, { companyId })))

/**
 * Every id the course names must be the company's: a category, an assignment target, an item's
 * article or quiz. Anything else (another company's, a missing one) is a field error on the field
 * that named it, so a forged id never links another company's record.
 */
export async function checkReferences(
  q: Queryable,
  companyId: number,
  input: Partial<CourseInput>,
): Promise<void> {
  const errors: FieldErrors = {}
  const refuse = async (
    field: string,
    wanted: number[],
    found: () => Promise<{ id: number }[]>,
  ) => {
    if (wanted.length === 0) return
    const have = new Set((await found()).map((row) => Number(row.id)))
    if (wanted.some((id) => !have.has(id))) errors[field] = [COURSE_MESSAGES.badId]
  }
  if (input.category != null) {
    const category = [input.category]
    await refuse('category', category, () => ownedAmong(q, courseCategories, companyId, category))
  }
  const targets = { divisions, positions, responsibilities } as const
  for (const [field, table] of Object.entries(targets)) {
    const wanted = input[field as keyof typeof targets]
    if (wanted) await refuse(field, wanted, () => ownedAmong(q, table, companyId, wanted))
  }
  if (input.individuals?.length) {
    const wanted = input.individuals
    await refuse('individuals', wanted, () =>
      q
        .select({ id: memberships.id })
        .from(memberships)
        .where(
          and(
            inArray(memberships.id, wanted),
            ownedBy(memberships, { companyId }),
            eq(memberships.isActive, true),
          ),
        ),
    )
  }
  await checkItems(q, companyId, input.sections ?? [], errors)
  if (Object.keys(errors).length > 0) {
    throw new AppError('VALIDATION', Object.values(errors)[0]![0]!, errors)
  }
}

/** Each item's article, quiz or package must be the company's; the error names the item's field. */
async function checkItems(
  q: Queryable,
  companyId: number,
  sections: SectionInput[],
  errors: FieldErrors,
) {
  const owned = async (kind: OfferedItemKind, table: CompanyOwnedTable) => {
    const ids = sections.flatMap((section) =>
      section.section_items.flatMap((item) => {
        const id = item[ITEM_FIELDS[kind]]
        return item.kind === kind && id !== null ? [id] : []
      }),
    )
    return new Set(ids.length ? (await ownedAmong(q, table, companyId, ids)).map((r) => r.id) : [])
  }
  const have: Record<OfferedItemKind, Set<number>> = {
    article: await owned('article', articles),
    quiz: await owned('quiz', quizzes),
    scorm: await owned('scorm', scormPackages),
  }
  sections.forEach((section, s) =>
    section.section_items.forEach((item, i) => {
      const field = ITEM_FIELDS[item.kind]
      const id = item[field]
      if (id === null || !have[item.kind].has(id)) {
        errors[`sections[${s}].section_items[${i}].${field}`] = [COURSE_MESSAGES.badItem]
      }
    }),
  )
}

/** Replaces the course's assignment lists named in `input` (the others stay). */
export async function writeAssignments(
  tx: Transaction,
  courseId: number,
  input: Partial<CourseInput>,
) {
  for (const key of ASSIGNMENT_KEYS) {
    const ids = input[key]
    if (ids === undefined) continue
    const { table, column } = ASSIGNMENTS[key]
    await tx.delete(table).where(eq((table as typeof courseDivisions).courseId, courseId))
    const unique = [...new Set(ids)]
    if (unique.length > 0) {
      await tx.insert(table).values(unique.map((id) => ({ courseId, [column]: id })) as never)
    }
  }
}

/**
 * Replaces the course's sections and items with `sections`, in the order given (the order of the
 * list is the order saved, so a reorder is a save). Items are rewritten too: the learning side
 * keys progress by article and quiz, not by item id.
 */
export async function writeSections(tx: Transaction, courseId: number, sections: SectionInput[]) {
  await tx.delete(courseSections).where(eq(courseSections.courseId, courseId))
  for (const [order, section] of sections.entries()) {
    const [row] = await tx
      .insert(courseSections)
      .values({ courseId, title: section.title, order })
      .returning({ id: courseSections.id })
    if (section.section_items.length === 0) continue
    await tx.insert(courseItems).values(
      section.section_items.map((item, itemOrder) => ({
        courseId,
        sectionId: row!.id,
        kind: item.kind,
        articleId: item.kind === 'article' ? item.article : null,
        quizId: item.kind === 'quiz' ? item.quiz : null,
        scormPackageId: item.kind === 'scorm' ? item.scorm_package : null,
        order: itemOrder,
      })),
    )
  }
}
