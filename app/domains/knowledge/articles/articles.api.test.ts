import { describe, expect, it } from 'vitest'
import { adminAndStaffSignedIn, routeApi } from '#tests/factories/api'
import { makeArticle, makeCategoryRow } from '#tests/factories/knowledge-articles'

const API = '/knowledgebase/api'

async function setup() {
  const team = await adminAndStaffSignedIn()
  const category = await makeCategoryRow(team.company, 'Policies')
  return { ...team, category }
}

describe('knowledgebase/api articles', () => {
  it('creates with the seed messages on bad input, then reads, patches with a 409 guard and lists versions', async () => {
    const { admin, staff, category } = await setup()
    const bad = await routeApi('POST', `${API}/create/`, {
      token: admin.token,
      body: { title: '' },
    })
    expect(bad.status).toBe(400)
    expect(bad.json).toMatchObject({
      title: ['A title is required'],
      article_category: ['Please select a category'],
      non_field_errors: ['please add an Article Title', 'Please Add an Article Category'],
    })

    const created = await routeApi('POST', `${API}/create/`, {
      token: admin.token,
      body: { title: 'Handbook', article_category: category.id, tags: ['hr'], body: '<p>v1</p>' },
    })
    expect(created.status).toBe(201)
    expect(created.json).toMatchObject({ title: 'Handbook', status: 0, revision: 1, version: 1 })
    const id = created.json.id

    const read = await routeApi('GET', `${API}/retrieve-update-delete/${id}/`, {
      token: staff.token,
    })
    expect(read.status).toBe(200)
    expect(read.json).toMatchObject({ title: 'Handbook', tags: ['hr'] })

    const refused = await routeApi('PATCH', `${API}/retrieve-update-delete/${id}/`, {
      token: staff.token,
      body: { title: 'Mine', version: 1 },
    })
    expect(refused.status).toBe(403)

    const patched = await routeApi('PATCH', `${API}/retrieve-update-delete/${id}/`, {
      token: admin.token,
      body: { body: '<p>v2</p>', version: 1 },
    })
    expect(patched.json).toMatchObject({ title: 'Handbook', body: '<p>v2</p>', version: 2 })
    const stale = await routeApi('PATCH', `${API}/retrieve-update-delete/${id}/`, {
      token: admin.token,
      body: { title: 'Late', version: 1 },
    })
    expect(stale.status).toBe(409)

    const history = await routeApi('GET', `${API}/version-history/${id}/`, { token: admin.token })
    expect(history.json.versions.map((v: { revision: number }) => v.revision)).toEqual([2, 1])
  })

  it("answers 404 for another company's article and for ASSIGNED ONLY articles not assigned to the reader", async () => {
    const acme = await setup()
    const globex = await setup()
    const theirs = await makeArticle(globex.company, { categoryId: globex.category.id })
    const hidden = await makeArticle(acme.company, {
      categoryId: acme.category.id,
      visibility: 2,
    })
    for (const [token, id] of [
      [acme.admin.token, theirs.id],
      [acme.staff.token, hidden.id],
    ] as const) {
      const { status } = await routeApi('GET', `${API}/retrieve-update-delete/${id}/`, { token })
      expect(status).toBe(404)
    }
    for (const method of ['PATCH', 'DELETE']) {
      const { status } = await routeApi(method, `${API}/retrieve-update-delete/${theirs.id}/`, {
        token: acme.admin.token,
        body: { title: 'X', version: 1 },
      })
      expect(status).toBe(404)
    }
    const draft = await routeApi('GET', `${API}/draft-articles/${theirs.id}/`, {
      token: acme.admin.token,
    })
    expect(draft.status).toBe(404)
  })

  it('saves a draft of a published article, lists it, and publishes it', async () => {
    const { admin, category } = await setup()
    const created = await routeApi('POST', `${API}/create/`, {
      token: admin.token,
      body: { title: 'Live', article_category: category.id },
    })
    const id = created.json.id
    const content = { title: 'Live v2', article_category: category.id }
    const saved = await routeApi('PATCH', `${API}/draft-articles/${id}/`, {
      token: admin.token,
      body: { ...content, version: 1, draft_version: 0 },
    })
    expect(saved.status).toBe(200)
    expect(saved.json).toMatchObject({ article: id, version: 1 })
    const drafts = await routeApi('GET', `${API}/draft-articles/`, { token: admin.token })
    expect(drafts.json).toEqual([expect.objectContaining({ id, has_draft: true })])
    const published = await routeApi('PATCH', `${API}/draft-articles/${id}/`, {
      token: admin.token,
      body: { ...content, version: 1, draft_version: 1, publish: true },
    })
    expect(published.json).toMatchObject({ title: 'Live v2', revision: 2 })
    const newDraft = await routeApi('POST', `${API}/draft-article-create/`, {
      token: admin.token,
      body: { title: 'Idea', article_category: category.id },
    })
    expect(newDraft.json).toMatchObject({ status: 1, revision: 0 })
  })

  it('bulk-creates, bulk-updates and bulk-deletes, reporting each failing id', async () => {
    const { admin, category } = await setup()
    const created = await routeApi('POST', `${API}/api/articles/bulk-create/`, {
      token: admin.token,
      body: [
        { title: 'One', article_category: category.id },
        { title: 'Two', article_category: category.id },
      ],
    })
    expect(created.status).toBe(200)
    const ids: number[] = created.json.ids
    expect(ids).toHaveLength(2)
    const updated = await routeApi('PATCH', `${API}/articles/bulk-update/`, {
      token: admin.token,
      body: { ids, fields: { visibility: 2 } },
    })
    expect(updated.json).toEqual({ ids })
    const failed = await routeApi('POST', `${API}/articles/bulk-delete/`, {
      token: admin.token,
      body: { ids: [...ids, 2_000_000_000] },
    })
    expect(failed.status).toBe(400)
    expect(failed.json.errors).toEqual(['Error for ID 2000000000: Failed to delete the article.'])
    const deleted = await routeApi('POST', `${API}/articles/bulk-delete/`, {
      token: admin.token,
      body: { ids },
    })
    expect(deleted.json).toEqual({ ids })
  })
})
