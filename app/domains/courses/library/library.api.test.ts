import { describe, expect, it } from 'vitest'
import { adminAndStaffSignedIn, routeApi } from '#tests/factories/api'
import { LIBRARY_COURSES } from './catalogue'

const API = '/knowledgebase/api/library'

describe('knowledgebase/api/library', () => {
  it('lists the catalogue and its categories to every member', async () => {
    const { staff } = await adminAndStaffSignedIn()
    const list = await routeApi('GET', `${API}/courses/`, { token: staff.token })
    expect(list.status).toBe(200)
    expect(list.json).toHaveLength(LIBRARY_COURSES.length)
    expect(list.json[0]).toMatchObject({
      id: 1,
      key: 'workplace-safety-basics',
      name: 'Workplace safety basics',
      category: { id: 2, key: 'safety', name: 'Safety' },
      article_count: 3,
      quiz_count: 1,
      subscribed_course_id: null,
    })
    expect(list.json[0].sections[0]).toMatchObject({
      title: 'Hazards and everyday risks',
      order: 0,
      items: [
        { kind: 'article', title: 'Spotting hazards at work' },
        { kind: 'article', title: 'Manual handling, slips and trips' },
      ],
    })

    const compliance = await routeApi('GET', `${API}/courses/?category=1`, { token: staff.token })
    expect(
      compliance.json.map((course: { category: { key: string } }) => course.category.key),
    ).toEqual(['compliance', 'compliance', 'compliance'])
    const badFilter = await routeApi('GET', `${API}/courses/?category=x`, { token: staff.token })
    expect(badFilter.status).toBe(400)

    const categories = await routeApi('GET', `${API}/categories/`, { token: staff.token })
    expect(categories.json).toEqual([
      expect.objectContaining({ id: 1, name: 'Compliance', course_count: 3 }),
      expect.objectContaining({ id: 2, name: 'Safety', course_count: 1 }),
      expect.objectContaining({ id: 3, name: 'People skills', course_count: 2 }),
    ])
  })

  it('subscribes a KB admin (201 with the course id), then answers 409 naming that copy', async () => {
    const { admin, staff } = await adminAndStaffSignedIn()
    const refused = await routeApi('POST', `${API}/courses/subscribe/`, {
      token: staff.token,
      body: {},
    })
    expect(refused.status).toBe(403)

    const invalid = await routeApi('POST', `${API}/courses/subscribe/`, {
      token: admin.token,
      body: { library_course_id: 999 },
    })
    expect(invalid.status).toBe(400)
    expect(invalid.json).toEqual({ library_course_id: ['Choose one of the library’s courses.'] })

    const created = await routeApi('POST', `${API}/courses/subscribe/`, {
      token: admin.token,
      body: { library_course_id: 2 },
    })
    expect(created.status).toBe(201)
    expect(created.json).toEqual({ id: expect.any(Number), library_course_id: 2 })

    const again = await routeApi('POST', `${API}/courses/subscribe/`, {
      token: admin.token,
      form: { library_course_id: '2' },
    })
    expect(again.status).toBe(409)
    expect(again.json).toEqual({
      detail: 'This course is already in your courses.',
      course_id: created.json.id,
    })

    const list = await routeApi('GET', `${API}/courses/`, { token: staff.token })
    const security = list.json.find((course: { id: number }) => course.id === 2)
    expect(security.subscribed_course_id).toBe(created.json.id)
  })
})
