import { fileURLToPath } from 'node:url'
import { and, eq } from 'drizzle-orm'
import {
  courseCategories,
  courseItems,
  courses,
  courseSections,
} from '~/domains/courses/courses.tables'
import { removePackageFiles } from '~/domains/scorm/packages/package-files.server'
import { unpackAndStore } from '~/domains/scorm/packages/packages.server'
import { scormPackages } from '~/domains/scorm/scorm.tables'
import type { Queryable } from '~/platform/db.server'

const FILES_DIR = fileURLToPath(new URL('./files/', import.meta.url))

/** Rustici's Golf Explained samples (CC BY 3.0 US, see files/SOURCES.md), as uploaded. */
export const DEMO_SCORM_PACKAGES = [
  { file: 'Golf_Explained_SCORM12.zip', title: 'Golf Explained (SCORM 1.2)' },
  { file: 'Golf_Explained_SCORM2004.zip', title: 'Golf Explained (SCORM 2004)' },
] as const

/** The course that plays the SCORM 1.2 package, assigned to everyone. */
export const DEMO_SCORM_COURSE = 'Golf for the company day'

/**
 * A company's package of that title, unpacked and stored through the app's own unpacker and
 * storage (disk or S3), or the one it has already (idempotent).
 */
export async function ensureScormPackage(
  q: Queryable,
  companyId: number,
  uploaderMembershipId: number | null,
  { file, title }: { file: string; title: string },
): Promise<number> {
  const [found] = await q
    .select({ id: scormPackages.id })
    .from(scormPackages)
    .where(and(eq(scormPackages.companyId, companyId), eq(scormPackages.title, title)))
  if (found) return found.id
  const stored = await unpackAndStore(companyId, `${FILES_DIR}${file}`)
  try {
    const [row] = await q
      .insert(scormPackages)
      .values({ ...stored, companyId, title, uploadedByMembershipId: uploaderMembershipId })
      .returning({ id: scormPackages.id })
    return row!.id
  } catch (error) {
    await removePackageFiles(stored.storagePrefix, stored.files)
    throw error
  }
}

/**
 * Acme's SCORM packages: both golf samples uploaded by the admin, and the SCORM 1.2 one played in
 * a course of its own assigned to everyone (learners' progress in it comes from playing it).
 */
export async function ensureDemoScormPackages(
  q: Queryable,
  companyId: number,
  uploaderMembershipId: number,
): Promise<void> {
  const ids: number[] = []
  for (const demo of DEMO_SCORM_PACKAGES) {
    ids.push(await ensureScormPackage(q, companyId, uploaderMembershipId, demo))
  }
  const [existing] = await q
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.companyId, companyId), eq(courses.name, DEMO_SCORM_COURSE)))
  if (existing) return
  const [category] = await q
    .select({ id: courseCategories.id })
    .from(courseCategories)
    .where(and(eq(courseCategories.companyId, companyId), eq(courseCategories.name, 'Onboarding')))
  const [course] = await q
    .insert(courses)
    .values({
      companyId,
      name: DEMO_SCORM_COURSE,
      categoryId: category?.id ?? null,
      description:
        'Learn the game before the company golf day: a SCORM course from Rustici Software.',
      isAssignedToEveryone: true,
    })
    .returning({ id: courses.id })
  const [section] = await q
    .insert(courseSections)
    .values({ courseId: course!.id, title: 'Golf explained' })
    .returning({ id: courseSections.id })
  await q.insert(courseItems).values({
    courseId: course!.id,
    sectionId: section!.id,
    kind: 'scorm',
    scormPackageId: ids[0]!,
  })
}

/** seed:large: a few packages in the list (the golf samples, twice each), uploaded by no one left. */
export async function ensureLargeScormPackages(q: Queryable, companyId: number): Promise<void> {
  for (const round of [1, 2]) {
    for (const demo of DEMO_SCORM_PACKAGES) {
      await ensureScormPackage(q, companyId, null, { ...demo, title: `${demo.title} ${round}` })
    }
  }
}
