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
import { db } from '~/platform/db.server'
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
  it('serves a file to its players with its type and the content policy; others get a 404', async () => {
    const { company, adminCookie, learnerCookie, learner, uploaded } = await academy()
    await send(browserPostRequest(adminCookie, '/knowledge-base/scorm/upload', await golfForm()))
    const [golf] = await uploaded()
    const path = `/scorm-content/${golf!.id}/shared/launchpage.html`
    const framed = { 'sec-fetch-dest': 'iframe' }

    const served = await get(adminCookie, path, framed)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(served.headers.get('content-security-policy')).toContain("frame-ancestors 'self'")
    expect(served.headers.get('content-security-policy')).toContain("connect-src 'self'")
    expect(served.headers.get('x-frame-options')).toBe('SAMEORIGIN')
    expect(served.body).toContain('<html')
    const image = await get(adminCookie, `/scorm-content/${golf!.id}/shared/cclicense.png`)
    expect(image.headers.get('content-type')).toBe('image/png')

    // Opened on its own in a tab, a page of the package goes to the player instead.
    const alone = await get(adminCookie, path, { 'sec-fetch-dest': 'document' })
    expect(alone).toMatchObject({ status: 303, location: `/knowledge-base/scorm/${golf!.id}` })

    expect((await get(adminCookie, `/scorm-content/${golf!.id}/shared/nothing.html`)).status).toBe(
      404,
    )
    const climbing = `/scorm-content/${golf!.id}/..%2F..%2F..%2Fetc%2Fpasswd`
    expect((await get(adminCookie, climbing)).status).toBe(404)

    // A learner plays it once a course assigned to them holds it.
    expect((await get(learnerCookie, path, framed)).status).toBe(404)
    await makeCourse(company, {
      sections: [{ title: 'Play', items: [{ scorm: golf!.id }] }],
      assign: { membershipIds: [learner.membership.id] },
    })
    expect((await get(learnerCookie, path, framed)).status).toBe(200)

    const stranger = await makeCompanyWithAdmin('Elsewhere')
    expect((await get(await browserCookie(stranger.admin), path, framed)).status).toBe(404)
  })
})
