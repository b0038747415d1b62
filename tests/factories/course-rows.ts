import type { Company } from '~/domains/company/company.tables'
import { courses } from '~/domains/courses/courses.tables'
import { db } from '~/platform/db.server'

/** A course row written directly (no sections, no assignment), for tests that only link to it. */
export async function makeCourseRow(company: Company, name = 'Safety basics') {
  const [course] = await db.insert(courses).values({ companyId: company.id, name }).returning()
  return course!
}
