import { and, asc, count, desc, eq, ilike, inArray, sql } from 'drizzle-orm'
import type { Actor } from '~/platform/actor'
import { auditChange } from '~/platform/audit.server'
import { authorize, type Asker } from '~/platform/authorize.server'
import { allOrNone, type BulkResult } from '~/platform/bulk.server'
import { db, type Transaction } from '~/platform/db.server'
import { AppError } from '~/platform/errors.server'
import { deleteOwned, insertOwned, updateVersioned } from '~/platform/owned-rows.server'
import type { RequestMeta } from '~/platform/request-meta.server'
import { findOwned, ownedBy, ownedRow } from '~/platform/tenancy.server'
import { can } from './courses.policy'
import { courseCategories, courseItems, courses, courseSections } from './courses.tables'
import {
  checkReferences,
  columnsOf,
  inputOf,
  loadCourse,
  writeAssignments,
  writeSections,
  type CourseDto,
} from './course-records.server'
import {
  COURSE_MESSAGES,
  MAX_COURSE_NAME,
  type CourseBulkFields,
  type CourseInput,
  type CourseListQuery,
  type CoursePatchInput,
} from './courses.schema'

/**
 * Courses as KB admins build them (seed 001 §3, §7 Courses): create, read, edit (version-checked),
 * delete, duplicate, and bulk edit/delete. Every write is audited in its transaction; another
 * company's id is the audited 404.
 */

export type { CourseDto, SectionDto, SectionItemDto } from './course-records.server'

const ENTITY = 'course'
const NOT_FOUND = { action: 'course.read', entityType: ENTITY, message: COURSE_MESSAGES.notFound }

/** Refuses (audited 403) anyone who may not build courses. */
export const authorizeCourseAdmin = (asker: Asker) => authorize(asker, can, 'course.manage')

/** One of the company's courses as the edit form and the API show it (course admins only). */
export async function getCourse(actor: Actor, id: number, meta: RequestMeta): Promise<CourseDto> {
  await authorizeCourseAdmin({ actor, meta })
  return courseWithSections(actor, id, meta)
}

/**
 * A course of the actor's company with its sections and items in order (titles included), for
 * any page that shows one; another company's id or a missing one is the audited 404. Tenancy
 * only: the caller decides who may see it (the admin pages through `getCourse`, the learner's
 * page through its own access rule).
 */
export async function courseWithSections(
  actor: Actor,
  id: number,
  meta: RequestMeta,
): Promise<CourseDto> {
  await findOwned({ actor, meta }, courses, id, NOT_FOUND)
  const course = await loadCourse(db, actor.companyId, id)
  if (!course) throw AppError.notFound(COURSE_MESSAGES.notFound)
  return course
}

/** A row of the admin list. */
export interface CourseListItem {
  id: number
  name: string
  category: number | null
  category_name: string | null
  priority: number
  has_certificate: boolean
  reassign_month_duration: number
  is_assigned_to_everyone: boolean
  section_count: number
  item_count: number
  updated_at: string
}

export const COURSES_PAGE_SIZE = 25

const ORDER_BY = {
  name: [asc(sql`lower(${courses.name})`), asc(courses.id)],
  '-name': [desc(sql`lower(${courses.name})`), desc(courses.id)],
  priority: [asc(courses.priority), asc(sql`lower(${courses.name})`)],
  '-priority': [desc(courses.priority), asc(sql`lower(${courses.name})`)],
  created_at: [asc(courses.createdAt), asc(courses.id)],
  '-created_at': [desc(courses.createdAt), desc(courses.id)],
} as const

/** The admin list: name search, category filter, ordering, one page of 25. */
export async function listCourses(actor: Actor, query: CourseListQuery, meta: RequestMeta) {
  await authorizeCourseAdmin({ actor, meta })
  const where = and(
    ownedBy(courses, actor),
    query.search ? ilike(courses.name, `%${escapeLike(query.search)}%`) : undefined,
    query.category ? eq(courses.categoryId, query.category) : undefined,
  )
  const [total] = await db.select({ n: count() }).from(courses).where(where)
  const rows = await db
    .select({
      id: courses.id,
      name: courses.name,
      category: courses.categoryId,
      category_name: courseCategories.name,
      priority: courses.priority,
      has_certificate: courses.hasCertificate,
      reassign_month_duration: courses.reassignMonthDuration,
      is_assigned_to_everyone: courses.isAssignedToEveryone,
      section_count: sql<number>`(select count(*)::int from ${courseSections} where ${courseSections.courseId} = ${courses.id})`,
      item_count: sql<number>`(select count(*)::int from ${courseItems} where ${courseItems.courseId} = ${courses.id})`,
      updatedAt: courses.updatedAt,
    })
    .from(courses)
    .leftJoin(courseCategories, eq(courseCategories.id, courses.categoryId))
    .where(where)
    .orderBy(...ORDER_BY[query.ordering])
    .limit(COURSES_PAGE_SIZE)
    .offset((query.page - 1) * COURSES_PAGE_SIZE)
  const n = total?.n ?? 0
  const pageCount = Math.max(1, Math.ceil(n / COURSES_PAGE_SIZE))
  return {
    count: n,
    page: query.page,
    page_count: pageCount,
    has_next_page: query.page < pageCount,
    results: rows.map(({ updatedAt, ...row }): CourseListItem => ({
      ...row,
      updated_at: updatedAt.toISOString(),
    })),
  }
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

/** Writes a new course (its references checked first) in the caller's transaction. */
async function insertCourse(tx: Transaction, asker: Asker, input: CourseInput, action: string) {
  await checkReferences(tx, asker.actor.companyId, input)
  const row = await insertOwned(
    tx,
    asker,
    courses,
    { ...columnsOf(input), name: input.name, authorMembershipId: asker.actor.membershipId },
    { action, entityType: ENTITY, details: (course) => ({ name: course.name }) },
  )
  await writeSections(tx, row.id, input.sections)
  await writeAssignments(tx, row.id, input)
  return (await loadCourse(tx, asker.actor.companyId, row.id))!
}

export async function createCourse(
  actor: Actor,
  input: CourseInput,
  meta: RequestMeta,
): Promise<CourseDto> {
  const asker = { actor, meta }
  await authorizeCourseAdmin(asker)
  return db.transaction((tx) => insertCourse(tx, asker, input, 'course.create'))
}

/**
 * Changes the fields sent (a form sends them all, a PATCH some), if the course is still at the
 * version the change was made from; otherwise a 409 and nothing is written.
 */
export async function updateCourse(
  actor: Actor,
  id: number,
  input: CoursePatchInput,
  meta: RequestMeta,
): Promise<CourseDto> {
  const asker = { actor, meta }
  await authorizeCourseAdmin(asker)
  await findOwned(asker, courses, id, { ...NOT_FOUND, action: 'course.update' })
  const { version, ...fields } = input
  return db.transaction(async (tx) => {
    await checkReferences(tx, actor.companyId, fields)
    await updateVersioned(tx, asker, courses, {
      id,
      version,
      set: columnsOf(fields),
      stale: COURSE_MESSAGES.stale,
      action: 'course.update',
      entityType: ENTITY,
      details: () => ({
        fields: Object.keys(fields).filter(
          (key) => fields[key as keyof typeof fields] !== undefined,
        ),
      }),
    })
    if (fields.sections) await writeSections(tx, id, fields.sections)
    await writeAssignments(tx, id, fields)
    return (await loadCourse(tx, actor.companyId, id))!
  })
}

export async function deleteCourse(actor: Actor, id: number, meta: RequestMeta): Promise<void> {
  const asker = { actor, meta }
  await authorizeCourseAdmin(asker)
  await deleteOwned(asker, courses, id, {
    action: 'course.delete',
    entityType: ENTITY,
    notFound: COURSE_MESSAGES.notFound,
    details: (course) => ({ name: course.name }),
  })
}

/** The copy's name: 'Copy of …', cut to the longest name a course may have. */
export const copyName = (name: string) => `Copy of ${name}`.slice(0, MAX_COURSE_NAME)

/** A new course with the same fields, sections, items and assignments, named 'Copy of …'. */
export async function duplicateCourse(
  actor: Actor,
  id: number,
  meta: RequestMeta,
): Promise<CourseDto> {
  const asker = { actor, meta }
  await authorizeCourseAdmin(asker)
  const original = await courseWithSections(actor, id, meta)
  const input = { ...inputOf(original), name: copyName(original.name) }
  return db.transaction((tx) => insertCourse(tx, asker, input, 'course.duplicate'))
}

/** The same fields on many courses, all or none (each audited, each version bumped). */
export async function bulkUpdateCourses(
  actor: Actor,
  ids: number[],
  fields: CourseBulkFields,
  meta: RequestMeta,
): Promise<BulkResult> {
  const asker = { actor, meta }
  await authorizeCourseAdmin(asker)
  const unique = [...new Set(ids)]
  const result = await allOrNone(async (tx, { eachItem }) => {
    await checkReferences(tx, actor.companyId, fields)
    for (const id of unique) {
      await eachItem(id, async () => {
        const [row] = await tx
          .update(courses)
          .set({
            ...columnsOf(fields),
            version: sql`${courses.version} + 1`,
            updatedAt: new Date(),
          })
          .where(ownedRow(courses, actor, id))
          .returning({ id: courses.id })
        if (!row) throw AppError.notFound(COURSE_MESSAGES.notFound)
        await auditChange(tx, asker, 'course.update', { type: ENTITY, id }, { bulk: true, fields })
      })
    }
  })
  return result.ok ? { ok: true, ids: unique } : result
}

/** Deletes many courses, all or none; an id not the company's fails the whole change. */
export async function bulkDeleteCourses(
  actor: Actor,
  ids: number[],
  meta: RequestMeta,
): Promise<BulkResult> {
  const asker = { actor, meta }
  await authorizeCourseAdmin(asker)
  const unique = [...new Set(ids)]
  const result = await allOrNone(async (tx, { eachItem }) => {
    for (const id of unique) {
      await eachItem(id, async () => {
        const [row] = await tx
          .delete(courses)
          .where(ownedRow(courses, actor, id))
          .returning({ id: courses.id, name: courses.name })
        if (!row) throw AppError.notFound(COURSE_MESSAGES.notFound)
        await auditChange(tx, asker, 'course.delete', { type: ENTITY, id }, { name: row.name })
      })
    }
  })
  return result.ok ? { ok: true, ids: unique } : result
}

/** The chosen courses of a bulk page (another company's and gone ones left out). */
export async function coursesByIds(actor: Actor, ids: number[], meta: RequestMeta) {
  await authorizeCourseAdmin({ actor, meta })
  if (ids.length === 0) return []
  return db
    .select({ id: courses.id, name: courses.name, category_name: courseCategories.name })
    .from(courses)
    .leftJoin(courseCategories, eq(courseCategories.id, courses.categoryId))
    .where(and(ownedBy(courses, actor), inArray(courses.id, ids.slice(0, 500))))
    .orderBy(asc(sql`lower(${courses.name})`))
}
