import { beforeAll, describe, expect, it } from 'vitest'
import { makeCompanyWithAdmin, makeMember } from '#tests/factories/accounts'
import { browserCookie } from '#tests/factories/browser-session'
import { browserPostRequest, visibleText } from '#tests/support/browser-post'
import { remixHandler } from '#tests/support/remix-handler'
import { LIBRARY_COURSES_PATH } from './library-course'

/*
 * The library pages as a browser without JavaScript uses them: the catalogue and a course's
 * preview for every member, and a KB admin's Subscribe button (a plain form post).
 */

const PREVIEW = `${LIBRARY_COURSES_PATH}/information-security-awareness`
let handle: Awaited<ReturnType<typeof remixHandler>>

beforeAll(async () => {
  handle = await remixHandler([LIBRARY_COURSES_PATH, PREVIEW])
}, 60_000)

async function answer(request: Request) {
  const response = await handle(request, {})
  const html = await response.text()
  return {
    status: response.status,
    html,
    page: visibleText(html),
    location: response.headers.get('location'),
  }
}

const open = (cookie: string, path: string) =>
  answer(
    new Request(`http://app.test${path}`, { headers: { cookie, 'user-agent': 'Googlebot/2.1' } }),
  )

const subscribe = (cookie: string, path: string, id: string) =>
  answer(browserPostRequest(cookie, path, new URLSearchParams({ library_course_id: id })))

describe('the library courses pages', () => {
  it('show every member the catalogue by category and a course’s articles, without Subscribe for staff', async () => {
    const { company } = await makeCompanyWithAdmin()
    const staff = await browserCookie(await makeMember(company))

    const catalogue = await open(staff, LIBRARY_COURSES_PATH)
    expect(catalogue.status).toBe(200)
    for (const text of ['Compliance', 'Safety', 'People skills', 'Data protection basics']) {
      expect(catalogue.page).toContain(text)
    }
    expect(catalogue.page).toContain('Articles: 3')
    expect(catalogue.page).toContain('Hazards and everyday risks')
    expect(catalogue.html).not.toContain('name="library_course_id"')

    const preview = await open(staff, PREVIEW)
    expect(preview.status).toBe(200)
    expect(preview.page).toContain('Recognising phishing')
    expect(preview.page).toContain('Warning signs')
    expect(preview.page).toContain('Questions: 6')
    expect((await open(staff, `${LIBRARY_COURSES_PATH}/no-such-course`)).status).toBe(404)

    const refused = await subscribe(staff, LIBRARY_COURSES_PATH, '2')
    expect(refused.status).toBe(403)
  })

  it('let a KB admin subscribe once; a second post names the copy with a link to it', async () => {
    const { admin } = await makeCompanyWithAdmin()
    const cookie = await browserCookie(admin)
    expect((await open(cookie, PREVIEW)).html).toContain('name="library_course_id"')

    const bad = await subscribe(cookie, LIBRARY_COURSES_PATH, 'abc')
    expect(bad.status).toBe(400)
    expect(bad.page).toContain('Choose one of the library’s courses.')

    const done = await subscribe(cookie, PREVIEW, '2')
    expect(done.status).toBe(302)
    expect(done.location).toBe(PREVIEW)
    const after = await open(cookie, LIBRARY_COURSES_PATH)
    const edit = /href="(\/knowledgebase\/courses\/\d+\/edit)"/.exec(after.html)?.[1]
    expect(edit).toBeDefined()
    expect(after.page).toContain('In your courses')

    const again = await subscribe(cookie, LIBRARY_COURSES_PATH, '2')
    expect(again.status).toBe(409)
    expect(again.page).toContain('This course is already in your courses.')
    expect(again.html).toContain(`href="${edit}">Open the course`)
  })
})
