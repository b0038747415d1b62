import { and, eq, type SQL } from 'drizzle-orm'
import type { Actor } from '~/platform/actor'
import { deny } from '~/platform/audit.server'
import { authorize, type Asker } from '~/platform/authorize.server'
import { db } from '~/platform/db.server'
import { AppError } from '~/platform/errors.server'
import { ownedRow } from '~/platform/tenancy.server'
import { assignmentAccess } from '../../org/assignment-access.server'
import { can } from '../courses.policy'
import {
  courseDivisions,
  courseIndividuals,
  coursePositions,
  courseResponsibilities,
  courses,
} from '../courses.tables'

export const COURSE_NOT_FOUND = 'Course not found.'

/** Courses are assigned like articles: the one rule of org/assignment-access, over their tables. */
export const courseAssignments = assignmentAccess(
  courses,
  {
    responsibilities: courseResponsibilities,
    divisions: courseDivisions,
    positions: coursePositions,
    individuals: courseIndividuals,
  },
  'courseId',
)

/** `courses.id in (…)`: the company's courses assigned to this person. */
export const assignedCourses = (companyId: number, membershipId: number): SQL =>
  courseAssignments.assignedIds(companyId, membershipId)

/**
 * Which courses the actor may open, as a condition on `courses`: KB admins (and company admins)
 * every course of their company, everyone else the courses assigned to them. Another company's
 * course is never one of them.
 */
export function openableCourses(actor: Actor): SQL {
  const inCompany = eq(courses.companyId, actor.companyId)
  if (can(actor, 'course.manage')) return inCompany
  return and(inCompany, courseAssignments.assignedTo(actor.membershipId))!
}

export type CourseRow = typeof courses.$inferSelect

/** The course if the actor may open it, else null (nothing recorded: for links, not requests). */
export async function findOpenableCourse(actor: Actor, id: number): Promise<CourseRow | null> {
  const [course] = await db
    .select()
    .from(courses)
    .where(and(ownedRow(courses, actor, id), openableCourses(actor)))
    .limit(1)
  return course ?? null
}

/**
 * The course a learner asks for by id: one assigned to them (any of the company's for KB admins).
 * Anything else — another company's, a missing one, or one not assigned to them — is the
 * audited 404, so an id tells nothing about what exists.
 */
export async function openableCourse(
  asker: Asker,
  id: number,
  action = 'course.open',
): Promise<CourseRow> {
  await authorize(asker, can, 'course.learn')
  const course = await findOpenableCourse(asker.actor, id)
  if (course) return course
  return deny(asker.actor, asker.meta, action, AppError.notFound(COURSE_NOT_FOUND), {
    type: 'course',
    id,
  })
}
