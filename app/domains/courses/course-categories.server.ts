import { asc, sql } from 'drizzle-orm'
import type { Actor } from '~/platform/actor'
import { db } from '~/platform/db.server'
import { AppError } from '~/platform/errors.server'
import { deleteOwned, insertOwned, updateVersioned } from '~/platform/owned-rows.server'
import type { RequestMeta } from '~/platform/request-meta.server'
import { findOwned, ownedBy } from '~/platform/tenancy.server'
import { authorizeCourseAdmin } from './courses.server'
import { courseCategories } from './courses.tables'
import { COURSE_MESSAGES } from './courses.schema'

/**
 * Course categories (seed 001 §7 course-categories/, course-category/{id}/): managed inline from
 * the course form by course admins; a name is unique in the company (case-insensitively).
 * Deleting one leaves its courses without a category.
 */

export interface CourseCategoryDto {
  id: number
  name: string
  version: number
}

const ENTITY = 'course_category'
const toDto = (row: typeof courseCategories.$inferSelect): CourseCategoryDto => ({
  id: row.id,
  name: row.name,
  version: row.version,
})

/** The company's course categories by name (anyone may read them: the learner's filters do). */
export async function listCourseCategories(actor: Actor): Promise<CourseCategoryDto[]> {
  const rows = await db
    .select()
    .from(courseCategories)
    .where(ownedBy(courseCategories, actor))
    .orderBy(asc(sql`lower(${courseCategories.name})`), asc(courseCategories.id))
  return rows.map(toDto)
}

/** A taken name is a field error, not a database failure. */
function nameTaken(error: unknown): never {
  const code = (error as { code?: string; cause?: { code?: string } }).code
  const causeCode = (error as { cause?: { code?: string } }).cause?.code
  if (code === '23505' || causeCode === '23505') {
    throw AppError.invalidField('name', COURSE_MESSAGES.categoryTaken)
  }
  throw error
}

export async function createCourseCategory(
  actor: Actor,
  name: string,
  meta: RequestMeta,
): Promise<CourseCategoryDto> {
  const asker = { actor, meta }
  await authorizeCourseAdmin(asker)
  const row = await insertOwned(
    db,
    asker,
    courseCategories,
    { name },
    { action: 'course_category.create', entityType: ENTITY, details: (c) => ({ name: c.name }) },
  ).catch(nameTaken)
  return toDto(row)
}

export async function renameCourseCategory(
  actor: Actor,
  id: number,
  input: { name: string; version: number },
  meta: RequestMeta,
): Promise<CourseCategoryDto> {
  const asker = { actor, meta }
  await authorizeCourseAdmin(asker)
  await findOwned(asker, courseCategories, id, {
    action: 'course_category.update',
    entityType: ENTITY,
    message: COURSE_MESSAGES.categoryNotFound,
  })
  const row = await updateVersioned(db, asker, courseCategories, {
    id,
    version: input.version,
    set: { name: input.name },
    stale: COURSE_MESSAGES.categoryStale,
    action: 'course_category.update',
    entityType: ENTITY,
    details: (c) => ({ name: c.name }),
  }).catch(nameTaken)
  return toDto(row)
}

export async function deleteCourseCategory(
  actor: Actor,
  id: number,
  meta: RequestMeta,
): Promise<void> {
  const asker = { actor, meta }
  await authorizeCourseAdmin(asker)
  await deleteOwned(asker, courseCategories, id, {
    action: 'course_category.delete',
    entityType: ENTITY,
    notFound: COURSE_MESSAGES.categoryNotFound,
    details: (c) => ({ name: c.name }),
  })
}
