import { and, count, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { companies } from '~/domains/company/company.tables'
import { courseCompletions, courseItems } from '~/domains/courses/courses.tables'
import { quizAttempts, quizzes } from '~/domains/quizzes/quizzes.tables'
import { db } from '~/platform/db.server'

describe('demo quizzes', () => {
  it('gives Acme three quizzes, once, beside its library course’s, with passed and failed attempts within each quiz’s limit', async () => {
    const [acme] = await db.select().from(companies).where(eq(companies.slug, 'acme-demo'))
    const rows = await db
      .select({ title: quizzes.title, allowed: quizzes.attemptsAllowed, id: quizzes.id })
      .from(quizzes)
      .where(eq(quizzes.companyId, acme!.id))
    // The fourth came with the subscribed library course (scripts/seed/library-courses.ts).
    expect(rows.map((row) => row.title).sort()).toEqual([
      'Fire evacuation quiz',
      'Forklift safety quiz',
      'Phishing awareness quiz',
      'Workplace safety basics: check your understanding',
    ])
    const attempts = await db
      .select({
        quizId: quizAttempts.quizId,
        membershipId: quizAttempts.membershipId,
        passed: quizAttempts.passed,
      })
      .from(quizAttempts)
      .where(eq(quizAttempts.companyId, acme!.id))
    expect(attempts.some((attempt) => attempt.passed)).toBe(true)
    expect(attempts.some((attempt) => !attempt.passed)).toBe(true)
    for (const quiz of rows.filter((row) => row.allowed > 0)) {
      const perPerson = await db
        .select({ n: count() })
        .from(quizAttempts)
        .where(eq(quizAttempts.quizId, quiz.id))
        .groupBy(quizAttempts.membershipId)
      expect(Math.max(...perPerson.map((row) => row.n))).toBeLessThanOrEqual(quiz.allowed)
    }
    const [fire] = await db
      .select({ id: quizzes.id })
      .from(quizzes)
      .where(and(eq(quizzes.companyId, acme!.id), eq(quizzes.title, 'Fire evacuation quiz')))
    const [attempted] = await db
      .select({ n: count() })
      .from(quizAttempts)
      .where(eq(quizAttempts.quizId, fire!.id))
    // The courses seed passes it once for each person who finished 'Fire and first aid'.
    const [finished] = await db
      .select({ n: count() })
      .from(courseCompletions)
      .innerJoin(courseItems, eq(courseItems.courseId, courseCompletions.courseId))
      .where(eq(courseItems.quizId, fire!.id))
    // Seeded twice, added once: six people, two of them retaking, and the course's finishers.
    expect(attempted!.n).toBe(8 + finished!.n)
  })
})
