import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { makeCompanyWithAdmin, makeMember, signedIn } from '#tests/factories/accounts'
import { makeCompletion, makeCourse, makeQuizRow } from '#tests/factories/courses'
import { insertArticle } from '#tests/factories/knowledge-reading'
import { testMeta } from '#tests/factories/request'
import { acknowledgeArticle } from '~/domains/knowledge/reading/acknowledgements.server'
import { db } from '~/platform/db.server'
import { courses } from '../courses.tables'
import {
  courseAssignedUsers,
  coursesArticlesToRead,
  coursesAssignedAndRead,
  unfinishedAssignedCourses,
  upcomingAssignedItems,
  userAssignedCourses,
  userReadCourses,
} from './learner-summaries.server'

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000)

/**
 * Acme with a learner (Sam) and a colleague (Kim): a high-priority course made today, a normal
 * one made last month (half done: its article read), a low one Sam finished with a certificate,
 * and an article assigned to Sam.
 */
async function acme() {
  const { company, admin } = await makeCompanyWithAdmin('Acme Training')
  const sam = await makeMember(company, { firstName: 'Sam', lastName: 'Learner' })
  const kim = await makeMember(company, { firstName: 'Kim', lastName: 'Adams' })
  const samActor = (await signedIn(sam.user, company)).actor
  const adminActor = (await signedIn(admin.user, company)).actor
  const exits = await insertArticle(company, { title: 'Exits' })
  const quiz = await makeQuizRow(company, 'Exits quiz')
  const both = [sam.membership.id, kim.membership.id]
  const urgent = await makeCourse(company, {
    name: 'Evacuation',
    priority: 3,
    sections: [{ title: 'All', items: [{ quiz: quiz.id }] }],
    assign: { membershipIds: both },
  })
  const routine = await makeCourse(company, {
    name: 'Fire safety',
    sections: [{ title: 'All', items: [{ article: exits.id }, { quiz: quiz.id }] }],
    assign: { membershipIds: both },
  })
  await db
    .update(courses)
    .set({ createdAt: daysAgo(30) })
    .where(eq(courses.id, routine.id))
  const done = await makeCourse(company, {
    name: 'Ladders',
    priority: 1,
    hasCertificate: true,
    assign: { membershipIds: [sam.membership.id] },
  })
  await makeCompletion(company, done.id, sam.membership.id, {
    certificateCode: `ladders-${sam.membership.id}`,
    completedAt: daysAgo(2),
  })
  await acknowledgeArticle(samActor, testMeta(), { article: exits.id, signature: 'Sam Learner' })
  const policy = await insertArticle(company, {
    title: 'Dress code',
    assign: { membershipIds: [sam.membership.id] },
  })
  const sansAdmin = { actor: samActor, meta: testMeta() }
  return { company, sam, kim, samActor, adminActor, urgent, routine, done, policy, sansAdmin }
}

describe('user-assigned-courses and user-read-courses', () => {
  it('list the unfinished courses most urgent first with progress, then the finished ones', async () => {
    const { sam, samActor, urgent, routine, done } = await acme()
    const list = await userAssignedCourses(samActor, testMeta(), sam.membership.id)
    expect(list.map((c) => [c.name, c.progress, c.completed_at !== null])).toEqual([
      ['Evacuation', 0, false],
      ['Fire safety', 50, false],
      ['Ladders', 0, true],
    ])
    expect(list[1]).toMatchObject({ id: routine.id, items: 2, complete_items: 1 })
    expect(list[0]!.url).toBe(`/knowledgebase/courses/${urgent.id}`)

    const read = await userReadCourses(samActor, testMeta(), sam.membership.id)
    expect(read).toEqual([
      {
        id: done.id,
        name: 'Ladders',
        completed_at: expect.any(String),
        has_certificate: true,
        certificate_url: `/knowledgebase/courses/${done.id}/certificate`,
      },
    ])
  })

  it('a KB admin sees anyone of the company; a colleague is refused; another company’s id is 404', async () => {
    const { sam, kim, samActor, adminActor } = await acme()
    const seen = await userReadCourses(adminActor, testMeta(), sam.membership.id)
    expect(seen).toMatchObject([{ name: 'Ladders', has_certificate: true, certificate_url: null }])
    expect(await userAssignedCourses(adminActor, testMeta(), kim.membership.id)).toHaveLength(2)

    await expect(
      userAssignedCourses(samActor, testMeta(), kim.membership.id),
    ).rejects.toMatchObject({ status: 403 })
    const globex = await makeCompanyWithAdmin('Globex')
    await expect(
      userReadCourses(adminActor, testMeta(), globex.admin.membership.id),
    ).rejects.toMatchObject({ status: 404 })
  })
})

describe('upcoming-assigned-items', () => {
  it('puts unread articles and unfinished courses together: priority first, then the oldest', async () => {
    const { sam, samActor, policy, routine, urgent } = await acme()
    const items = await upcomingAssignedItems(samActor, testMeta(), sam.membership.id)
    expect(items.map((item) => [item.kind, item.id])).toEqual([
      ['course', urgent.id],
      ['course', routine.id],
      ['article', policy.id],
    ])
    expect(items[2]).toMatchObject({ title: 'Dress code', progress: null })
  })
})

describe('the caller’s own summaries', () => {
  it('courses-assigned-and-read counts assigned, completed and under way', async () => {
    const { sansAdmin } = await acme()
    expect(await coursesAssignedAndRead(sansAdmin)).toEqual({
      assigned: 3,
      completed: 1,
      in_progress: 1,
      not_started: 1,
    })
  })

  it('courses-articles-to-read and the dashboard list only what is still to do', async () => {
    const { sansAdmin, samActor } = await acme()
    const toRead = await coursesArticlesToRead(sansAdmin)
    expect(toRead.articles.map((a) => a.title)).toEqual(['Dress code'])
    expect(toRead.courses.map((c) => c.name)).toEqual(['Evacuation', 'Fire safety'])
    expect((await unfinishedAssignedCourses(samActor)).map((c) => c.name)).toEqual([
      'Evacuation',
      'Fire safety',
    ])
  })
})

describe('course-assigned-users', () => {
  it('lists the people a course is assigned to with their progress, for KB admins only', async () => {
    const { adminActor, samActor, routine } = await acme()
    const page = await courseAssignedUsers({ actor: adminActor, meta: testMeta() }, routine.id, 1)
    expect(page.course).toEqual({ id: routine.id, name: 'Fire safety' })
    expect(page.count).toBe(2)
    expect(page.results.map((p) => [p.name, p.progress, p.completed])).toEqual([
      ['Kim Adams', 0, false],
      ['Sam Learner', 50, false],
    ])

    await expect(
      courseAssignedUsers({ actor: samActor, meta: testMeta() }, routine.id, 1),
    ).rejects.toMatchObject({ status: 403 })
    const globex = await makeCompanyWithAdmin('Globex')
    const theirs = await makeCourse(globex.company, { name: 'Theirs' })
    await expect(
      courseAssignedUsers({ actor: adminActor, meta: testMeta() }, theirs.id, 1),
    ).rejects.toMatchObject({ status: 404 })
  })
})
