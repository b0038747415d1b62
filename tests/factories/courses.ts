import { and, eq } from 'drizzle-orm'
import type { Company } from '~/domains/company/company.tables'
import {
  courseCategories,
  courseCompletions,
  courseDivisions,
  courseIndividuals,
  courseItems,
  coursePositions,
  courseResponsibilities,
  courses,
  courseSections,
} from '~/domains/courses/courses.tables'
import { quizAttempts, quizzes } from '~/domains/quizzes/quizzes.tables'
import { db } from '~/platform/db.server'
import { makeCompanyWithAdmin, signedIn } from './accounts'
import { makeArticle } from './knowledge-articles'

/**
 * Course rows for the learners' tests, inserted directly (no service, no audit): a course with
 * sections of items and its assignments, quizzes, quiz attempts and completions.
 */

/** An item of a section: an article, a quiz, or a SCORM package (`makeScormPackage`'s id). */
export type ItemSpec = { article: number } | { quiz: number } | { scorm: number }

export interface CourseOptions {
  name?: string
  category?: string
  description?: string
  priority?: number
  hasCertificate?: boolean
  sections?: { title: string; items: ItemSpec[] }[]
  assign?: {
    everyone?: boolean
    membershipIds?: number[]
    divisionIds?: number[]
    positionIds?: number[]
    responsibilityIds?: number[]
  }
}

function itemRow(courseId: number, sectionId: number, spec: ItemSpec, order: number) {
  const base = { courseId, sectionId, order }
  if ('article' in spec) return { ...base, kind: 'article', articleId: spec.article }
  if ('quiz' in spec) return { ...base, kind: 'quiz', quizId: spec.quiz }
  return { ...base, kind: 'scorm', scormPackageId: spec.scorm }
}

/** The company's course category of that name, made when it has none yet. */
async function courseCategory(company: Company, name: string) {
  const [found] = await db
    .select()
    .from(courseCategories)
    .where(and(eq(courseCategories.companyId, company.id), eq(courseCategories.name, name)))
  if (found) return found
  const [made] = await db
    .insert(courseCategories)
    .values({ companyId: company.id, name })
    .returning()
  return made!
}

/** A course with its sections and items (in the order given) and its assignments. */
export async function makeCourse(company: Company, options: CourseOptions = {}) {
  const category = options.category ? await courseCategory(company, options.category) : null
  const [course] = await db
    .insert(courses)
    .values({
      companyId: company.id,
      name: options.name ?? 'Fire safety',
      description: options.description ?? '',
      categoryId: category?.id ?? null,
      priority: options.priority ?? 2,
      hasCertificate: options.hasCertificate ?? false,
      isAssignedToEveryone: options.assign?.everyone ?? false,
    })
    .returning()
  const courseId = course!.id
  const sections = []
  for (const [order, spec] of (options.sections ?? []).entries()) {
    const [section] = await db
      .insert(courseSections)
      .values({ courseId, title: spec.title, order })
      .returning()
    const items = spec.items.length
      ? await db
          .insert(courseItems)
          .values(spec.items.map((item, index) => itemRow(courseId, section!.id, item, index)))
          .returning()
      : []
    sections.push({ ...section!, items })
  }
  const assign = options.assign ?? {}
  const pairs = <T>(ids: number[] | undefined, row: (id: number) => T) => (ids ?? []).map(row)
  const individuals = pairs(assign.membershipIds, (membershipId) => ({ courseId, membershipId }))
  const divisions = pairs(assign.divisionIds, (divisionId) => ({ courseId, divisionId }))
  const positions = pairs(assign.positionIds, (positionId) => ({ courseId, positionId }))
  const duties = pairs(assign.responsibilityIds, (responsibilityId) => ({
    courseId,
    responsibilityId,
  }))
  if (individuals.length) await db.insert(courseIndividuals).values(individuals)
  if (divisions.length) await db.insert(courseDivisions).values(divisions)
  if (positions.length) await db.insert(coursePositions).values(positions)
  if (duties.length) await db.insert(courseResponsibilities).values(duties)
  return { ...course!, category: category ?? null, sections }
}

/** A quiz row written directly (no questions): enough to be an item of a course. */
export async function makeQuizRow(company: Company, title = 'Check your knowledge') {
  const [quiz] = await db.insert(quizzes).values({ companyId: company.id, title }).returning()
  return quiz!
}

/** A submitted attempt at a quiz, passed unless said otherwise, now unless a time is given. */
export async function makeQuizAttempt(
  company: Company,
  quizId: number,
  membershipId: number,
  options: { passed?: boolean; submittedAt?: Date } = {},
) {
  const passed = options.passed ?? true
  const [attempt] = await db
    .insert(quizAttempts)
    .values({
      companyId: company.id,
      quizId,
      membershipId,
      scorePercent: passed ? 100 : 0,
      passed,
      submittedAt: options.submittedAt ?? new Date(),
    })
    .returning()
  return attempt!
}

/** A completion row of a course, current unless superseded at the given time. */
export async function makeCompletion(
  company: Company,
  courseId: number,
  membershipId: number,
  options: { certificateCode?: string; completedAt?: Date; supersededAt?: Date } = {},
) {
  const [completion] = await db
    .insert(courseCompletions)
    .values({
      companyId: company.id,
      courseId,
      membershipId,
      certificateCode: options.certificateCode ?? null,
      completedAt: options.completedAt ?? new Date(),
      supersededAt: options.supersededAt ?? null,
    })
    .returning()
  return completion!
}

/** A course category row of the company. */
export async function makeCourseCategoryRow(company: Company, name = 'Safety') {
  const [category] = await db
    .insert(courseCategories)
    .values({ companyId: company.id, name })
    .returning()
  return category!
}

/**
 * A company whose admin (a course admin) is signed in, with two articles, a quiz and a course
 * category to build courses from (the courses admin's tests).
 */
export async function courseWorkshop(name?: string) {
  const { company, admin } = await makeCompanyWithAdmin(name)
  const session = await signedIn(admin.user, company)
  const first = await makeArticle(company, { title: 'Fire exits' })
  const second = await makeArticle(company, {
    title: 'Extinguishers',
    categoryId: first.categoryId,
  })
  const quiz = await makeQuizRow(company, 'Fire quiz')
  const category = await makeCourseCategoryRow(company)
  return {
    company,
    admin,
    actor: session.actor,
    token: session.token,
    first,
    second,
    quiz,
    category,
  }
}
