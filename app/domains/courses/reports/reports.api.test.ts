import { describe, expect, it } from 'vitest'
import { makeMember } from '#tests/factories/accounts'
import { adminAndStaffSignedIn, apiSignIn, routeApi } from '#tests/factories/api'
import {
  insertAcknowledgement,
  insertCourse,
  insertCourseCompletion,
  insertQuiz,
  insertQuizAttempt,
} from '#tests/factories/course-reports'
import { insertArticle } from '#tests/factories/knowledge-reading'
import { makeDivision } from '#tests/factories/org'
import { db } from '~/platform/db.server'
import { courseDivisions, courseIndividuals } from '../courses.tables'

const API = '/knowledgebase/api'

describe('knowledgebase/api course reports', () => {
  it('kb-leaderboard ranks people with each count and the start of the period', async () => {
    const acme = await adminAndStaffSignedIn()
    const kbAdmin = await makeMember(acme.company, {
      firstName: 'Kim',
      lastName: 'Base',
      roles: ['user_is_kb_admin'],
    })
    const { token } = await apiSignIn(kbAdmin.user, acme.company)
    const article = await insertArticle(acme.company)
    const course = await insertCourse(acme.company)
    const quiz = await insertQuiz(acme.company)
    const now = new Date()
    await insertAcknowledgement(acme.staff.membership, article.id, now)
    await insertCourseCompletion(acme.staff.membership, course.id, now)
    await insertQuizAttempt(acme.staff.membership, quiz.id, now)
    await insertAcknowledgement(kbAdmin.membership, article.id, now)

    const board = await routeApi('GET', `${API}/kb-leaderboard/?period=all`, { token })

    expect(board.status).toBe(200)
    expect(board.json).toMatchObject({
      count: 2,
      next: null,
      previous: null,
      period: 'all',
      since: null,
      timezone: 'UTC',
      results: [
        {
          rank: 1,
          staff: { id: acme.staff.membership.id, division: null },
          articles_acknowledged: 1,
          courses_completed: 1,
          quizzes_passed: 1,
          total: 3,
          last_completed_at: now.toISOString(),
        },
        { rank: 2, staff: { id: kbAdmin.membership.id, first_name: 'Kim', last_name: 'Base' } },
      ],
    })
    const month = await routeApi('GET', `${API}/kb-leaderboard/`, { token })
    expect(month.json).toMatchObject({ period: 'month', count: 2 })
    expect(month.json.since).toMatch(/-01T00:00:00\.000Z$/)
  })

  it('assignments lists which article or course goes to which target', async () => {
    const acme = await adminAndStaffSignedIn()
    const division = await makeDivision(acme.company)
    const everyone = await insertArticle(acme.company, {
      title: 'Handbook',
      assign: { everyone: true },
    })
    const course = await insertCourse(acme.company, { name: 'Onboarding' })
    await db.insert(courseDivisions).values({ courseId: course.id, divisionId: division.id })
    await db
      .insert(courseIndividuals)
      .values({ courseId: course.id, membershipId: acme.staff.membership.id })
    await insertArticle(acme.company, { title: 'Unassigned' })

    const list = await routeApi('GET', `${API}/assignments/?page_size=2`, {
      token: acme.admin.token,
    })

    expect(list.status).toBe(200)
    expect(list.json).toMatchObject({ count: 3, previous: null })
    expect(list.json.next).toContain('page=2')
    expect(list.json.results).toEqual([
      {
        item_type: 'article',
        item_id: everyone.id,
        title: 'Handbook',
        target_type: 'everyone',
        target_id: null,
      },
      {
        item_type: 'course',
        item_id: course.id,
        title: 'Onboarding',
        target_type: 'division',
        target_id: division.id,
      },
    ])
    const second = await routeApi('GET', `${API}/assignments/?page_size=2&page=2`, {
      token: acme.admin.token,
    })
    expect(second.json.results).toEqual([
      {
        item_type: 'course',
        item_id: course.id,
        title: 'Onboarding',
        target_type: 'individual',
        target_id: acme.staff.membership.id,
      },
    ])
  })

  it('refuses people who are not KB admins before reading anything', async () => {
    const { staff } = await adminAndStaffSignedIn()
    for (const path of ['kb-leaderboard/', 'assignments/?page=zero']) {
      const refused = await routeApi('GET', `${API}/${path}`, { token: staff.token })
      expect(refused.status).toBe(403)
    }
  })
})
