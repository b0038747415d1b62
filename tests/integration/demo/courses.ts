import { and, eq, inArray, isNull } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { memberships, users } from '~/domains/accounts/accounts.tables'
import { companies } from '~/domains/company/company.tables'
import { courseCompletions, courseItems, courses } from '~/domains/courses/courses.tables'
import { articleAcknowledgements } from '~/domains/knowledge/knowledge.tables'
import { db } from '~/platform/db.server'
import { DEMO_COURSES } from '../../../scripts/seed/courses'

async function acmeMember(email: string) {
  const [row] = await db
    .select({ id: memberships.id, companyId: memberships.companyId })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .innerJoin(companies, eq(companies.id, memberships.companyId))
    .where(and(eq(users.email, email), eq(companies.slug, 'acme-demo')))
  return row!
}

describe('demo courses', () => {
  it('gives Acme its courses once, with finished learners holding certificates', async () => {
    const admin = await acmeMember('admin@acme.test')
    const own = await db
      .select({ id: courses.id, name: courses.name, hasCertificate: courses.hasCertificate })
      .from(courses)
      .where(
        and(
          eq(courses.companyId, admin.companyId),
          inArray(
            courses.name,
            DEMO_COURSES.map((course) => course.name),
          ),
        ),
      )
    expect(own.map((course) => course.name).sort()).toEqual(
      DEMO_COURSES.map((course) => course.name).sort(),
    )
    const completions = await db
      .select({ courseId: courseCompletions.courseId, code: courseCompletions.certificateCode })
      .from(courseCompletions)
      .where(
        and(
          inArray(
            courseCompletions.courseId,
            own.map((course) => course.id),
          ),
          isNull(courseCompletions.supersededAt),
        ),
      )
    expect(completions.length).toBeGreaterThan(3)
    for (const completion of completions) {
      const course = own.find((row) => row.id === completion.courseId)!
      expect(completion.code !== null).toBe(course.hasCertificate)
    }
  })

  it('has the admin finished with a certificate and the demo employee halfway through', async () => {
    const admin = await acmeMember('admin@acme.test')
    const employee = await acmeMember('employee@acme.test')
    const [starter] = await db
      .select({ id: courses.id })
      .from(courses)
      .where(and(eq(courses.companyId, admin.companyId), eq(courses.name, DEMO_COURSES[0]!.name)))
    const current = (membershipId: number) =>
      db
        .select({ code: courseCompletions.certificateCode })
        .from(courseCompletions)
        .where(
          and(
            eq(courseCompletions.courseId, starter!.id),
            eq(courseCompletions.membershipId, membershipId),
            isNull(courseCompletions.supersededAt),
          ),
        )
    expect((await current(admin.id))[0]?.code).toEqual(expect.any(String))
    expect(await current(employee.id)).toEqual([])
    const read = await db
      .select({ articleId: articleAcknowledgements.articleId })
      .from(articleAcknowledgements)
      .innerJoin(courseItems, eq(courseItems.articleId, articleAcknowledgements.articleId))
      .where(
        and(
          eq(courseItems.courseId, starter!.id),
          eq(articleAcknowledgements.membershipId, employee.id),
          isNull(articleAcknowledgements.supersededAt),
        ),
      )
    expect(read.length).toBeGreaterThan(0)
  })
})
