import { readFile } from 'node:fs/promises'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { makeCompanyWithAdmin, makeMember, signedIn } from '#tests/factories/accounts'
import { browserCookie } from '#tests/factories/browser-session'
import { makeCourse } from '#tests/factories/courses'
import { testMeta } from '#tests/factories/request'
import { zipBytes } from '#tests/factories/zips'
import { browserPostRequest } from '#tests/support/browser-post'
import { pagesOfThisFile } from '#tests/support/browser-pages'
import { sharedTestFile } from '#tests/support/shared-testdata'
import { courses } from '~/domains/courses/courses.tables'
import { sessions } from '~/domains/accounts/accounts.tables'
import { db } from '~/platform/db.server'
import { playerOrigin } from '../content-host.server'
import { issueContentTicket } from '../content-origin.server'
import { PATH_PROBLEMS } from './package-paths'
import { SCORM_MESSAGES } from './packages.schema'
import { listPackages } from './packages.server'

/*
 * The package pages as a browser without JavaScript uses them, through the app's real request
 * handler: uploading (multipart), refusals, settings with their 409, deleting, and the package's
 * files with their headers and access rules.
 */

const { get, send } = pagesOfThisFile([
  '/knowledge-base/scorm',
  '/knowledge-base/scorm/upload',
  '/knowledge-base/scorm/1/settings',
  '/knowledge-base/scorm/1/delete',
  '/scorm-content/1/index.html',
])

async function golfForm(title = '') {
  const form = new FormData()
  const bytes = await readFile(sharedTestFile('scorm', 'golf_RuntimeBasicCalls_SCORM12.zip'))
  form.append('package', new File([bytes], 'golf.zip', { type: 'application/zip' }))
  form.append('title', title)
  return form
}

async function academy() {
  const { company, admin } = await makeCompanyWithAdmin('Acme Golf')
  const learner = await makeMember(company)
  const adminActor = (await signedIn(admin.user, company)).actor
  return {
    company,
    adminCookie: await browserCookie(admin),
    learnerCookie: await browserCookie(learner),
    learner,
    admin,
    uploaded: async () => {
      const list = await listPackages(
        { actor: adminActor, meta: testMeta() },
        { search: '', page: 1 },
      )
      return list.results
    },
  }
}

describe('uploading without JavaScript', () => {
  it('uploads the golf package from the plain multipart form and lists it', async () => {
    const { adminCookie, uploaded } = await academy()
    expect((await get(adminCookie, '/knowledge-base/scorm/upload')).status).toBe(200)
    const answer = await send(
      browserPostRequest(adminCookie, '/knowledge-base/scorm/upload', await golfForm('Golf')),
    )
    expect(answer).toMatchObject({ status: 302, location: '/knowledge-base/scorm' })
    const [golf] = await uploaded()
    expect(golf).toMatchObject({ title: 'Golf', scorm_version: '1.2', sco_count: 1 })

    const list = await get(adminCookie, '/knowledge-base/scorm')
    expect(list.status).toBe(200)
    expect(list.page).toContain('Golf')
    expect(list.page).toContain('Ada Admin')
  })

  it('says why a hostile zip or no zip is refused, keeping the title typed', async () => {
    const { adminCookie, uploaded } = await academy()
    const form = new FormData()
    const hostile = await zipBytes([{ name: '../escape.html', content: 'x' }])
    form.append('package', new File([new Uint8Array(hostile)], 'course.zip'))
    form.append('title', 'My course')
    const refused = await send(
      browserPostRequest(adminCookie, '/knowledge-base/scorm/upload', form),
    )
    expect(refused.status).toBe(400)
    expect(refused.page).toContain(PATH_PROBLEMS.traversal)
    expect(refused.body).toContain('value="My course"')

    const empty = new FormData()
    empty.append('package', new File([], ''))
    const none = await send(browserPostRequest(adminCookie, '/knowledge-base/scorm/upload', empty))
    expect(none.status).toBe(400)
    expect(none.page).toContain(
      SCORM_MESSAGES.chooseZip.replace('’', '&#x27;').replace('&#x27;', '’'),
    )
    expect(await uploaded()).toEqual([])
  })

  it('keeps the pages from members without the KB role', async () => {
    const { learnerCookie } = await academy()
    expect((await get(learnerCookie, '/knowledge-base/scorm')).status).toBe(403)
    const post = await send(
      browserPostRequest(learnerCookie, '/knowledge-base/scorm/upload', await golfForm()),
    )
    expect(post.status).toBe(403)
  })
})

describe('settings and deleting', () => {
  it('saves the settings, and shows the saved ones on a stale version (409)', async () => {
    const { adminCookie, uploaded } = await academy()
    await send(browserPostRequest(adminCookie, '/knowledge-base/scorm/upload', await golfForm()))
    const [golf] = await uploaded()
    const path = `/knowledge-base/scorm/${golf!.id}/settings`
    const form = (title: string, version: string) =>
      new URLSearchParams({ title, completion_rule: 'terminate', version })
    const saved = await send(browserPostRequest(adminCookie, path, form('Golf', '1')))
    expect(saved).toMatchObject({ status: 302, location: '/knowledge-base/scorm' })
    expect((await uploaded())[0]).toMatchObject({ title: 'Golf', completion_rule: 'terminate' })

    const stale = await send(browserPostRequest(adminCookie, path, form('Older', '1')))
    expect(stale.status).toBe(409)
    expect(stale.page).toContain('The package as it is saved now')
    expect(stale.body).toContain('value="Older"')
  })

  it('refuses to delete a package a course uses, saying so; deletes it once unused', async () => {
    const { company, adminCookie, uploaded } = await academy()
    await send(browserPostRequest(adminCookie, '/knowledge-base/scorm/upload', await golfForm()))
    const [golf] = await uploaded()
    const course = await makeCourse(company, {
      name: 'Golf 101',
      sections: [{ title: 'Play', items: [{ scorm: golf!.id }] }],
    })
    expect((await get(adminCookie, '/knowledge-base/scorm')).page).toContain('Golf 101')
    const path = `/knowledge-base/scorm/${golf!.id}/delete`
    const refused = await send(browserPostRequest(adminCookie, path, new URLSearchParams()))
    expect(refused.status).toBe(409)
    expect(refused.page).toContain('This package is used by a course.')
    expect(await uploaded()).toHaveLength(1)

    await db.delete(courses).where(eq(courses.id, course.id))
    const deleted = await send(browserPostRequest(adminCookie, path, new URLSearchParams()))
    expect(deleted).toMatchObject({ status: 302, location: '/knowledge-base/scorm' })
    expect(await uploaded()).toEqual([])
  })
})

describe('the package’s files', () => {
  it('serves a file on the content origin to a ticket of someone who may play it, with its type and the content policy; anything else is a 404', async () => {
    const { company, admin, adminCookie, learner, uploaded } = await academy()
    await send(browserPostRequest(adminCookie, '/knowledge-base/scorm/upload', await golfForm()))
    const [golf] = await uploaded()
    const ticketOf = async (member: typeof admin, id = golf!.id) =>
      issueContentTicket((await signedIn(member.user, company)).actor, id)
    const adminTicket = await ticketOf(admin)
    const file = (ticket: string, path: string) => `/scorm-content/${golf!.id}/${ticket}/${path}`
    const framed = { 'sec-fetch-dest': 'iframe' }
    // No session cookie on the content origin: the ticket is the only credential.
    const served = await get('', file(adminTicket, 'shared/launchpage.html'), framed)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('text/html; charset=utf-8')
    const policy = served.headers.get('content-security-policy')
    expect(policy).toContain(`frame-ancestors 'self' ${playerOrigin()}`)
    expect(policy).toContain("connect-src 'self'")
    expect(policy).toContain('sandbox allow-scripts')
    expect(served.body).toContain('<html')
    const image = await get('', file(adminTicket, 'shared/cclicense.png'))
    expect(image.headers.get('content-type')).toBe('image/png')

    // The runtime host page a SCO is framed in: the shim that stands in for the API.
    const host = await get('', file(adminTicket, ''), framed)
    expect(host.status).toBe(200)
    expect(host.body).toContain(
      `src="/scorm-runtime-shim.js" data-player-origin="${playerOrigin()}"`,
    )

    // Opened on its own in a tab, a page of the package goes to the player instead.
    const alone = await get('', file(adminTicket, 'shared/launchpage.html'), {
      'sec-fetch-dest': 'document',
    })
    expect(alone).toMatchObject({
      status: 303,
      location: `${playerOrigin()}/knowledge-base/scorm/${golf!.id}`,
    })

    expect((await get('', file(adminTicket, 'shared/nothing.html'))).status).toBe(404)
    expect((await get('', file(adminTicket, '..%2F..%2F..%2Fetc%2Fpasswd'))).status).toBe(404)
    // No ticket, a forged one, one for another package, the app's own host: nothing is served.
    const launchpage = `/scorm-content/${golf!.id}/shared/launchpage.html`
    expect((await get(adminCookie, launchpage, framed)).status).toBe(404)
    expect((await get('', file(`${adminTicket}x`, 'shared/launchpage.html'))).status).toBe(404)
    const otherPackage = await ticketOf(admin, golf!.id + 1)
    expect((await get('', file(otherPackage, 'shared/launchpage.html'))).status).toBe(404)
    const onAppHost = await send(
      new Request(`${playerOrigin()}${file(adminTicket, 'shared/launchpage.html')}`),
    )
    expect(onAppHost.status).toBe(404)

    // A learner plays it once a course assigned to them holds it.
    const learnerTicket = await ticketOf(learner)
    expect((await get('', file(learnerTicket, 'shared/launchpage.html'), framed)).status).toBe(404)
    await makeCourse(company, {
      sections: [{ title: 'Play', items: [{ scorm: golf!.id }] }],
      assign: { membershipIds: [learner.membership.id] },
    })
    expect((await get('', file(learnerTicket, 'shared/launchpage.html'), framed)).status).toBe(200)

    // Signing out ends the ticket with the session.
    const { actor, sessionId } = await signedIn(learner.user, company)
    const ticket = await issueContentTicket(actor, golf!.id)
    await db.delete(sessions).where(eq(sessions.id, sessionId))
    expect((await get('', file(ticket, 'shared/launchpage.html'), framed)).status).toBe(404)

    const stranger = await makeCompanyWithAdmin('Elsewhere')
    const strangerActor = (await signedIn(stranger.admin.user, stranger.company)).actor
    const strangerTicket = await issueContentTicket(strangerActor, golf!.id)
    expect((await get('', file(strangerTicket, 'shared/launchpage.html'), framed)).status).toBe(404)
  })
})
