import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { makeCompanyWithAdmin, makeMember, signedIn } from '#tests/factories/accounts'
import { auditEntries } from '#tests/factories/audit'
import {
  makeCompletion,
  makeCourse,
  makeQuizRow,
  makeQuizAttempt,
  type ItemSpec,
} from '#tests/factories/courses'
import { insertArticle } from '#tests/factories/knowledge-reading'
import { makeDivision, makePosition, placeInOrg } from '#tests/factories/org'
import { testMeta } from '#tests/factories/request'
import { makeScormPackage } from '#tests/factories/scorm'
import type { Company } from '~/domains/company/company.tables'
import { acknowledgeArticle } from '~/domains/knowledge/reading/acknowledgements.server'
import { articleAcknowledgements } from '~/domains/knowledge/knowledge.tables'
import { employeeResponsibilities, responsibilities } from '~/domains/org/org.tables'
import { db } from '~/platform/db.server'
import { courseCompletions } from '../courses.tables'
import { recordCourseCompletions } from './course-completions.server'
import { assignedCourseList, courseForLearner } from './learning.server'

/** A company with a learner (Sam Learner) and an article and a quiz to build courses from. */
async function school() {
  const { company, admin } = await makeCompanyWithAdmin('Acme Training')
  const learner = await makeMember(company, { firstName: 'Sam', lastName: 'Learner' })
  const { actor } = await signedIn(learner.user, company)
  const article = await insertArticle(company, { title: 'Exits' })
  const quiz = await makeQuizRow(company, 'Exits quiz')
  return { company, admin, learner, actor, article, quiz, asker: { actor, meta: testMeta() } }
}

const oneSection = (...items: ItemSpec[]) => [{ title: 'Basics', items }]

async function sign(actor: Awaited<ReturnType<typeof school>>['actor'], articleId: number) {
  return acknowledgeArticle(actor, testMeta(), { article: articleId, signature: 'Sam Learner' })
}

const completionsOf = (courseId: number, membershipId: number) =>
  db
    .select()
    .from(courseCompletions)
    .where(
      and(
        eq(courseCompletions.courseId, courseId),
        eq(courseCompletions.membershipId, membershipId),
      ),
    )

describe('which item is complete', () => {
  it('an article item needs the current acknowledgement; a superseded one no longer counts', async () => {
    const { company, learner, asker, actor, article } = await school()
    const course = await makeCourse(company, {
      sections: oneSection({ article: article.id }),
      assign: { membershipIds: [learner.membership.id] },
    })
    expect((await courseForLearner(asker, course.id)).progress.percent).toBe(0)

    await sign(actor, article.id)
    expect((await courseForLearner(asker, course.id)).progress).toMatchObject({
      percent: 100,
      next: null,
    })

    await db.update(articleAcknowledgements).set({ supersededAt: new Date() })
    expect((await courseForLearner(asker, course.id)).progress.percent).toBe(0)
  })

  it('a quiz item needs a passed attempt made after the learner’s last reassignment', async () => {
    const { company, learner, asker, quiz } = await school()
    const course = await makeCourse(company, {
      sections: oneSection({ quiz: quiz.id }),
      assign: { membershipIds: [learner.membership.id] },
    })
    const member = learner.membership.id
    await makeQuizAttempt(company, quiz.id, member, { passed: false })
    expect((await courseForLearner(asker, course.id)).progress.percent).toBe(0)

    const longAgo = new Date(Date.now() - 90 * 86_400_000)
    await makeQuizAttempt(company, quiz.id, member, { submittedAt: longAgo })
    expect((await courseForLearner(asker, course.id)).progress.percent).toBe(100)

    // Reassigned since: the old pass is not enough any more, a new one is.
    await makeCompletion(company, course.id, member, {
      completedAt: longAgo,
      supersededAt: new Date(Date.now() - 86_400_000),
    })
    expect((await courseForLearner(asker, course.id)).progress.percent).toBe(0)
    await makeQuizAttempt(company, quiz.id, member)
    expect((await courseForLearner(asker, course.id)).progress.percent).toBe(100)
  })

  it('a SCORM item links to its player and is not complete before the package is done, so 1 of 3 done is 34 %', async () => {
    const { company, learner, asker, actor, article, quiz } = await school()
    const scorm = await makeScormPackage(company)
    const course = await makeCourse(company, {
      sections: [
        { title: 'Read', items: [{ article: article.id }] },
        { title: 'Practise', items: [{ scorm: scorm.id }, { quiz: quiz.id }] },
      ],
      assign: { everyone: true },
    })
    await sign(actor, article.id)
    const seen = await courseForLearner(asker, course.id)
    expect(seen.progress).toMatchObject({ percent: 34, complete: 1, items: 3 })
    expect(seen.progress.next).toMatchObject({
      kind: 'scorm',
      title: 'Fire drill',
      href: `/knowledge-base/scorm/${scorm.id}?course=${course.id}`,
    })
    expect(seen.sections.map((s) => s.items.map((i) => [i.kind, i.complete]))).toEqual([
      [['article', true]],
      [
        ['scorm', false],
        ['quiz', false],
      ],
    ])
    expect(seen.sections[1]!.items[1]!.href).toBe(
      `/knowledgebase/quizzes/${quiz.id}?course=${course.id}`,
    )

    await makeQuizAttempt(company, quiz.id, learner.membership.id)
    expect((await courseForLearner(asker, course.id)).progress.percent).toBe(67)
    expect(await completionsOf(course.id, learner.membership.id)).toEqual([])
  })
})

describe('completing a course', () => {
  it('is written once, at the moment the last item is done, with a certificate code', async () => {
    const { company, learner, asker, actor, article, quiz } = await school()
    const course = await makeCourse(company, {
      hasCertificate: true,
      sections: oneSection({ quiz: quiz.id }, { article: article.id }),
      assign: { membershipIds: [learner.membership.id] },
    })
    const plain = await makeCourse(company, {
      name: 'Exits only',
      sections: oneSection({ article: article.id }),
      assign: { everyone: true },
    })
    await makeQuizAttempt(company, quiz.id, learner.membership.id)
    expect(await completionsOf(course.id, learner.membership.id)).toEqual([])

    await sign(actor, article.id)
    const [done] = await completionsOf(course.id, learner.membership.id)
    expect(done).toMatchObject({ supersededAt: null })
    expect(done!.certificateCode).toMatch(/^[A-Za-z0-9_-]{22}$/)
    const [other] = await completionsOf(plain.id, learner.membership.id)
    expect(other!.certificateCode).toBeNull()

    // A second acknowledgement (a double submit) and a later pass change nothing.
    await sign(actor, article.id)
    await makeQuizAttempt(company, quiz.id, learner.membership.id)
    const again = await db.transaction((tx) =>
      recordCourseCompletions(
        learner.membership.id,
        { quizId: quiz.id },
        { q: tx, meta: testMeta() },
      ),
    )
    expect(again).toEqual([])
    expect(await completionsOf(course.id, learner.membership.id)).toHaveLength(1)
    const audited = await auditEntries({ action: 'course.complete', entityId: course.id })
    expect(audited).toHaveLength(1)
    expect(audited[0]).toMatchObject({ actorUserId: learner.user.id, companyId: company.id })

    const seen = await courseForLearner(asker, course.id)
    expect(seen.completed_at).toBe(done!.completedAt.toISOString())
    expect(seen.certificate_url).toBe(`/knowledgebase/courses/${course.id}/certificate`)
  })

  it('is not written for a course the learner is not assigned', async () => {
    const { company, learner, actor, article } = await school()
    const unassigned = await makeCourse(company, { sections: oneSection({ article: article.id }) })
    await sign(actor, article.id)
    expect(await completionsOf(unassigned.id, learner.membership.id)).toEqual([])
  })
})

describe('the learner’s courses', () => {
  async function assignedEveryWay(company: Company, membershipId: number) {
    const division = await makeDivision(company, { name: 'Warehouse' })
    const position = await makePosition(company, 'Forklift driver')
    const [duty] = await db
      .insert(responsibilities)
      .values({ companyId: company.id, title: 'First aid', description: 'Kit checks' })
      .returning()
    const learner = { id: membershipId } as Parameters<typeof placeInOrg>[0]
    await placeInOrg(learner, { divisionId: division.id, positionIds: [position.id] })
    await db
      .insert(employeeResponsibilities)
      .values({ companyId: company.id, responsibilityId: duty!.id, membershipId })
    return { division, position, duty: duty! }
  }

  it('lists every course assigned to them, however assigned, unfinished and urgent first', async () => {
    const { company, learner, asker, actor, article } = await school()
    const { division, position, duty } = await assignedEveryWay(company, learner.membership.id)
    const items = oneSection({ article: article.id })
    const course = (name: string, assign: object, priority = 2) =>
      makeCourse(company, { name, sections: items, assign, priority, category: 'Safety' })
    await course('Everyone', { everyone: true })
    await course('By name', { membershipIds: [learner.membership.id] }, 3)
    await course('Division', { divisionIds: [division.id] }, 1)
    await course('Position', { positionIds: [position.id] })
    await course('Duty', { responsibilityIds: [duty.id] })
    await makeCourse(company, { name: 'Not mine', sections: items })
    const finished = await makeCourse(company, {
      name: 'Already done',
      priority: 3,
      assign: { everyone: true },
    })
    await makeCompletion(company, finished.id, learner.membership.id)

    const list = await assignedCourseList(asker, 1)
    expect(list.total).toBe(6)
    expect(list.courses.map((c) => c.name)).toEqual([
      'By name',
      'Duty',
      'Everyone',
      'Position',
      'Division',
      'Already done',
    ])
    expect(list.courses[0]).toMatchObject({
      category: 'Safety',
      progress: { percent: 0, next: { title: 'Exits', kind: 'article' } },
      completed_at: null,
    })
    expect(list.courses[5]!.completed_at).not.toBeNull()

    await sign(actor, article.id)
    const after = await assignedCourseList(asker, 1)
    expect(after.courses.every((c) => c.progress.next === null)).toBe(true)
  })

  it('opens an assigned course; KB admins open any; another company’s is a 404', async () => {
    const { company, admin, asker, article } = await school()
    const unassigned = await makeCourse(company, { sections: oneSection({ article: article.id }) })
    await expect(courseForLearner(asker, unassigned.id)).rejects.toMatchObject({ status: 404 })
    const kbAdmin = await signedIn(admin.user, company)
    expect(
      (await courseForLearner({ actor: kbAdmin.actor, meta: testMeta() }, unassigned.id)).name,
    ).toBe('Fire safety')

    const other = await makeCompanyWithAdmin()
    const outsider = await signedIn(other.admin.user, other.company)
    await expect(
      courseForLearner({ actor: outsider.actor, meta: testMeta() }, unassigned.id),
    ).rejects.toMatchObject({ status: 404 })
    expect(await auditEntries({ action: 'course.open', entityId: unassigned.id })).toHaveLength(2)
  })
})
