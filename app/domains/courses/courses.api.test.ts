import { describe, expect, it } from 'vitest'
import { makeMember } from '#tests/factories/accounts'
import { apiSignIn, routeApi } from '#tests/factories/api'
import { courseWorkshop } from '#tests/factories/courses'

const API = '/knowledgebase/api'

async function setup() {
  const shop = await courseWorkshop()
  const member = await makeMember(shop.company)
  const staff = { ...member, ...(await apiSignIn(member.user, shop.company)) }
  const admin = await apiSignIn(shop.admin.user, shop.company)
  return { ...shop, adminToken: admin.token, staff }
}

describe('knowledgebase/api courses', () => {
  it('creates, reads, patches with a 409 carrying the saved course, duplicates and deletes', async () => {
    const { adminToken: token, first, quiz, category } = await setup()
    const bad = await routeApi('POST', `${API}/courses/`, {
      token,
      body: { name: '', sections: [{ title: 'One', section_items: [{ kind: 'quiz' }] }] },
    })
    expect(bad.status).toBe(400)
    expect(bad.json).toMatchObject({ name: ['A course name is required'] })

    const created = await routeApi('POST', `${API}/courses/`, {
      token,
      body: {
        name: 'Fire safety',
        category: category.id,
        has_certificate: true,
        sections: [
          {
            title: 'Basics',
            section_items: [
              { kind: 'article', article: first.id },
              { kind: 'quiz', quiz: quiz.id },
            ],
          },
        ],
      },
    })
    expect(created.status).toBe(201)
    expect(created.json).toMatchObject({
      name: 'Fire safety',
      has_certificate: true,
      is_assigned_to_everyone: false,
      reassign_month_duration: 0,
      sections: [
        {
          order: 0,
          title: 'Basics',
          section_items: [
            { order: 0, kind: 'article', article: first.id, title: 'Fire exits' },
            { order: 1, kind: 'quiz', quiz: quiz.id, title: 'Fire quiz' },
          ],
        },
      ],
    })
    const id = created.json.id

    const patched = await routeApi('PATCH', `${API}/courses/${id}/`, {
      token,
      body: { priority: 3, version: 1 },
    })
    expect(patched.json).toMatchObject({ priority: 3, version: 2, name: 'Fire safety' })
    const stale = await routeApi('PATCH', `${API}/courses/${id}/`, {
      token,
      body: { name: 'Late', version: 1 },
    })
    expect(stale.status).toBe(409)
    expect(stale.json).toMatchObject({ current: { name: 'Fire safety', version: 2 } })

    const copy = await routeApi('POST', `${API}/courses/${id}/duplicate/`, { token })
    expect(copy.status).toBe(201)
    expect(copy.json).toMatchObject({ name: 'Copy of Fire safety', priority: 3 })

    const list = await routeApi('GET', `${API}/courses/?search=copy`, { token })
    expect(list.json.results.map((row: { name: string }) => row.name)).toEqual([
      'Copy of Fire safety',
    ])
    expect(list.json).toMatchObject({ count: 1, next: null, previous: null })

    expect((await routeApi('DELETE', `${API}/courses/${id}/`, { token })).status).toBe(204)
    expect((await routeApi('GET', `${API}/courses/${id}/`, { token })).status).toBe(404)
  })

  it('refuses a member before reading the body, and bulk-updates and bulk-deletes', async () => {
    const { adminToken: token, staff } = await setup()
    const refused = await routeApi('POST', `${API}/courses/`, { token: staff.token, body: {} })
    expect(refused.status).toBe(403)
    expect((await routeApi('GET', `${API}/courses/`, { token: staff.token })).status).toBe(403)

    const ids: number[] = []
    for (const name of ['One', 'Two']) {
      ids.push((await routeApi('POST', `${API}/courses/`, { token, body: { name } })).json.id)
    }
    const updated = await routeApi('PATCH', `${API}/courses/bulk-update/`, {
      token,
      body: { ids, fields: { priority: 1, has_certificate: true } },
    })
    expect(updated.json).toEqual({ ids })
    const read = await routeApi('GET', `${API}/courses/${ids[1]}/`, { token })
    expect(read.json).toMatchObject({ priority: 1, has_certificate: true })

    const failed = await routeApi('DELETE', `${API}/courses/bulk-delete/`, {
      token,
      body: { ids: [...ids, 999_999] },
    })
    expect(failed.status).toBe(400)
    expect(failed.json.errors).toEqual(['Error for ID 999999: Course not found.'])
    const deleted = await routeApi('DELETE', `${API}/courses/bulk-delete/`, {
      token,
      body: { ids },
    })
    expect(deleted.json).toEqual({ ids })
  })

  it('manages course categories', async () => {
    const { adminToken: token } = await setup()
    const created = await routeApi('POST', `${API}/course-categories/`, {
      token,
      body: { name: 'Onboarding' },
    })
    expect(created.status).toBe(201)
    const renamed = await routeApi('PUT', `${API}/course-category/${created.json.id}/`, {
      token,
      body: { name: 'First week', version: 1 },
    })
    expect(renamed.json).toMatchObject({ name: 'First week', version: 2 })
    const list = await routeApi('GET', `${API}/course-categories/`, { token })
    expect(list.json.map((c: { name: string }) => c.name)).toEqual(['First week', 'Safety'])
    const gone = await routeApi('DELETE', `${API}/course-category/${created.json.id}/`, { token })
    expect(gone.status).toBe(204)
  })
})
