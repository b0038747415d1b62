import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { makeCompanyWithAdmin, makeMember } from '#tests/factories/accounts'
import { browserCookie } from '#tests/factories/browser-session'
import { makeCourse } from '#tests/factories/courses'
import { uniqueIp } from '#tests/factories/request'
import { makeScormPackage } from '#tests/factories/scorm'
import { postForm } from '#tests/support/post-form'
import { remixHandler } from '#tests/support/remix-handler'
import { db } from '~/platform/db.server'
import { CLIENT_IP_HEADER } from '~/platform/request-meta.server'
import { action as playerAction } from '~/routes/_app+/knowledge-base.scorm_.$id._index'
import { scormAttempts } from '../scorm.tables'
import { PLAYER_MESSAGES } from './player-messages'
import { scormContentOrigin } from '../content-host.server'
import type { PlayerPage } from './player-page.server'

/*
 * The player's pages through the app's real request handler: what the server sends before any
 * script runs, the runtime's commit endpoint, the manual rule's form and the results page.
 */

let handle: (request: Request) => Promise<Response>
beforeAll(async () => {
  const handler = await remixHandler([
    '/knowledge-base/scorm/1',
    '/knowledge-base/scorm/1/commit',
    '/knowledge-base/scorm/1/report',
  ])
  handle = (request) => handler(request, {})
}, 60_000)

const request = (cookie: string, path: string, init: RequestInit = {}) =>
  handle(
    new Request(`http://app.test${path}`, {
      ...init,
      headers: {
        cookie,
        [CLIENT_IP_HEADER]: uniqueIp(),
        origin: 'http://app.test',
        ...init.headers,
      },
    }),
  )

async function golfClub() {
  const { company, admin } = await makeCompanyWithAdmin('Golf Club')
  const learner = await makeMember(company, { firstName: 'Sam', lastName: 'Learner' })
  const pkg = await makeScormPackage(company, { title: 'Golf Explained', completionRule: 'manual' })
  const course = await makeCourse(company, {
    name: 'Golf',
    sections: [{ title: 'Play', items: [{ scorm: pkg.id }] }],
    assign: { membershipIds: [learner.membership.id] },
  })
  return {
    pkg,
    course,
    learner,
    admin: await browserCookie(admin),
    staff: await browserCookie(learner),
  }
}

describe('the player page', () => {
  it('says that playing needs JavaScript before any script runs, and links back to the course', async () => {
    const { pkg, course, staff } = await golfClub()
    const page = await request(staff, `/knowledge-base/scorm/${pkg.id}?course=${course.id}`)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('Golf Explained')
    expect(html).toContain(PLAYER_MESSAGES.needsJavaScript)
    expect(html).toContain(`href="/knowledgebase/courses/${course.id}"`)
    expect(html).not.toContain('<iframe')
  })

  it('frames the SCO in the runtime host page on the packages’ own origin; opened on that origin, nothing plays', async () => {
    const { pkg, staff } = await golfClub()
    const route = encodeURIComponent('routes/_app+/knowledge-base.scorm_.$id._index')
    const data = `/knowledge-base/scorm/${pkg.id}?_data=${route}`
    const player = (await (await request(staff, data)).json()) as PlayerPage
    const origin = scormContentOrigin()!
    expect(player.contentOrigin).toBe(origin)
    const frame = new URL(player.scos[0]!.url)
    expect(frame.origin).toBe(origin)
    expect(frame.pathname).toMatch(new RegExp(`^/scorm-content/${pkg.id}/[^/]+/$`))
    expect(frame.searchParams.get('launch')).toBe('index.html')

    const onTwin = await handle(
      new Request(`${origin}${data}`, {
        headers: { cookie: staff, [CLIENT_IP_HEADER]: uniqueIp() },
      }),
    )
    expect(((await onTwin.json()) as PlayerPage).contentOrigin).toBeNull()
  })

  it('is the 404 for a learner the package is not assigned to', async () => {
    const { pkg } = await golfClub()
    const other = await golfClub()
    expect((await request(other.staff, `/knowledge-base/scorm/${pkg.id}`)).status).toBe(404)
  })
})

describe('the commit endpoint', () => {
  it('stores a commit and answers as the runtime reads it', async () => {
    const { pkg, staff, learner } = await golfClub()
    const body = JSON.stringify({
      sco: 'item-1',
      attempt: 1,
      event: 'commit',
      reported: true,
      cmi: { cmi: { core: { lesson_location: '3', lesson_status: 'incomplete' } } },
    })
    const answer = await request(staff, `/knowledge-base/scorm/${pkg.id}/commit`, {
      method: 'POST',
      body,
      headers: { 'content-type': 'text/plain' },
    })
    expect(answer.status).toBe(200)
    expect(await answer.json()).toMatchObject({ result: 'true', errorCode: 0, attempt: 1 })
    const [row] = await db
      .select()
      .from(scormAttempts)
      .where(
        and(
          eq(scormAttempts.membershipId, learner.membership.id),
          eq(scormAttempts.scoIdentifier, 'item-1'),
        ),
      )
    expect(row).toMatchObject({ location: '3', completionStatus: 'incomplete' })
  })

  it('refuses a broken body with the reason and SCORM’s general failure code', async () => {
    const { pkg, staff } = await golfClub()
    const answer = await request(staff, `/knowledge-base/scorm/${pkg.id}/commit`, {
      method: 'POST',
      body: '{',
      headers: { 'content-type': 'text/plain' },
    })
    expect(answer.status).toBe(400)
    expect(await answer.json()).toMatchObject({ result: 'false', errorCode: 101 })
  })
})

describe('the manual rule and the results', () => {
  it('marks a SCO complete by a plain form post, and the admin sees it among the results', async () => {
    const { pkg, staff, admin } = await golfClub()
    const path = `/knowledge-base/scorm/${pkg.id}`
    const marked = await postForm(
      playerAction,
      path,
      staff,
      { sco: 'item-1' },
      {
        id: String(pkg.id),
      },
    )
    expect(marked.status).toBe(302)
    const results = await request(admin, `${path}/report`)
    expect(results.status).toBe(200)
    const html = await results.text()
    expect(html).toContain('Sam Learner')
    expect(html).toContain('Complete')
    expect((await request(staff, `${path}/report`)).status).toBe(403)
  })
})
