import { and, eq, exists, type SQL } from 'drizzle-orm'
import type { Actor } from '~/platform/actor'
import { deny } from '~/platform/audit.server'
import { authorize, type Asker } from '~/platform/authorize.server'
import { db } from '~/platform/db.server'
import { AppError } from '~/platform/errors.server'
import { ownedBy, ownedRow } from '~/platform/tenancy.server'
import { openableCourses } from '../courses/learning/course-access.server'
import { courseItems, courses } from '../courses/courses.tables'
import { can } from './scorm.policy'
import { scormPackages } from './scorm.tables'

export const SCORM_PACKAGE_NOT_FOUND = 'SCORM package not found.'

export type ScormPackageRow = typeof scormPackages.$inferSelect

/**
 * Which packages the actor may play, as a condition on `scorm_packages`: KB admins (and company
 * admins) every package of their company, everyone else the packages that are items of a course
 * assigned to them. Another company's package is never one of them.
 */
export function playablePackages(actor: Actor): SQL {
  const inCompany = ownedBy(scormPackages, actor)
  if (can(actor, 'scorm.manage')) return inCompany
  const inAnOpenableCourse = db
    .select({ id: courseItems.id })
    .from(courseItems)
    .innerJoin(courses, eq(courses.id, courseItems.courseId))
    .where(and(eq(courseItems.scormPackageId, scormPackages.id), openableCourses(actor)))
  return and(inCompany, exists(inAnOpenableCourse))!
}

/** The package if the actor may play it, else null (nothing recorded: for links, not requests). */
export async function findPlayablePackage(
  actor: Actor,
  id: number,
): Promise<ScormPackageRow | null> {
  const [found] = await db
    .select()
    .from(scormPackages)
    .where(and(ownedRow(scormPackages, actor, id), playablePackages(actor)))
    .limit(1)
  return found ?? null
}

/** The audited 404 of a package the asker may not play (another company's, missing, not theirs). */
export function refusePackage(asker: Asker, id: number, action: string): Promise<never> {
  return deny(asker.actor, asker.meta, action, AppError.notFound(SCORM_PACKAGE_NOT_FOUND), {
    type: 'scorm_package',
    id,
  })
}

/**
 * The package a learner asks for by id (to play it or fetch one of its files): one of a course
 * assigned to them (any of the company's for KB admins). Anything else — another company's, a
 * missing one, one not assigned to them — is the audited 404, so an id tells nothing about what
 * exists.
 */
export async function playablePackage(
  asker: Asker,
  id: number,
  action = 'scorm.open',
): Promise<ScormPackageRow> {
  await authorize(asker, can, 'scorm.play')
  const found = await findPlayablePackage(asker.actor, id)
  return found ?? refusePackage(asker, id, action)
}
