import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { makeCompanyWithAdmin, makeMember, signedIn } from '#tests/factories/accounts'
import { apiSignIn, routeApi } from '#tests/factories/api'
import { browserCookie } from '#tests/factories/browser-session'
import { makeCourse } from '#tests/factories/courses'
import { insertArticle } from '#tests/factories/knowledge-reading'
import { outboxTo, withMailOutbox } from '#tests/factories/outbox'
import { testMeta, uniqueIp } from '#tests/factories/request'
import { browserPoster, visibleText } from '#tests/support/browser-post'
import { remixHandler } from '#tests/support/remix-handler'
import { updateArticle } from '~/domains/knowledge/articles/articles.server'
import { articles } from '~/domains/knowledge/knowledge.tables'
import { acknowledgeArticle } from '~/domains/knowledge/reading/acknowledgements.server'
import { db } from '~/platform/db.server'
import { CLIENT_IP_HEADER } from '~/platform/request-meta.server'

/*
 * Reassigning a course through reassign-course/ and the course page's form (as a browser
 * without JavaScript posts it), and what a learner's pages show once an article of a finished
 * course changed with Update & Notify.
 */

const PATHS = ['/knowledgebase/courses/1', '/knowledgebase/assigned-courses']
let handler: Awaited<ReturnType<typeof remixHandler>>
let post: Awaited<ReturnType<typeof browserPoster>>

beforeAll(async () => {
  handler = await remixHandler(PATHS)
  post = await browserPoster(PATHS)
}, 60_000)

async function page(path: string, cookie: string) {
  const headers = new Headers({
    [CLIENT_IP_HEADER]: uniqueIp(),
    'user-agent': 'Googlebot/2.1',
    cookie,
  })
  const response = await handler(new Request(`http://app.test${path}`, { headers }), {})
  const html = await response.text()
  return { status: response.status, html, text: visibleText(html).replace(/\s+/g, ' ') }
}

/** Sam has finished 'Fire safety' (two articles); the company admin may reassign it. */
async function finished() {
  const { company, admin } = await makeCompanyWithAdmin('Acme Training')
  const learner = await makeMember(company, { firstName: 'Sam', lastName: 'Learner' })
  const { actor } = await signedIn(learner.user, company)
  const exits = await insertArticle(company, { title: 'Exits' })
  const alarms = await insertArticle(company, { title: 'Alarms' })
  const course = await makeCourse(company, {
    name: 'Fire safety',
    sections: [{ title: 'Basics', items: [{ article: exits.id }, { article: alarms.id }] }],
    assign: { membershipIds: [learner.membership.id] },
  })
  const sign = (articleId: number) =>
    acknowledgeArticle(actor, testMeta(), { article: articleId, signature: 'Sam Learner' })
  await sign(exits.id)
  await sign(alarms.id)
  return {
    company,
    admin,
    learner,
    course,
    exits,
    sign,
    adminCookie: await browserCookie(admin),
    learnerCookie: await browserCookie(learner),
  }
}

describe('reassign-course/{id}/', () => {
  it('answers how many learners were reassigned, for course admins only', async () => {
    const { company, admin, learner, course } = await finished()
    const put = async (user: typeof admin.user, id: number | string, asCompany = company) =>
      routeApi('PUT', `/knowledgebase/api/reassign-course/${id}/`, {
        token: (await apiSignIn(user, asCompany)).token,
      })
    expect(await put(learner.user, course.id)).toMatchObject({ status: 403 })
    const other = await makeCompanyWithAdmin('Globex')
    expect(await put(other.admin.user, course.id, other.company)).toEqual({
      status: 404,
      json: { detail: 'Course not found.' },
    })
    expect(await put(admin.user, 'abc')).toMatchObject({ status: 404 })
    await withMailOutbox(async () => {
      expect(await put(admin.user, course.id)).toEqual({ status: 200, json: { reassigned: 1 } })
    })
    expect(await put(admin.user, course.id)).toEqual({ status: 200, json: { reassigned: 0 } })
  })
})

describe('the course page’s reassign form', () => {
  it('is a course admin’s: it reassigns, says how many, and the learner reads again', async () => {
    const { course, adminCookie, learnerCookie } = await finished()
    const path = `/knowledgebase/courses/${course.id}`
    expect((await page(path, adminCookie)).text).toContain('Reassign to everyone who completed it')
    expect((await page(path, learnerCookie)).text).not.toContain('Reassign to everyone')
    expect((await post(learnerCookie, path)).status).toBe(403)
    expect((await page(path, learnerCookie)).text).toContain('2 of 2 items complete')

    await withMailOutbox(async () => {
      const reassigned = await post(adminCookie, path)
      expect(reassigned.status).toBe(200)
      expect(reassigned.page).toContain('Learners asked to complete the course again: 1.')
    })
    const learnerPage = await page(path, learnerCookie)
    expect(learnerPage.text).toContain('0 of 2 items complete')
    expect(learnerPage.text).toContain('Exits Article Read again')
    expect(learnerPage.text).not.toContain('You completed this course')
  })
})

describe('an article of a finished course changed with Update & Notify', () => {
  it('puts the course back in progress with the article to read again, until it is read', async () => {
    const { company, admin, learner, course, exits, sign, learnerCookie } = await finished()
    const { actor } = await signedIn(admin.user, company)
    const [article] = await db
      .select({ version: articles.version })
      .from(articles)
      .where(eq(articles.id, exits.id))
    await withMailOutbox(async () => {
      await updateArticle(
        actor,
        exits.id,
        { body: '<p>Use the stairs.</p>', version: article!.version, dont_notify: false },
        testMeta(),
      )
      expect((await outboxTo(learner.user.email)).map((mail) => mail.subject)).toContain(
        'Please read again: Exits',
      )
    })
    const path = `/knowledgebase/courses/${course.id}`
    const changed = await page(path, learnerCookie)
    expect(changed.text).toContain('1 of 2 items complete')
    expect(changed.text).toContain('Exits Article Read again')
    expect(changed.text).toContain('Some of its items have changed since')
    const list = await page('/knowledgebase/assigned-courses', learnerCookie)
    expect(list.text).toContain('50 %')

    await sign(exits.id)
    const again = await page(path, learnerCookie)
    expect(again.text).toContain('2 of 2 items complete')
    expect(again.text).toContain('You completed this course on')
    expect(again.text).not.toContain('Read again')
  })
})
