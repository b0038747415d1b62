import { beforeAll, describe, expect, it } from 'vitest'
import { makeCompanyWithAdmin, makeMember } from '#tests/factories/accounts'
import { browserCookie } from '#tests/factories/browser-session'
import {
  insertAcknowledgement,
  insertCourse,
  insertCourseCompletion,
} from '#tests/factories/course-reports'
import { insertArticle } from '#tests/factories/knowledge-reading'
import { uniqueIp } from '#tests/factories/request'
import { remixHandler } from '#tests/support/remix-handler'
import { CLIENT_IP_HEADER } from '~/platform/request-meta.server'
import { LEADERBOARD_PATH, TIMELINE_CSV_PATH, TIMELINE_PATH } from './reports'

/*
 * The report pages through the app's real request handler: what a KB admin reads and downloads,
 * and what everyone else is refused.
 */

let handle: (request: Request) => Promise<Response>
beforeAll(async () => {
  const handler = await remixHandler([TIMELINE_PATH, TIMELINE_CSV_PATH, LEADERBOARD_PATH])
  handle = (request) => handler(request, {})
}, 60_000)

const open = (cookie: string, path: string) =>
  handle(
    new Request(`http://app.test${path}`, {
      headers: { cookie, [CLIENT_IP_HEADER]: uniqueIp(), 'user-agent': 'Googlebot/2.1' },
    }),
  )

async function acme() {
  const { company, admin } = await makeCompanyWithAdmin()
  const una = await makeMember(company, { firstName: 'Una', lastName: 'Ull, Jr.' })
  const vic = await makeMember(company, { firstName: 'Vic', lastName: 'Vale' })
  const article = await insertArticle(company, { title: 'Fire drill' })
  const course = await insertCourse(company, { name: 'Safety basics', hasCertificate: true })
  await insertAcknowledgement(una.membership, article.id, new Date('2026-03-01T09:00:00Z'))
  await insertCourseCompletion(una.membership, course.id, new Date('2026-03-02T09:00:00Z'), {
    certificate: true,
  })
  await insertAcknowledgement(vic.membership, article.id, new Date('2026-03-03T09:00:00Z'), {
    method: 'read',
  })
  return { admin: await browserCookie(admin), staff: await browserCookie(una), course }
}

describe('the course report pages', () => {
  it('All Completions shows the filtered timeline and downloads it as CSV', async () => {
    const { admin, course } = await acme()
    const page = await open(admin, `${TIMELINE_PATH}?kind=course`)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('Course completed, certificate issued')
    expect(html).toContain(`href="/knowledgebase/courses/${course.id}"`)
    expect(html).not.toContain('>Fire drill</a>')
    expect(html).toContain(`href="${TIMELINE_CSV_PATH}?kind=course"`)

    const csv = await open(admin, `${TIMELINE_CSV_PATH}?kind=article`)
    expect(csv.status).toBe(200)
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(csv.headers.get('content-disposition')).toContain('completions.csv')
    const lines = (await csv.text()).split('\r\n')
    expect(lines.slice(1)).toEqual([
      expect.stringMatching(/^2026-03-03 09:00,Vic Vale,[^,]+,,Article,Fire drill,Read,Current$/),
      expect.stringMatching(
        /^2026-03-01 09:00,"Una Ull, Jr\.",[^,]+,,Article,Fire drill,Signature,Current$/,
      ),
      '',
    ])
  })

  it('the leaderboard ranks people by their total', async () => {
    const { admin } = await acme()
    const page = await open(admin, `${LEADERBOARD_PATH}?period=all`)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html.indexOf('Una Ull, Jr.')).toBeGreaterThan(0)
    expect(html.indexOf('Una Ull, Jr.')).toBeLessThan(html.indexOf('Vic Vale'))
  })

  it('refuses every report to people who are not KB admins', async () => {
    const { staff } = await acme()
    for (const path of [TIMELINE_PATH, TIMELINE_CSV_PATH, `${LEADERBOARD_PATH}?period=all`]) {
      expect((await open(staff, path)).status).toBe(403)
    }
  })
})
