import { beforeAll, describe, expect, it } from 'vitest'
import { makeCompanyWithAdmin, makeMember } from '#tests/factories/accounts'
import { apiSignIn, routeApi } from '#tests/factories/api'
import { browserCookie } from '#tests/factories/browser-session'
import { makeCourse, makeQuizRow, makeQuizAttempt } from '#tests/factories/courses'
import { insertArticle } from '#tests/factories/knowledge-reading'
import { uniqueIp } from '#tests/factories/request'
import { visibleText } from '#tests/support/browser-post'
import { pdfText } from '#tests/support/pdf-text'
import { remixHandler } from '#tests/support/remix-handler'
import { CLIENT_IP_HEADER } from '~/platform/request-meta.server'

/*
 * The learner's pages through the app's real request handler (as a browser without JavaScript
 * gets them), the certificate's download and public page, and mark-course-as-read/.
 */

let handler: Awaited<ReturnType<typeof remixHandler>>

beforeAll(async () => {
  handler = await remixHandler([
    '/knowledgebase/assigned-courses',
    '/knowledgebase/courses/1',
    '/knowledgebase/courses/1/certificate',
    '/knowledgebase/articles/1',
    '/certificates/abc',
  ])
}, 60_000)

async function get(path: string, cookie?: string) {
  const headers = new Headers({ [CLIENT_IP_HEADER]: uniqueIp(), 'user-agent': 'Googlebot/2.1' })
  if (cookie) headers.set('cookie', cookie)
  const response = await handler(new Request(`http://app.test${path}`, { headers }), {})
  const bytes = new Uint8Array(await response.arrayBuffer())
  const html = Buffer.from(bytes).toString('utf8')
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    bytes,
    html,
    page: visibleText(html).replace(/\s+/g, ' '),
  }
}

async function classroom() {
  const { company } = await makeCompanyWithAdmin('Acme Training')
  const learner = await makeMember(company, { firstName: 'Sam', lastName: 'Learner' })
  const article = await insertArticle(company, { title: 'Exits' })
  const question = await insertArticle(company, {
    title: 'Hazards',
    acknowledgementType: 2,
    acknowledgementQuestion: 'Which is a hazard?',
    answers: [{ answer: 'Wet floor', isCorrect: true }],
  })
  const quiz = await makeQuizRow(company, 'Exits quiz')
  const course = await makeCourse(company, {
    name: 'Fire safety',
    category: 'Safety',
    hasCertificate: true,
    sections: [
      { title: 'Read', items: [{ article: article.id }] },
      { title: 'Check', items: [{ quiz: quiz.id }, { article: question.id }] },
    ],
    assign: { membershipIds: [learner.membership.id] },
  })
  return { company, learner, article, question, quiz, course, cookie: await browserCookie(learner) }
}

describe('the learner’s pages', () => {
  it('list the assigned course and show its outline with the next item highlighted', async () => {
    const { course, article, cookie } = await classroom()
    const list = await get('/knowledgebase/assigned-courses', cookie)
    expect(list.status).toBe(200)
    expect(list.page).toContain('Fire safety Safety Normal')
    expect(list.page).toContain('0 % Exits')
    expect(list.html).toContain(`href="/knowledgebase/articles/${article.id}?course=${course.id}"`)

    const page = await get(`/knowledgebase/courses/${course.id}`, cookie)
    expect(page.status).toBe(200)
    expect(page.page).toContain('0 of 3 items complete')
    const next = page.html.match(/<li aria-current="step"[^>]*>[\s\S]*?<\/li>/)?.[0] ?? ''
    expect(visibleText(next)).toContain('Exits')
    expect(page.page).not.toContain('Download certificate')
  })

  it('lead back from an article read in the course, only for a course the reader may open', async () => {
    const { course, article, cookie, company } = await classroom()
    const inCourse = await get(`/knowledgebase/articles/${article.id}?course=${course.id}`, cookie)
    expect(inCourse.page).toContain('Back to course: Fire safety')
    expect(inCourse.html).toContain(`href="/knowledgebase/courses/${course.id}"`)

    const notMine = await makeCourse(company, { name: 'Managers only' })
    const other = await get(`/knowledgebase/articles/${article.id}?course=${notMine.id}`, cookie)
    expect(other.status).toBe(200)
    expect(other.page).not.toContain('Back to course')
    expect(other.page).not.toContain('Managers only')
  })

  it('finish through mark-course-as-read/, then give the certificate and its public page', async () => {
    const { company, learner, course, article, question, quiz, cookie } = await classroom()
    const { token } = await apiSignIn(learner.user, company)
    const mark = (body: object) =>
      routeApi('POST', '/knowledgebase/api/mark-course-as-read/', { token, body })

    expect((await mark({ course: course.id })).json).toEqual({
      article: ['Choose an article of the course.'],
    })
    expect((await mark({ course: course.id, article: question.id })).status).toBe(400)
    const first = await mark({ course: course.id, article: article.id })
    expect(first).toMatchObject({
      status: 201,
      json: { course: course.id, article: article.id, progress: 34, completed_at: null },
    })

    await makeQuizAttempt(company, quiz.id, learner.membership.id)
    // The question article is acknowledged by answering it, as on its page.
    const answered = await routeApi('POST', '/knowledgebase/api/questions/', {
      token,
      body: { article: question.id, answer_ids: [question.answers[0]!.id] },
    })
    expect(answered.status).toBe(201)

    const page = await get(`/knowledgebase/courses/${course.id}`, cookie)
    expect(page.page).toContain('100 %')
    expect(page.page).toContain('You completed this course on')
    const verification = page.html.match(/href="(\/certificates\/[\w-]+)"/)?.[1]
    expect(verification).toBeDefined()

    const pdf = await get(`/knowledgebase/courses/${course.id}/certificate`, cookie)
    expect(pdf.status).toBe(200)
    expect(pdf.type).toBe('application/pdf')
    expect(pdfText(pdf.bytes)).toContain('Sam Learner')
    expect(pdfText(pdf.bytes)).toContain(`http://app.test${verification}`)

    const genuine = await get(verification!)
    expect(genuine.status).toBe(200)
    expect(genuine.page).toContain('This certificate is genuine.')
    expect(genuine.page).toContain(
      'Awarded to Sam Learner Course Fire safety Company Acme Training',
    )
    expect(genuine.html).not.toContain('<script')
    expect(genuine.html).not.toContain(learner.user.email)

    const unknown = await get('/certificates/not-a-real-certificate-code')
    expect(unknown.status).toBe(404)
    expect(unknown.page).toContain('This is not a genuine certificate.')
  })

  it('are a 404 for another company’s learner, and for a colleague without the course', async () => {
    const { course, company } = await classroom()
    const colleague = await browserCookie(await makeMember(company))
    const other = await makeCompanyWithAdmin('Globex')
    const outsider = await browserCookie(other.admin)
    for (const cookie of [colleague, outsider]) {
      expect((await get(`/knowledgebase/courses/${course.id}`, cookie)).status).toBe(404)
      expect((await get(`/knowledgebase/courses/${course.id}/certificate`, cookie)).status).toBe(
        404,
      )
    }
    const { token } = await apiSignIn(other.admin.user, other.company)
    const refused = await routeApi('POST', '/knowledgebase/api/mark-course-as-read/', {
      token,
      body: { course: course.id, article: course.sections[0]!.items[0]!.articleId },
    })
    expect(refused).toEqual({ status: 404, json: { detail: 'Course not found.' } })
  })
})
