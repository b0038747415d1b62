import { randomUUID } from 'node:crypto'
import type { Membership } from '~/domains/accounts/accounts.tables'
import type { Company } from '~/domains/company/company.tables'
import { courseCompletions, courses } from '~/domains/courses/courses.tables'
import { ACKNOWLEDGEMENT_METHOD } from '~/domains/knowledge/knowledge-constants'
import { articleAcknowledgements } from '~/domains/knowledge/knowledge.tables'
import { quizAttempts, quizzes } from '~/domains/quizzes/quizzes.tables'
import { db } from '~/platform/db.server'

/**
 * Completion records for the course reports' tests, inserted directly at chosen moments (the
 * learning and quiz services are built elsewhere; the reports only read what they write).
 */

type Learner = Pick<Membership, 'id' | 'companyId'>

export async function insertCourse(
  company: Company,
  options: { name?: string; hasCertificate?: boolean } = {},
) {
  const [course] = await db
    .insert(courses)
    .values({
      companyId: company.id,
      name: options.name ?? `Course ${randomUUID().slice(0, 6)}`,
      hasCertificate: options.hasCertificate ?? false,
    })
    .returning()
  return course!
}

export async function insertQuiz(company: Company, title = `Quiz ${randomUUID().slice(0, 6)}`) {
  const [quiz] = await db.insert(quizzes).values({ companyId: company.id, title }).returning()
  return quiz!
}

/** A course completion; with `certificate` it carries a certificate code. */
export async function insertCourseCompletion(
  learner: Learner,
  courseId: number,
  at: Date,
  options: { certificate?: boolean; supersededAt?: Date } = {},
) {
  const [row] = await db
    .insert(courseCompletions)
    .values({
      companyId: learner.companyId,
      courseId,
      membershipId: learner.id,
      completedAt: at,
      certificateCode: options.certificate ? randomUUID() : null,
      supersededAt: options.supersededAt ?? null,
    })
    .returning()
  return row!
}

/** An article acknowledgement, by signature unless another method is given. */
export async function insertAcknowledgement(
  learner: Learner,
  articleId: number,
  at: Date,
  options: { method?: keyof typeof ACKNOWLEDGEMENT_METHOD; supersededAt?: Date } = {},
) {
  const [row] = await db
    .insert(articleAcknowledgements)
    .values({
      companyId: learner.companyId,
      articleId,
      membershipId: learner.id,
      revision: 1,
      method: ACKNOWLEDGEMENT_METHOD[options.method ?? 'signature'],
      acknowledgedAt: at,
      supersededAt: options.supersededAt ?? null,
    })
    .returning()
  return row!
}

/** A quiz attempt, passed unless said otherwise. */
export async function insertQuizAttempt(learner: Learner, quizId: number, at: Date, passed = true) {
  const [row] = await db
    .insert(quizAttempts)
    .values({
      companyId: learner.companyId,
      quizId,
      membershipId: learner.id,
      scorePercent: passed ? 100 : 20,
      passed,
      submittedAt: at,
    })
    .returning()
  return row!
}
