import { count, eq, sql } from 'drizzle-orm'
import type { Actor } from '~/platform/actor'
import { auditChange } from '~/platform/audit.server'
import { db } from '~/platform/db.server'
import { AppError } from '~/platform/errors.server'
import type { RequestMeta } from '~/platform/request-meta.server'
import { findOwned, ownedRow } from '~/platform/tenancy.server'
import { checkReferences } from './course-records.server'
import { COURSE_MESSAGES, courseEditPath } from './courses.schema'
import { authorizeCourseAdmin } from './courses.server'
import { courseItems, courses, courseSections } from './courses.tables'

/**
 * "New article written in place" (issue 18): a section's button saves the course and opens the
 * article form with the course and the section's place in the URL; publishing the article adds
 * it at the end of that section and comes back to the course's edit page (seed 001 §4: saving
 * published goes to the article "unless inside a course").
 */

const COURSE_PARAM = 'course'
const SECTION_PARAM = 'section'

/** The article form opened from the section at `section` (its place, from 0) of a course. */
export const newArticleInCoursePath = (courseId: number, section: number) =>
  `/knowledgebase/articles/create?${COURSE_PARAM}=${courseId}&${SECTION_PARAM}=${section}`

/** The course and section an article form was opened from, if any (else null). */
export function courseSectionOf(request: Request): { courseId: number; section: number } | null {
  const params = new URL(request.url).searchParams
  const courseId = Number(params.get(COURSE_PARAM))
  const section = Number(params.get(SECTION_PARAM) ?? '')
  const valid = Number.isSafeInteger(courseId) && courseId > 0 && Number.isSafeInteger(section)
  return valid && section >= 0 && params.has(SECTION_PARAM) ? { courseId, section } : null
}

/**
 * Adds a published article at the end of the course's section at place `section`, as a change
 * of the course (new version, audited); answers the course's edit page.
 */
export async function addArticleToCourseSection(
  actor: Actor,
  place: { courseId: number; section: number },
  articleId: number,
  meta: RequestMeta,
): Promise<string> {
  const asker = { actor, meta }
  await authorizeCourseAdmin(asker)
  const { courseId } = place
  await findOwned(asker, courses, courseId, {
    action: 'course.update',
    entityType: 'course',
    message: COURSE_MESSAGES.notFound,
  })
  await db.transaction(async (tx) => {
    const item = { kind: 'article' as const, article: articleId, quiz: null, scorm_package: null }
    await checkReferences(tx, actor.companyId, {
      sections: [{ title: '-', section_items: [item] }],
    })
    const [section] = await tx
      .select({ id: courseSections.id })
      .from(courseSections)
      .where(eq(courseSections.courseId, courseId))
      .orderBy(courseSections.order, courseSections.id)
      .offset(place.section)
      .limit(1)
    if (!section) throw AppError.notFound(COURSE_MESSAGES.notFound)
    const [items] = await tx
      .select({ n: count() })
      .from(courseItems)
      .where(eq(courseItems.sectionId, section.id))
    await tx.insert(courseItems).values({
      courseId,
      sectionId: section.id,
      kind: 'article',
      articleId,
      order: items?.n ?? 0,
    })
    await tx
      .update(courses)
      .set({ version: sql`${courses.version} + 1`, updatedAt: new Date() })
      .where(ownedRow(courses, actor, courseId))
    await auditChange(tx, asker, 'course.update', { type: 'course', id: courseId }, { articleId })
  })
  return courseEditPath(courseId)
}
