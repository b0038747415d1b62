import { beforeAll, describe, expect, it } from 'vitest'
import { makeCompanyWithAdmin, makeMember } from '#tests/factories/accounts'
import { apiSignIn, routeApi } from '#tests/factories/api'
import { browserCookie } from '#tests/factories/browser-session'
import { makeCourse, makeQuizRow } from '#tests/factories/courses'
import { insertArticle } from '#tests/factories/knowledge-reading'
import { uniqueIp } from '#tests/factories/request'
import { visibleText } from '#tests/support/browser-post'
import { remixHandler } from '#tests/support/remix-handler'
import { CLIENT_IP_HEADER } from '~/platform/request-meta.server'

const API = '/knowledgebase/api'

/** Acme with a learner assigned a half-done course, and Globex with a course of its own. */
async function acme() {
  const { company, admin } = await makeCompanyWithAdmin('Acme Training')
  const learner = await makeMember(company, { firstName: 'Sam', lastName: 'Learner' })
  const colleague = await makeMember(company, { firstName: 'Kim', lastName: 'Adams' })
  const article = await insertArticle(company, { title: 'Exits' })
  const quiz = await makeQuizRow(company, 'Exits quiz')
  const course = await makeCourse(company, {
    name: 'Fire safety',
    sections: [{ title: 'All', items: [{ article: article.id }, { quiz: quiz.id }] }],
    assign: { membershipIds: [learner.membership.id] },
  })
  const globex = await makeCompanyWithAdmin('Globex')
  const theirs = await makeCourse(globex.company, { name: 'Theirs' })
  return {
    company,
    learner,
    colleague,
    article,
    course,
    theirs,
    globexMember: globex.admin.membership.id,
    learnerToken: (await apiSignIn(learner.user, company)).token,
    adminToken: (await apiSignIn(admin.user, company)).token,
  }
}

describe('knowledgebase/api course summaries', () => {
  it('answer the learner about themselves, with progress after reading an article', async () => {
    const { learner, article, course, learnerToken: token } = await acme()
    const me = learner.membership.id
    await routeApi('POST', `${API}/mark-as-read/${article.id}/`, { token })

    const assigned = await routeApi('GET', `${API}/user-assigned-courses/${me}/`, { token })
    expect(assigned.status).toBe(200)
    expect(assigned.json).toMatchObject([{ id: course.id, progress: 50, completed_at: null }])
    expect((await routeApi('GET', `${API}/user-read-courses/${me}/`, { token })).json).toEqual([])
    const upcoming = await routeApi('GET', `${API}/upcoming-assigned-items/${me}/`, { token })
    expect(upcoming.json).toMatchObject([{ kind: 'course', id: course.id, progress: 50 }])
    const counts = await routeApi('GET', `${API}/courses-assigned-and-read/`, { token })
    expect(counts.json).toEqual({ assigned: 1, completed: 0, in_progress: 1, not_started: 0 })
    const toRead = await routeApi('GET', `${API}/courses-articles-to-read/`, { token })
    expect(toRead.json).toMatchObject({ articles: [], courses: [{ name: 'Fire safety' }] })
  })

  it('refuse a colleague’s summary to an employee, 404 another company’s person or course', async () => {
    const s = await acme()
    const colleague = `${API}/user-assigned-courses/${s.colleague.membership.id}/`
    expect((await routeApi('GET', colleague, { token: s.learnerToken })).status).toBe(403)
    expect((await routeApi('GET', colleague, { token: s.adminToken })).status).toBe(200)
    const foreign = `${API}/user-read-courses/${s.globexMember}/`
    expect((await routeApi('GET', foreign, { token: s.adminToken })).status).toBe(404)
    const users = `${API}/course-assigned-users/${s.course.id}/`
    expect((await routeApi('GET', users, { token: s.learnerToken })).status).toBe(403)
    const theirs = `${API}/course-assigned-users/${s.theirs.id}/`
    expect((await routeApi('GET', theirs, { token: s.adminToken })).status).toBe(404)
  })

  it('course-assigned-users pages the assigned people with their progress', async () => {
    const { course, adminToken: token } = await acme()
    const answer = await routeApi('GET', `${API}/course-assigned-users/${course.id}/?page=1`, {
      token,
    })
    expect(answer.json).toMatchObject({
      course: { id: course.id, name: 'Fire safety' },
      count: 1,
      next: null,
      previous: null,
      results: [{ name: 'Sam Learner', progress: 0, completed: false, completed_at: null }],
    })
  })
})

let handler: Awaited<ReturnType<typeof remixHandler>>

beforeAll(async () => {
  handler = await remixHandler(['/account/dashboard'])
}, 60_000)

async function dashboard(cookie: string) {
  const headers = new Headers({ [CLIENT_IP_HEADER]: uniqueIp(), cookie })
  const response = await handler(new Request('http://app.test/account/dashboard', { headers }), {})
  const html = await response.text()
  return { status: response.status, html, page: visibleText(html).replace(/\s+/g, ' ') }
}

describe('the dashboard’s Assigned courses card', () => {
  it('shows the unfinished assigned courses with progress and links, and nothing without them', async () => {
    const { learner, colleague, course } = await acme()
    const mine = await dashboard(await browserCookie(learner))
    expect(mine.status).toBe(200)
    expect(mine.page).toContain('Assigned courses Unfinished assigned courses: 1 Fire safety 0 %')
    expect(mine.html).toContain(`href="/knowledgebase/courses/${course.id}"`)

    const none = await dashboard(await browserCookie(colleague))
    expect(none.status).toBe(200)
    expect(none.page).not.toContain('Assigned courses')
  })
})
