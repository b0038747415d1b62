import { describe, expect, it } from 'vitest'
import { adminAndStaffSignedIn, routeApi } from '#tests/factories/api'
import { auditEntries } from '#tests/factories/audit'
import { insertArticle } from '#tests/factories/knowledge-reading'

const API = '/knowledgebase/api/search-synonyms'
const SUGGESTED = '/ai-search/api/suggested-articles/'

const titlesFound = async (token: string, query: string) =>
  (
    await routeApi('GET', `${SUGGESTED}?${new URLSearchParams({ query })}`, { token })
  ).json.articles.map((article: { title: string }) => article.title)

describe('knowledgebase/api/search-synonyms', () => {
  it('lets a KB admin define groups that searches expand through, audited', async () => {
    const { company, admin, staff } = await adminAndStaffSignedIn()
    await insertArticle(company, { title: 'PTO policy' })
    expect(await titlesFound(staff.token, 'vacation')).toEqual([])

    const created = await routeApi('POST', `${API}/`, {
      token: admin.token,
      body: { terms: ['PTO', ' Vacation ', 'Time-off', 'pto'] },
    })
    expect(created.status).toBe(201)
    expect(created.json).toEqual({
      id: expect.any(Number),
      terms: ['pto', 'vacation', 'time off'],
      version: 1,
    })
    expect(await titlesFound(staff.token, 'vacation')).toEqual(['PTO policy'])
    expect(await titlesFound(staff.token, 'time off')).toEqual(['PTO policy'])

    const list = await routeApi('GET', `${API}/`, { token: staff.token })
    expect(list.json).toEqual([created.json])
    const edited = await routeApi('PATCH', `${API}/${created.json.id}/`, {
      token: admin.token,
      body: { terms: 'pto, holiday', version: 1 },
    })
    expect(edited.json).toEqual({ id: created.json.id, terms: ['pto', 'holiday'], version: 2 })
    expect(await titlesFound(staff.token, 'vacation')).toEqual([])
    const stale = await routeApi('PATCH', `${API}/${created.json.id}/`, {
      token: admin.token,
      body: { terms: 'pto, leave', version: 1 },
    })
    expect(stale.status).toBe(409)

    const deleted = await routeApi('DELETE', `${API}/${created.json.id}/`, { token: admin.token })
    expect(deleted.status).toBe(204)
    expect(await titlesFound(staff.token, 'holiday')).toEqual([])
    for (const action of ['create', 'update', 'delete']) {
      const entries = await auditEntries({
        action: `search_synonym_group.${action}`,
        companyId: company.id,
      })
      expect(entries, action).toHaveLength(1)
    }
  })

  it('refuses employees without the KB admin flag and bad groups, changing nothing', async () => {
    const { admin, staff } = await adminAndStaffSignedIn()
    const refused = await routeApi('POST', `${API}/`, {
      token: staff.token,
      body: { terms: ['pto', 'vacation'] },
    })
    expect(refused.status).toBe(403)
    for (const [terms, message] of [
      [['pto'], 'Give at least two different words or phrases.'],
      [['pto', 'PTO'], 'Give at least two different words or phrases.'],
      [
        ['pto', 'paid time off work'],
        'Each word or phrase may have at most 3 words and 60 characters.',
      ],
      [Array.from({ length: 21 }, (_, i) => `word${i}`), 'Give at most 20 words or phrases.'],
    ] as const) {
      const invalid = await routeApi('POST', `${API}/`, { token: admin.token, body: { terms } })
      expect(invalid.status, JSON.stringify(terms)).toBe(400)
      expect(invalid.json.terms).toEqual([message])
    }
    expect((await routeApi('GET', `${API}/`, { token: admin.token })).json).toEqual([])
  })

  it('keeps each company’s synonyms to itself: another company’s never apply, its ids are 404', async () => {
    const acme = await adminAndStaffSignedIn()
    const globex = await adminAndStaffSignedIn()
    await insertArticle(acme.company, { title: 'PTO policy' })
    await insertArticle(globex.company, { title: 'PTO policy' })
    const theirs = await routeApi('POST', `${API}/`, {
      token: globex.admin.token,
      body: { terms: ['pto', 'vacation'] },
    })
    expect(await titlesFound(acme.staff.token, 'vacation')).toEqual([])
    expect(await titlesFound(globex.staff.token, 'vacation')).toEqual(['PTO policy'])
    expect((await routeApi('GET', `${API}/`, { token: acme.admin.token })).json).toEqual([])
    const id = theirs.json.id
    const patched = await routeApi('PATCH', `${API}/${id}/`, {
      token: acme.admin.token,
      body: { terms: ['pto', 'leave'], version: 1 },
    })
    expect(patched.status).toBe(404)
    expect((await routeApi('DELETE', `${API}/${id}/`, { token: acme.admin.token })).status).toBe(
      404,
    )
    expect((await routeApi('GET', `${API}/`, { token: globex.admin.token })).json).toEqual([
      theirs.json,
    ])
  })
})
