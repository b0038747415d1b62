import { and, asc, eq, isNotNull, sql, type SQL } from 'drizzle-orm'
import type { Asker } from '~/platform/authorize.server'
import type { Queryable, Transaction } from '~/platform/db.server'
import { insertOwned } from '~/platform/owned-rows.server'
import { ownedBy } from '~/platform/tenancy.server'
import { companies } from '../../company/company.tables'
import { insertArticle } from '../../knowledge/articles/article-records.server'
import { ArticleSchema } from '../../knowledge/articles/articles.schema'
import { ARTICLE_STATUS, articleCategories } from '../../knowledge/knowledge.tables'
import { resolveCategoryChoice } from '../../knowledge/taxonomy/categories.server'
import { quizOptions, quizQuestions, quizzes } from '../../quizzes/quizzes.tables'
import { courseCategories, courseItems, courses, courseSections } from '../courses.tables'
import { categoryOf } from './catalogue'
import type { LibraryArticle, LibraryCourse, LibraryQuiz } from './library-course'

/**
 * Subscribing copies a library course into the company: from then on the copy is the company's
 * own (its articles, quiz and course edited, assigned and deleted like any other). The copy
 * remembers the library course's key, which is how the catalogue knows it is taken.
 */

/** The company's copies of library courses: library course key → the first copy's course id. */
export async function subscribedCourses(
  q: Queryable,
  owner: { companyId: number },
): Promise<Map<string, number>> {
  const rows = await q
    .select({ id: courses.id, key: courses.libraryCourseKey })
    .from(courses)
    .where(and(ownedBy(courses, owner), isNotNull(courses.libraryCourseKey)))
    .orderBy(asc(courses.id))
  const copies = new Map<string, number>()
  for (const row of rows) if (!copies.has(row.key!)) copies.set(row.key!, row.id)
  return copies
}

export interface SubscribeOutcome {
  /** False when the company already had a copy: nothing was written. */
  created: boolean
  courseId: number
}

/**
 * Copies `course` into the actor's company inside `tx`, unless the company already has a copy.
 * The company's row is locked first, so two admins pressing Subscribe at once get one copy.
 */
export async function subscribeInTransaction(
  tx: Transaction,
  asker: Asker,
  course: LibraryCourse,
): Promise<SubscribeOutcome> {
  await tx
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.id, asker.actor.companyId))
    .for('update')
  const existing = (await subscribedCourses(tx, asker.actor)).get(course.key)
  if (existing !== undefined) return { created: false, courseId: existing }
  return { created: true, courseId: await copyCourse(tx, asker, course) }
}

/** The id of the company's row of `table` named `name` (case aside), preferring top-level ones. */
async function namedRow(
  tx: Transaction,
  owner: { companyId: number },
  table: typeof articleCategories | typeof courseCategories,
  name: string,
  order: SQL[] = [],
): Promise<number | undefined> {
  const [row] = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(ownedBy(table, owner), sql`lower(${table.name}) = lower(${name})`))
    .orderBy(...order, asc(table.id))
    .limit(1)
  return row?.id
}

/** The article category of the library category's name: the company's own if it has one. */
async function articleCategoryFor(tx: Transaction, asker: Asker, name: string): Promise<number> {
  const existing = await namedRow(tx, asker.actor, articleCategories, name, [
    sql`${articleCategories.parentId} is not null`,
  ])
  return resolveCategoryChoice(tx, asker.actor, asker.meta, {
    categoryId: existing ?? null,
    newCategoryName: existing === undefined ? name : '',
  })
}

/** The course category of the library category's name: the company's own if it has one. */
async function courseCategoryFor(tx: Transaction, asker: Asker, name: string): Promise<number> {
  const existing = await namedRow(tx, asker.actor, courseCategories, name)
  if (existing !== undefined) return existing
  const row = await insertOwned(
    tx,
    asker,
    courseCategories,
    { name },
    { action: 'course_category.create', entityType: 'course_category', details: () => ({ name }) },
  )
  return row.id
}

/** A published article every member may read; its body goes through the article sanitizer. */
async function copyArticle(
  tx: Transaction,
  asker: Asker,
  article: LibraryArticle,
  categoryId: number,
): Promise<number> {
  const input = ArticleSchema.parse({
    title: article.title,
    body: article.body,
    article_category: categoryId,
  })
  const copy = await insertArticle(tx, asker.actor, asker.meta, input, ARTICLE_STATUS.published)
  return copy.id
}

async function copyQuiz(tx: Transaction, asker: Asker, quiz: LibraryQuiz): Promise<number> {
  const row = await insertOwned(
    tx,
    asker,
    quizzes,
    {
      title: quiz.title,
      description: quiz.description,
      passMarkPercent: quiz.passMarkPercent,
      authorMembershipId: asker.actor.membershipId,
    },
    { action: 'quiz.create', entityType: 'quiz', details: () => ({ title: quiz.title }) },
  )
  for (const [order, question] of quiz.questions.entries()) {
    const [questionRow] = await tx
      .insert(quizQuestions)
      .values({ quizId: row.id, kind: question.kind, text: question.text, order })
      .returning({ id: quizQuestions.id })
    await tx.insert(quizOptions).values(
      question.options.map((option, optionOrder) => ({
        questionId: questionRow!.id,
        text: option.text,
        isCorrect: option.correct,
        order: optionOrder,
      })),
    )
  }
  return row.id
}

/** The course, its sections and items, and the articles and quiz they show. */
async function copyCourse(tx: Transaction, asker: Asker, course: LibraryCourse): Promise<number> {
  const categoryName = categoryOf(course).name
  const articleCategoryId = await articleCategoryFor(tx, asker, categoryName)
  const row = await insertOwned(
    tx,
    asker,
    courses,
    {
      name: course.name,
      categoryId: await courseCategoryFor(tx, asker, categoryName),
      description: course.description,
      libraryCourseKey: course.key,
      authorMembershipId: asker.actor.membershipId,
    },
    {
      action: 'course.subscribe',
      entityType: 'course',
      details: () => ({ library_course_id: course.id, library_course_key: course.key }),
    },
  )
  for (const [sectionOrder, section] of course.sections.entries()) {
    const [sectionRow] = await tx
      .insert(courseSections)
      .values({ courseId: row.id, title: section.title, order: sectionOrder })
      .returning({ id: courseSections.id })
    for (const [order, item] of section.items.entries()) {
      const target =
        item.kind === 'article'
          ? { articleId: await copyArticle(tx, asker, item.article, articleCategoryId) }
          : { quizId: await copyQuiz(tx, asker, item.quiz) }
      await tx
        .insert(courseItems)
        .values({ courseId: row.id, sectionId: sectionRow!.id, kind: item.kind, order, ...target })
    }
  }
  return row.id
}
