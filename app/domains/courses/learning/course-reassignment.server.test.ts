import { and, eq, isNull } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { makeCompanyWithAdmin, makeMember, signedIn } from '#tests/factories/accounts'
import { auditEntries } from '#tests/factories/audit'
import { makeCompletion, makeCourse, makeQuizAttempt, makeQuizRow } from '#tests/factories/courses'
import { insertArticle } from '#tests/factories/knowledge-reading'
import { outboxTo, withMailOutbox } from '#tests/factories/outbox'
import { testMeta } from '#tests/factories/request'
import { updateArticle } from '~/domains/knowledge/articles/articles.server'
import { acknowledgeArticle } from '~/domains/knowledge/reading/acknowledgements.server'
import { articles } from '~/domains/knowledge/knowledge.tables'
import { db } from '~/platform/db.server'
import { courseCompletions, courses } from '../courses.tables'
import { reassignCourse, reassignExpiredCourseCompletions } from './course-reassignment.server'
import { courseForLearner } from './learning.server'

/** A company whose learner Sam has finished 'Fire safety' (two articles and a quiz). */
async function finishedCourse() {
  const { company, admin } = await makeCompanyWithAdmin('Acme Training')
  const learner = await makeMember(company, { firstName: 'Sam', lastName: 'Learner' })
  const { actor } = await signedIn(learner.user, company)
  const { actor: adminActor } = await signedIn(admin.user, company)
  const exits = await insertArticle(company, { title: 'Exits' })
  const alarms = await insertArticle(company, { title: 'Alarms' })
  const quiz = await makeQuizRow(company, 'Exits quiz')
  const course = await makeCourse(company, {
    name: 'Fire safety',
    hasCertificate: true,
    sections: [
      {
        title: 'Basics',
        items: [{ article: exits.id }, { article: alarms.id }, { quiz: quiz.id }],
      },
    ],
    assign: { membershipIds: [learner.membership.id] },
  })
  const sign = (articleId: number) =>
    acknowledgeArticle(actor, testMeta(), { article: articleId, signature: 'Sam Learner' })
  await makeQuizAttempt(company, quiz.id, learner.membership.id, {
    submittedAt: new Date(Date.now() - 60_000),
  })
  await sign(exits.id)
  await sign(alarms.id)
  return {
    company,
    learner,
    course,
    exits,
    alarms,
    quiz,
    sign,
    admin: { actor: adminActor, meta: testMeta() },
    asker: { actor, meta: testMeta() },
  }
}

const currentCompletions = (courseId: number) =>
  db
    .select()
    .from(courseCompletions)
    .where(and(eq(courseCompletions.courseId, courseId), isNull(courseCompletions.supersededAt)))

const itemsOf = (course: Awaited<ReturnType<typeof courseForLearner>>) =>
  course.sections.flatMap((section) => section.items)

describe('reassigning a course (reassign-course/ and the course page)', () => {
  it('ends the completion, asks the learner to read its articles and retake its quiz, and emails them', async () => {
    const { learner, course, sign, exits, alarms, admin, asker } = await finishedCourse()
    expect((await courseForLearner(asker, course.id)).progress.percent).toBe(100)
    expect(await currentCompletions(course.id)).toHaveLength(1)

    await withMailOutbox(async () => {
      expect(await reassignCourse(admin, course.id)).toBe(1)
      const mail = (await outboxTo(learner.user.email)).at(-1)!
      expect(mail.subject).toBe('Please complete again: Fire safety')
      expect(mail.textBody).toContain(`/knowledgebase/courses/${course.id}`)
      expect(mail.textBody).toContain('Hello Sam')
    })
    const page = await courseForLearner(asker, course.id)
    expect(page.progress.percent).toBe(0)
    expect(page.completed_at).toBeNull()
    expect(itemsOf(page).map((item) => item.read_again)).toEqual([true, true, false])
    expect(await currentCompletions(course.id)).toEqual([])
    expect(await auditEntries({ action: 'course.reassign', entityId: course.id })).toMatchObject([
      { actorUserId: admin.actor.userId, details: { learners: 1 } },
    ])

    // The old quiz pass no longer counts: reading both again leaves the quiz to retake.
    await sign(exits.id)
    await sign(alarms.id)
    expect((await courseForLearner(asker, course.id)).progress.percent).toBe(67)
    expect(await currentCompletions(course.id)).toEqual([])
  })

  it('reassigns nobody when nobody completed it, and a second time nobody again', async () => {
    const { course, admin } = await finishedCourse()
    await withMailOutbox(async () => {
      expect(await reassignCourse(admin, course.id)).toBe(1)
      expect(await reassignCourse(admin, course.id)).toBe(0)
    })
  })

  it('is refused to a learner (403) and another company’s course is not found (404)', async () => {
    const { course, asker } = await finishedCourse()
    await expect(reassignCourse(asker, course.id)).rejects.toMatchObject({ code: 'FORBIDDEN' })
    const other = await finishedCourse()
    await expect(reassignCourse(other.admin, course.id)).rejects.toMatchObject({
      code: 'NOT_FOUND',
    })
    expect(await currentCompletions(course.id)).toHaveLength(1)
  })
})

const monthsAgo = (months: number) => {
  const date = new Date()
  date.setUTCMonth(date.getUTCMonth() - months)
  return date
}

describe("the 'kb-reassign' job's courses", () => {
  it('reassigns completions older than the course’s period, only those, once', async () => {
    const { company } = await makeCompanyWithAdmin()
    const due = await makeMember(company, { firstName: 'Dee' })
    const recent = await makeMember(company, { firstName: 'Ray' })
    const quarterly = await makeCourse(company, { name: 'Quarterly drill' })
    const never = await makeCourse(company, { name: 'Induction' })
    await db.update(courses).set({ reassignMonthDuration: 3 }).where(eq(courses.id, quarterly.id))
    await makeCompletion(company, quarterly.id, due.membership.id, { completedAt: monthsAgo(4) })
    await makeCompletion(company, quarterly.id, recent.membership.id, {
      completedAt: monthsAgo(2),
    })
    await makeCompletion(company, never.id, due.membership.id, { completedAt: monthsAgo(40) })

    await withMailOutbox(async () => {
      expect(await reassignExpiredCourseCompletions()).toBeGreaterThanOrEqual(1)
      expect((await currentCompletions(quarterly.id)).map((row) => row.membershipId)).toEqual([
        recent.membership.id,
      ])
      expect(await currentCompletions(never.id)).toHaveLength(1)
      expect((await outboxTo(due.user.email)).map((mail) => mail.subject)).toEqual([
        'Please complete again: Quarterly drill',
      ])
      expect(await outboxTo(recent.user.email)).toEqual([])

      // Safe to repeat: the same day again reassigns nothing more, emails nobody again.
      await reassignExpiredCourseCompletions()
      expect(await currentCompletions(quarterly.id)).toHaveLength(1)
      expect(await outboxTo(due.user.email)).toHaveLength(1)
      // Two months on, the recent one is due too.
      const inTwoMonths = new Date()
      inTwoMonths.setUTCMonth(inTwoMonths.getUTCMonth() + 2)
      await reassignExpiredCourseCompletions(inTwoMonths)
      expect(await currentCompletions(quarterly.id)).toEqual([])
      expect(await currentCompletions(never.id)).toHaveLength(1)
    })
  })
})

describe('an article of a course changed with Update & Notify', () => {
  it('drops the learner’s progress, marks the article to read again, and keeps one completion', async () => {
    const { learner, course, exits, sign, admin, asker } = await finishedCourse()
    const before = (await currentCompletions(course.id))[0]!

    await withMailOutbox(async () => {
      const [article] = await db
        .select({ version: articles.version })
        .from(articles)
        .where(eq(articles.id, exits.id))
      await updateArticle(
        admin.actor,
        exits.id,
        {
          body: '<p>Use the stairs, never the lift.</p>',
          version: article!.version,
          dont_notify: false,
        },
        admin.meta,
      )
      expect((await outboxTo(learner.user.email)).map((mail) => mail.subject)).toContain(
        'Please read again: Exits',
      )
    })
    const changed = await courseForLearner(asker, course.id)
    expect(changed.progress.percent).toBe(67)
    expect(itemsOf(changed).find((item) => item.read_again)).toMatchObject({ title: 'Exits' })
    // The completion is the record of having finished: its certificate stays valid.
    expect(changed.completed_at).toBeNull()
    expect(changed.completed_before).toBe(before.completedAt.toISOString())
    expect(changed.certificate_url).not.toBeNull()

    await sign(exits.id)
    const again = await courseForLearner(asker, course.id)
    expect(again.progress.percent).toBe(100)
    expect(again.completed_at).toBe(before.completedAt.toISOString())
    expect(await currentCompletions(course.id)).toEqual([before])
  })
})
