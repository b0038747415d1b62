import { describe, expect, it } from 'vitest'
import { adminAndStaffSignedIn, routeApi } from '#tests/factories/api'
import { testMeta } from '#tests/factories/request'
import { insertArticle, insertCategory } from '#tests/factories/knowledge-reading'
import { deactivateStaff } from '../people/staff.server'
import { ARTICLE_VISIBILITY } from '../knowledge/knowledge.tables'

const SUGGESTED = '/ai-search/api/suggested-articles/'

function suggested(token: string | undefined, params: Record<string, string>) {
  return routeApi('GET', `${SUGGESTED}?${new URLSearchParams(params)}`, { token })
}

describe('GET ai-search/api/suggested-articles/', () => {
  it('answers {articles: [{id, title, similarity_score}], query, total_found}, best first, above the threshold', async () => {
    const { company, staff } = await adminAndStaffSignedIn()
    const exact = await insertArticle(company, { title: 'Parental leave' })
    const mention = await insertArticle(company, {
      title: 'Holidays',
      body: '<p>See parental leave.</p>',
    })
    await insertArticle(company, { title: 'Unrelated' })

    const found = await suggested(staff.token, { query: 'parental leave' })
    expect(found.status).toBe(200)
    expect(found.json).toEqual({
      articles: [
        { id: exact.id, title: 'Parental leave', similarity_score: 1 },
        { id: mention.id, title: 'Holidays', similarity_score: expect.any(Number) },
      ],
      query: 'parental leave',
      total_found: 2,
    })
    const strict = await suggested(staff.token, {
      query: 'parental leave',
      similarity_threshold: '0.65',
      limit: '1',
    })
    expect(strict.json.articles.map((a: { id: number }) => a.id)).toEqual([exact.id])
  })

  it('answers an empty list for an empty query and 400 for a bad limit, threshold or an over-long query', async () => {
    const { staff } = await adminAndStaffSignedIn()
    const empty = await suggested(staff.token, { query: '  ' })
    expect(empty).toEqual({ status: 200, json: { articles: [], query: '', total_found: 0 } })
    const missing = await routeApi('GET', SUGGESTED, { token: staff.token })
    expect(missing.json).toEqual({ articles: [], query: '', total_found: 0 })
    for (const [params, field] of [
      [{ query: 'x', limit: '51' }, 'limit'],
      [{ query: 'x', limit: '0' }, 'limit'],
      [{ query: 'x', limit: 'ten' }, 'limit'],
      [{ query: 'x', similarity_threshold: '1.5' }, 'similarity_threshold'],
      [{ query: 'x'.repeat(201) }, 'query'],
    ] as const) {
      const refused = await suggested(staff.token, params)
      expect(refused.status, JSON.stringify(params)).toBe(400)
      expect(refused.json).toHaveProperty(field)
    }
  })

  it('answers 401 without a token and once the person is deactivated', async () => {
    const { company, admin, staff } = await adminAndStaffSignedIn()
    await insertArticle(company, { title: 'Fire drill' })
    expect((await suggested(undefined, { query: 'fire' })).status).toBe(401)
    expect((await suggested(staff.token, { query: 'fire' })).json.total_found).toBe(1)
    await deactivateStaff(admin.actor, staff.membership.id, testMeta())
    expect((await suggested(staff.token, { query: 'fire' })).status).toBe(401)
  })

  it("never suggests another company's articles or ASSIGNED ONLY articles to someone not assigned", async () => {
    const acme = await adminAndStaffSignedIn()
    const globex = await adminAndStaffSignedIn()
    await insertArticle(globex.company, { title: 'Quarterly bonus' })
    await insertArticle(acme.company, {
      title: 'Quarterly bonus (managers)',
      visibility: ARTICLE_VISIBILITY.assignedOnly,
      assign: { membershipIds: [acme.admin.membership.id] },
    })
    const found = await suggested(acme.staff.token, { query: 'quarterly bonus' })
    expect(found.json).toEqual({ articles: [], query: 'quarterly bonus', total_found: 0 })
  })

  it('finds a new article at once and an edited one by its new words, misspelt too, through the articles API', async () => {
    const { company, admin, staff } = await adminAndStaffSignedIn()
    const category = await insertCategory(company)
    const created = await routeApi('POST', '/knowledgebase/api/create/', {
      token: admin.token,
      body: {
        title: 'Badge access',
        article_category: category.id,
        tags: ['security'],
        body: '<p>Lost badges go to reception.</p>',
      },
    })
    expect(created.status).toBe(201)
    const ids = async (query: string) =>
      (await suggested(staff.token, { query })).json.articles.map((a: { id: number }) => a.id)
    expect(await ids('badge access')).toEqual([created.json.id])
    expect(await ids('reception')).toEqual([created.json.id])
    // Misspelt, a title word is found at once too (the title words are kept in the same save).
    expect(await ids('acess')).toEqual([created.json.id])

    const patched = await routeApi(
      'PATCH',
      `/knowledgebase/api/retrieve-update-delete/${created.json.id}/`,
      {
        token: admin.token,
        body: {
          title: 'Visitor passes',
          body: '<p>Visitors sign in at the gatehouse.</p>',
          version: 1,
        },
      },
    )
    expect(patched.status).toBe(200)
    expect(await ids('gatehouse')).toEqual([created.json.id])
    expect(await ids('reception')).toEqual([])
    expect(await ids('visitor passes')).toEqual([created.json.id])
    expect(await ids('visiter')).toEqual([created.json.id])
    expect(await ids('acess')).toEqual([])
  })
})
