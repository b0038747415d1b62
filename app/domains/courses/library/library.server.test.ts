import { and, asc, count, eq, inArray } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { makeCompanyWithAdmin, makeMember, signedIn } from '#tests/factories/accounts'
import { auditEntries } from '#tests/factories/audit'
import { makeCategoryRow } from '#tests/factories/knowledge-articles'
import { testMeta } from '#tests/factories/request'
import type { Company } from '~/domains/company/company.tables'
import { sanitizeArticleHtml } from '~/domains/knowledge/html.server'
import {
  ARTICLE_STATUS,
  ARTICLE_VISIBILITY,
  articleCategories,
  articles,
} from '~/domains/knowledge/knowledge.tables'
import { quizOptions, quizQuestions, quizzes } from '~/domains/quizzes/quizzes.tables'
import { auditLog } from '~/platform/audit.tables'
import { db } from '~/platform/db.server'
import {
  courseCategories,
  courseIndividuals,
  courseItems,
  courses,
  courseSections,
} from '../courses.tables'
import { articlesOf, findLibraryCourse, quizzesOf } from './catalogue'
import { subscribeInTransaction } from './library-copy.server'
import type { LibraryCourse } from './library-course'
import { listLibraryCourses, subscribeToLibraryCourse } from './library.server'

const safety = findLibraryCourse('workplace-safety-basics')!

async function adminOf(company: Company, user: Parameters<typeof signedIn>[0]) {
  const { actor } = await signedIn(user, company)
  return { actor, meta: testMeta() }
}

async function companyWithAdmin() {
  const { company, admin } = await makeCompanyWithAdmin()
  return { company, asker: await adminOf(company, admin.user) }
}

const rowsOf = (companyId: number) =>
  Promise.all([
    db.select({ n: count() }).from(articles).where(eq(articles.companyId, companyId)),
    db
      .select({ n: count() })
      .from(articleCategories)
      .where(eq(articleCategories.companyId, companyId)),
    db.select({ n: count() }).from(quizzes).where(eq(quizzes.companyId, companyId)),
    db
      .select({ n: count() })
      .from(courseCategories)
      .where(eq(courseCategories.companyId, companyId)),
    db.select({ n: count() }).from(courses).where(eq(courses.companyId, companyId)),
  ]).then((counts) => counts.map(([row]) => row!.n))

describe('subscribing to a library course', () => {
  it('copies the course, its sections, published articles and quiz into the company, audited and assigned to no one', async () => {
    const { company, asker } = await companyWithAdmin()
    const outcome = await subscribeToLibraryCourse(asker, safety.id)
    expect(outcome.created).toBe(true)

    const [course] = await db.select().from(courses).where(eq(courses.id, outcome.courseId))
    expect(course).toMatchObject({
      companyId: company.id,
      name: safety.name,
      description: safety.description,
      libraryCourseKey: safety.key,
      isAssignedToEveryone: false,
      authorMembershipId: asker.actor.membershipId,
    })
    const [category] = await db
      .select()
      .from(courseCategories)
      .where(eq(courseCategories.id, course!.categoryId!))
    expect(category).toMatchObject({ companyId: company.id, name: 'Safety' })
    expect(
      await db.select().from(courseIndividuals).where(eq(courseIndividuals.courseId, course!.id)),
    ).toEqual([])

    const sections = await db
      .select()
      .from(courseSections)
      .where(eq(courseSections.courseId, course!.id))
      .orderBy(asc(courseSections.order))
    expect(sections.map((section) => section.title)).toEqual(safety.sections.map((s) => s.title))
    const items = await db
      .select()
      .from(courseItems)
      .where(eq(courseItems.courseId, course!.id))
      .orderBy(asc(courseItems.id))
    expect(items.map((item) => item.kind)).toEqual(
      safety.sections.flatMap((section) => section.items.map((item) => item.kind)),
    )

    const articleIds = items.flatMap((item) => (item.articleId ? [item.articleId] : []))
    const copies = await db
      .select()
      .from(articles)
      .where(inArray(articles.id, articleIds))
      .orderBy(asc(articles.id))
    expect(copies.map((copy) => copy.title)).toEqual(articlesOf(safety).map((a) => a.title))
    for (const copy of copies) {
      expect(copy).toMatchObject({
        companyId: company.id,
        status: ARTICLE_STATUS.published,
        visibility: ARTICLE_VISIBILITY.allStaff,
        revision: 1,
      })
    }
    const [articleCategory] = await db
      .select()
      .from(articleCategories)
      .where(eq(articleCategories.id, copies[0]!.categoryId))
    expect(articleCategory).toMatchObject({ companyId: company.id, name: 'Safety', parentId: null })

    const quizId = items.find((item) => item.kind === 'quiz')!.quizId!
    const [quiz] = await db.select().from(quizzes).where(eq(quizzes.id, quizId))
    const source = quizzesOf(safety)[0]!
    expect(quiz).toMatchObject({
      companyId: company.id,
      title: source.title,
      passMarkPercent: source.passMarkPercent,
    })
    const questions = await db
      .select()
      .from(quizQuestions)
      .where(eq(quizQuestions.quizId, quizId))
      .orderBy(asc(quizQuestions.order))
    expect(questions.map((q) => [q.kind, q.text])).toEqual(
      source.questions.map((q) => [q.kind, q.text]),
    )
    const options = await db
      .select()
      .from(quizOptions)
      .where(eq(quizOptions.questionId, questions[0]!.id))
      .orderBy(asc(quizOptions.order))
    expect(options.map((o) => [o.text, o.isCorrect])).toEqual(
      source.questions[0]!.options.map((o) => [o.text, o.correct]),
    )

    const [entry] = await auditEntries({ action: 'course.subscribe', companyId: company.id })
    expect(entry).toMatchObject({ entityType: 'course', entityId: String(course!.id) })
    expect(await auditEntries({ action: 'article.create', companyId: company.id })).toHaveLength(
      copies.length,
    )
  })

  it('files the articles under the company’s own category of that name, and copies a course once', async () => {
    const { company, asker } = await companyWithAdmin()
    const own = await makeCategoryRow(company, 'Safety')
    const first = await subscribeToLibraryCourse(asker, safety.id)
    const before = await rowsOf(company.id)

    const again = await subscribeToLibraryCourse(asker, safety.id)
    expect(again).toEqual({ created: false, courseId: first.courseId })
    expect(await rowsOf(company.id)).toEqual(before)
    expect(before[1]).toBe(1)
    const filed = await db
      .select({ categoryId: articles.categoryId })
      .from(articles)
      .where(eq(articles.companyId, company.id))
    expect(new Set(filed.map((row) => row.categoryId))).toEqual(new Set([own.id]))
  })

  it('is the company’s own: another company sees the course as not subscribed and gets its own copy', async () => {
    const acme = await companyWithAdmin()
    const globex = await companyWithAdmin()
    const acmeCopy = await subscribeToLibraryCourse(acme.asker, safety.id)

    const globexView = await listLibraryCourses(globex.asker)
    expect(globexView.find((course) => course.key === safety.key)!.subscribed_course_id).toBeNull()
    const acmeView = await listLibraryCourses(acme.asker)
    expect(acmeView.find((course) => course.key === safety.key)!.subscribed_course_id).toBe(
      acmeCopy.courseId,
    )

    const globexCopy = await subscribeToLibraryCourse(globex.asker, safety.id)
    expect(globexCopy.created).toBe(true)
    expect(globexCopy.courseId).not.toBe(acmeCopy.courseId)
    expect(await rowsOf(acme.company.id)).toEqual(await rowsOf(globex.company.id))
  })

  it('is refused to members without the KB admin flag (audited), and an unknown course is a field error', async () => {
    const { company, asker } = await companyWithAdmin()
    const staff = await makeMember(company)
    const staffAsker = await adminOf(company, staff.user)
    await expect(subscribeToLibraryCourse(staffAsker, safety.id)).rejects.toMatchObject({
      code: 'FORBIDDEN',
    })
    const [denied] = await auditEntries({ action: 'course.subscribe', companyId: company.id })
    expect(denied).toMatchObject({ outcome: 'denied', actorUserId: staff.user.id })

    await expect(subscribeToLibraryCourse(asker, 9999)).rejects.toMatchObject({
      code: 'VALIDATION',
      fieldErrors: { library_course_id: ['Choose one of the library’s courses.'] },
    })
    expect(await rowsOf(company.id)).toEqual([0, 0, 0, 0, 0])
  })

  it('sanitizes the copied article bodies', async () => {
    const { company, asker } = await companyWithAdmin()
    const unsafe: LibraryCourse = {
      ...safety,
      key: 'unsafe-test-course',
      sections: [
        {
          title: 'Only',
          items: [
            {
              kind: 'article',
              article: { title: 'Script', body: '<h2>Hi</h2><script>alert(1)</script><p>ok</p>' },
            },
          ],
        },
      ],
    }
    await db.transaction((tx) => subscribeInTransaction(tx, asker, unsafe))
    const [copy] = await db.select().from(articles).where(eq(articles.companyId, company.id))
    expect(copy!.body).toBe(sanitizeArticleHtml('<h2>Hi</h2><p>ok</p>'))
  })

  it('leaves nothing behind when a step of the copy fails', async () => {
    const { company, asker } = await companyWithAdmin()
    // A question kind the quizzes table refuses: the articles are written before the quiz fails.
    const broken: LibraryCourse = JSON.parse(JSON.stringify(safety))
    const quizItem = broken.sections[1]!.items.find((item) => item.kind === 'quiz')!
    if (quizItem.kind === 'quiz') quizItem.quiz.questions[0]!.kind = 'essay' as never

    await expect(
      db.transaction((tx) => subscribeInTransaction(tx, asker, broken)),
    ).rejects.toThrow()
    expect(await rowsOf(company.id)).toEqual([0, 0, 0, 0, 0])
    const written = await db
      .select({ n: count() })
      .from(auditLog)
      .where(and(eq(auditLog.companyId, company.id), eq(auditLog.outcome, 'success')))
    expect(written[0]!.n).toBe(0)
  })
})
