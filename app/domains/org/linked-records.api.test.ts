import { describe, expect, it } from 'vitest'
import { makeMember } from '#tests/factories/accounts'
import { adminAndStaffSignedIn, apiSignIn, createdThroughApi, routeApi } from '#tests/factories/api'
import { makeCourse } from '#tests/factories/courses'
import { makeArticle } from '#tests/factories/knowledge-articles'

/*
 * The REST side of a position's articles and courses and a responsibility's articles: the
 * position and responsibility calls take and give the id lists, and
 * knowledgebase/api/position-courses-articles/{id}/ names them.
 */

async function company() {
  const signedIn = await adminAndStaffSignedIn()
  const handbook = await makeArticle(signedIn.company, { title: 'Handbook' })
  const safety = await makeArticle(signedIn.company, { title: 'Safety rules' })
  const forklift = await makeCourse(signedIn.company, { name: 'Forklift licence' })
  return { ...signedIn, handbook, safety, forklift }
}

const summaryPath = (id: number) => `/knowledgebase/api/position-courses-articles/${id}/`

describe('account/api/positions/ with articles and courses', () => {
  it('creates, reads and patches them; a patch without them keeps them', async () => {
    const { admin, handbook, safety, forklift } = await company()
    const created = await createdThroughApi<{ id: number; articles: number[]; courses: number[] }>(
      '/account/api/positions/',
      admin.token,
      { name: 'Driver', simple: true, articles: [handbook.id], courses: [forklift.id] },
    )
    expect(created).toMatchObject({ articles: [handbook.id], courses: [forklift.id] })

    const patched = await routeApi('PATCH', `/account/api/positions/${created.id}/`, {
      token: admin.token,
      body: { articles: [safety.id, handbook.id], version: 1 },
    })
    expect(patched.status).toBe(200)
    expect(patched.json).toMatchObject({
      articles: [handbook.id, safety.id],
      courses: [forklift.id],
      version: 2,
    })
    const renamed = await routeApi('PATCH', `/account/api/positions/${created.id}/`, {
      token: admin.token,
      body: { name: 'Lead driver', version: 2 },
    })
    expect(renamed.json).toMatchObject({
      articles: [handbook.id, safety.id],
      courses: [forklift.id],
    })
    const read = await routeApi('GET', `/account/api/positions/${created.id}/`, {
      token: admin.token,
    })
    expect(read.json).toMatchObject({ name: 'Lead driver', courses: [forklift.id] })
  })

  it("answers 404 to another company's article or course and saves nothing", async () => {
    const acme = await company()
    const globex = await company()
    const position = await createdThroughApi('/account/api/positions/', acme.admin.token, {
      name: 'Driver',
      simple: true,
    })
    for (const body of [{ articles: [globex.handbook.id] }, { courses: [globex.forklift.id] }]) {
      const refused = await routeApi('PATCH', `/account/api/positions/${position.id}/`, {
        token: acme.admin.token,
        body: { ...body, name: 'Renamed', version: 1 },
      })
      expect(refused).toEqual({ status: 404, json: { detail: 'Error updating position' } })
    }
    const read = await routeApi('GET', `/account/api/positions/${position.id}/`, {
      token: acme.admin.token,
    })
    expect(read.json).toMatchObject({ name: 'Driver', articles: [], courses: [], version: 1 })
  })
})

describe('knowledgebase/api/position-courses-articles/{id}/', () => {
  it('names them for KB admins and profile admins; others are refused; another company gets 404', async () => {
    const acme = await company()
    const globex = await company()
    const position = await createdThroughApi('/account/api/positions/', acme.admin.token, {
      name: 'Driver',
      simple: true,
      articles: [acme.safety.id, acme.handbook.id],
      courses: [acme.forklift.id],
    })
    const kbAdmin = await makeMember(acme.company, { roles: ['user_is_kb_admin'] })
    const profileAdmin = await makeMember(acme.company, { roles: ['user_is_profile_admin'] })
    const { token } = await apiSignIn(kbAdmin.user, acme.company)

    const summary = await routeApi('GET', summaryPath(position.id), { token })
    expect(summary).toEqual({
      status: 200,
      json: {
        id: position.id,
        name: 'Driver',
        articles: [
          { id: acme.handbook.id, title: 'Handbook' },
          { id: acme.safety.id, title: 'Safety rules' },
        ],
        courses: [{ id: acme.forklift.id, name: 'Forklift licence' }],
      },
    })
    const asProfileAdmin = await apiSignIn(profileAdmin.user, acme.company)
    expect(
      await routeApi('GET', summaryPath(position.id), { token: asProfileAdmin.token }),
    ).toEqual(summary)
    expect(
      (await routeApi('GET', summaryPath(position.id), { token: acme.staff.token })).status,
    ).toBe(403)
    expect(await routeApi('GET', summaryPath(position.id), { token: globex.admin.token })).toEqual({
      status: 404,
      json: { detail: 'Position not found.' },
    })
  })
})

describe('account/api/responsibilities/ with responsibility_articles', () => {
  it('creates, reads and patches them; another company’s article is a 404', async () => {
    const acme = await company()
    const globex = await company()
    const created = await createdThroughApi<{ id: number; responsibility_articles: number[] }>(
      '/account/api/responsibilities/',
      acme.admin.token,
      {
        title: 'Fire warden',
        description: 'Checks exits',
        responsibility_articles: [acme.handbook.id],
      },
    )
    expect(created.responsibility_articles).toEqual([acme.handbook.id])

    const path = `/account/api/responsibilities/${created.id}/`
    const patched = await routeApi('PATCH', path, {
      token: acme.admin.token,
      body: { responsibility_articles: [acme.safety.id], version: 1 },
    })
    expect(patched.json).toMatchObject({ responsibility_articles: [acme.safety.id], version: 2 })
    const refused = await routeApi('PATCH', path, {
      token: acme.admin.token,
      body: { title: 'Renamed', responsibility_articles: [globex.safety.id], version: 2 },
    })
    expect(refused).toEqual({ status: 404, json: { detail: 'Article not found' } })
    const read = await routeApi('GET', path, { token: acme.staff.token })
    expect(read.json).toMatchObject({
      title: 'Fire warden',
      responsibility_articles: [acme.safety.id],
      version: 2,
    })
  })
})
