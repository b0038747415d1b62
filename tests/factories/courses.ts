import type { Company } from '~/domains/company/company.tables'
import { courseCategories } from '~/domains/courses/courses.tables'
import { quizzes } from '~/domains/quizzes/quizzes.tables'
import { db } from '~/platform/db.server'
import { makeCompanyWithAdmin, signedIn } from './accounts'
import { makeArticle } from './knowledge-articles'

/** A quiz row written directly (no questions): enough to be an item of a course. */
export async function makeQuizRow(company: Company, title = 'Check your knowledge') {
  const [quiz] = await db.insert(quizzes).values({ companyId: company.id, title }).returning()
  return quiz!
}

export async function makeCourseCategoryRow(company: Company, name = 'Safety') {
  const [category] = await db
    .insert(courseCategories)
    .values({ companyId: company.id, name })
    .returning()
  return category!
}

/**
 * A company whose admin (a course admin) is signed in, with two articles, a quiz and a course
 * category to build courses from.
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
