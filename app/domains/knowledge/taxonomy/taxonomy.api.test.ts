import { describe, expect, it } from 'vitest'
import { adminAndStaffSignedIn, routeApi } from '#tests/factories/api'
import {
  fileArticle,
  makeArticleType,
  makeCategory,
  makeDefinition,
  makeDefinitionCategory,
} from '#tests/factories/knowledge-taxonomy'
import { TAXONOMY_MESSAGES } from './taxonomy.schema'

const API = '/knowledgebase/api'

describe('knowledgebase/api categories', () => {
  it('creates, lists as a nested tree, edits and deletes categories; a used one is refused', async () => {
    const { admin, staff, company } = await adminAndStaffSignedIn()
    const safety = await routeApi('POST', `${API}/category/list-create/`, {
      token: admin.token,
      body: { category: 'Safety' },
    })
    expect(safety.status).toBe(201)
    const warehouse = await routeApi('POST', `${API}/category/list-create/`, {
      token: admin.token,
      form: { category: 'Warehouse', parent: String(safety.json.id) },
    })
    await routeApi('POST', `${API}/category/list-create/`, {
      token: admin.token,
      body: { category: 'Onboarding', parent: '' },
    })

    const listed = await routeApi('GET', `${API}/category/list-create/`, { token: staff.token })
    expect(listed.json).toEqual([
      expect.objectContaining({ category: 'Onboarding', parent: null, subcategories: [] }),
      {
        id: safety.json.id,
        category: 'Safety',
        parent: null,
        is_subsection: false,
        version: 1,
        subcategories: [
          {
            id: warehouse.json.id,
            category: 'Warehouse',
            parent: safety.json.id,
            is_subsection: true,
            version: 1,
            subcategories: [],
          },
        ],
      },
    ])

    const renamed = await routeApi('PATCH', `${API}/category/list-edit/${warehouse.json.id}/`, {
      token: admin.token,
      body: { category: 'Warehouses', version: 1 },
    })
    expect(renamed.json).toMatchObject({ category: 'Warehouses', version: 2 })
    const one = await routeApi('GET', `${API}/category/list-edit/${warehouse.json.id}/`, {
      token: staff.token,
    })
    expect(one.json).toMatchObject({ category: 'Warehouses' })

    await fileArticle(company, warehouse.json.id)
    const refused = await routeApi('DELETE', `${API}/category/list-edit/${safety.json.id}/`, {
      token: admin.token,
    })
    expect(refused).toEqual({ status: 409, json: { detail: TAXONOMY_MESSAGES.categoryInUse } })
  })

  it('refuses writes by staff (403) and answers 404 for another company’s ids', async () => {
    const acme = await adminAndStaffSignedIn()
    const globex = await adminAndStaffSignedIn()
    const theirs = await makeCategory(globex.company, 'Theirs')
    const theirType = await makeArticleType(globex.company, 'Theirs')
    const theirDefinition = await makeDefinition(globex.company, 'GLX', 'Globex term')
    const theirGroup = await makeDefinitionCategory(globex.company, 'Theirs')

    const forbidden = await routeApi('POST', `${API}/article-types/`, {
      token: acme.staff.token,
      body: { type: 'Policy', color: '#e53935' },
    })
    expect(forbidden.status).toBe(403)
    for (const [method, path, body] of [
      ['GET', `category/list-edit/${theirs.id}/`, undefined],
      ['PATCH', `category/list-edit/${theirs.id}/`, { category: 'X', version: 1 }],
      ['DELETE', `category/list-edit/${theirs.id}/`, undefined],
      ['PATCH', `article-types/${theirType.id}/`, { type: 'X', version: 1 }],
      ['DELETE', `article-types/${theirType.id}/`, undefined],
      ['PATCH', `definitions-detail/${theirDefinition.id}/`, { term: 'X', version: 1 }],
      ['DELETE', `definitions-detail/${theirDefinition.id}/`, undefined],
      ['GET', `definition-category/${theirGroup.id}/`, undefined],
      ['PATCH', `definition-category/${theirGroup.id}/`, { name: 'X', version: 1 }],
      ['DELETE', `definition-category/${theirGroup.id}/`, undefined],
    ] as const) {
      const response = await routeApi(method, `${API}/${path}`, { token: acme.admin.token, body })
      expect([method, path, response.status]).toEqual([method, path, 404])
    }
    const theirList = await routeApi('GET', `${API}/definitions-create/`, {
      token: globex.staff.token,
    })
    expect(theirList.json.map((row: { term: string }) => row.term)).toEqual(['GLX'])
  })
})

describe('knowledgebase/api article types and definitions', () => {
  it("validates types with 'This field is required' and lists them alphabetically", async () => {
    const { admin, staff } = await adminAndStaffSignedIn()
    const invalid = await routeApi('POST', `${API}/article-types/`, {
      token: admin.token,
      body: { type: '', color: '' },
    })
    expect(invalid).toEqual({
      status: 400,
      json: { type: ['This field is required'], color: ['This field is required'] },
    })
    await routeApi('POST', `${API}/article-types/`, {
      token: admin.token,
      body: { type: 'Policy', color: '#E53935', is_default: true },
    })
    await routeApi('POST', `${API}/article-types/`, {
      token: admin.token,
      body: { type: 'How-to', color: '#1e88e5', description: 'Steps' },
    })
    const listed = await routeApi('GET', `${API}/article-types/`, { token: staff.token })
    expect(listed.json).toEqual([
      expect.objectContaining({ type: 'How-to', color: '#1e88e5', description: 'Steps' }),
      expect.objectContaining({ type: 'Policy', color: '#e53935', is_default: true }),
    ])
  })

  it('bulk-creates definitions all or nothing, naming the bad entry', async () => {
    const { admin, staff } = await adminAndStaffSignedIn()
    const group = await routeApi('POST', `${API}/definition-category/`, {
      token: admin.token,
      body: { name: 'Support' },
    })
    const refused = await routeApi('POST', `${API}/definitions/bulk-create/`, {
      token: admin.token,
      body: [
        { term: 'SLA', definition: 'Service level agreement' },
        { term: 'sla', definition: 'Twice' },
      ],
    })
    expect(refused).toEqual({ status: 400, json: { '1.term': [TAXONOMY_MESSAGES.duplicateTerm] } })

    const created = await routeApi('POST', `${API}/definitions/bulk-create/`, {
      token: admin.token,
      body: {
        definitions: [
          { term: 'SLA', definition: 'Service level agreement', category: group.json.id },
          { term: 'KPI', definition: '<p>Key performance indicator</p>' },
        ],
      },
    })
    expect(created.status).toBe(201)
    const listed = await routeApi('GET', `${API}/definitions-create/?category=${group.json.id}`, {
      token: staff.token,
    })
    expect(listed.json).toEqual([
      {
        id: created.json[0].id,
        term: 'SLA',
        definition: 'Service level agreement',
        category: group.json.id,
        category_name: 'Support',
        version: 1,
      },
    ])
    const forbidden = await routeApi('POST', `${API}/definitions-create/`, {
      token: staff.token,
      form: { term: 'PTO', definition: 'Paid time off' },
    })
    expect(forbidden.status).toBe(403)
  })
})
