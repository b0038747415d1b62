import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { adminAndStaffSignedIn, routeApi } from '#tests/factories/api'
import { auditEntries } from '#tests/factories/audit'
import { insertArticle } from '#tests/factories/knowledge-reading'
import { articles, ARTICLE_STATUS } from '~/domains/knowledge/knowledge.tables'
import { db } from '~/platform/db.server'
import { SAMPLE_CHART } from './flowchart.constants'
import { FLOWCHART_MESSAGES } from './flowchart.schema'

const API = '/flowchart/api/flow-charts'

const moved = {
  nodes: [
    { ...SAMPLE_CHART.nodes[0]!, position: { x: 300, y: 45 } },
    ...SAMPLE_CHART.nodes.slice(1),
    {
      id: 'processNode-a1',
      type: 'processNode',
      position: { x: 240, y: 420 },
      data: { label: 'Process', color: '#00ff00' },
    },
  ],
  edges: [
    ...SAMPLE_CHART.edges,
    { id: 'e-train-process', source: 'decisionNode-train', target: 'processNode-a1' },
  ],
}

describe('flowchart/api/flow-charts', () => {
  it('creates, reads, autosaves with the version (a stale one is a 409) and deletes', async () => {
    const { admin, company } = await adminAndStaffSignedIn()
    const created = await routeApi('POST', `${API}/`, { token: admin.token, body: SAMPLE_CHART })
    expect(created.status).toBe(201)
    expect(created.json).toMatchObject({
      nodes: SAMPLE_CHART.nodes,
      edges: SAMPLE_CHART.edges,
      company: company.id,
      version: 1,
      article_id: null,
    })
    const id = created.json.id

    const saved = await routeApi('PATCH', `${API}/${id}/`, {
      token: admin.token,
      body: { ...moved, version: 1 },
    })
    expect(saved.status).toBe(200)
    expect(saved.json.version).toBe(2)
    expect(saved.json.edges.at(-1)).toEqual({
      id: 'e-train-process',
      source: 'decisionNode-train',
      target: 'processNode-a1',
      type: 'customEdge',
    })

    const stale = await routeApi('PATCH', `${API}/${id}/`, {
      token: admin.token,
      body: { ...SAMPLE_CHART, version: 1 },
    })
    expect(stale).toEqual({ status: 409, json: { detail: FLOWCHART_MESSAGES.stale } })
    const read = await routeApi('GET', `${API}/${id}/`, { token: admin.token })
    expect(read.json.nodes).toHaveLength(3 + 1)
    expect(read.json.version).toBe(2)

    expect(await auditEntries({ action: 'flow_chart.update', entityId: id })).toHaveLength(1)
    const removed = await routeApi('DELETE', `${API}/${id}/`, { token: admin.token })
    expect(removed.status).toBe(204)
    const gone = await routeApi('GET', `${API}/${id}/`, { token: admin.token })
    expect(gone).toEqual({ status: 404, json: { detail: FLOWCHART_MESSAGES.notFound } })
  })

  it('refuses bad documents: node ids not made of their type, dangling edges, unknown types', async () => {
    const { admin } = await adminAndStaffSignedIn()
    const badId = await routeApi('POST', `${API}/`, {
      token: admin.token,
      body: { nodes: [{ ...SAMPLE_CHART.nodes[0]!, id: 'node-1' }], edges: [] },
    })
    expect(badId.status).toBe(400)
    expect(badId.json.nodes).toEqual([FLOWCHART_MESSAGES.badNodeId])
    const dangling = await routeApi('POST', `${API}/`, {
      token: admin.token,
      body: { nodes: SAMPLE_CHART.nodes.slice(0, 1), edges: SAMPLE_CHART.edges },
    })
    expect(dangling).toEqual({ status: 400, json: { edges: [FLOWCHART_MESSAGES.danglingEdge] } })
    const unknownType = await routeApi('POST', `${API}/`, {
      token: admin.token,
      body: {
        nodes: [{ ...SAMPLE_CHART.nodes[0]!, id: 'diamondNode-1', type: 'diamondNode' }],
        edges: [],
      },
    })
    expect(unknownType.status).toBe(400)
    const tooLong = await routeApi('POST', `${API}/`, {
      token: admin.token,
      body: {
        nodes: [{ ...SAMPLE_CHART.nodes[0]!, data: { label: 'x'.repeat(201) } }],
        edges: [],
      },
    })
    expect(tooLong.status).toBe(400)
  })

  it('lets staff read only the charts of articles they may read, and never write (403)', async () => {
    const { admin, staff, company } = await adminAndStaffSignedIn()
    const shown = await insertArticle(company, { visibility: 1 })
    const assignedOnly = await insertArticle(company, { visibility: 2 })
    const draft = await insertArticle(company, { status: ARTICLE_STATUS.draft })
    const ids: Record<string, number> = {}
    for (const [name, article] of Object.entries({ shown, assignedOnly, draft })) {
      const chart = await routeApi('POST', `${API}/`, {
        token: admin.token,
        body: { ...SAMPLE_CHART, article_id: article.id, title: name },
      })
      ids[name] = chart.json.id
    }
    const loose = await routeApi('POST', `${API}/`, { token: admin.token, body: SAMPLE_CHART })
    // An article may also point at a chart that was made before it was saved.
    const pointing = await insertArticle(company)
    await db
      .update(articles)
      .set({ flowChartId: loose.json.id })
      .where(eq(articles.id, pointing.id))

    const readable = await routeApi('GET', `${API}/${ids.shown}/`, { token: staff.token })
    expect(readable.json.title).toBe('shown')
    expect((await routeApi('GET', `${API}/${loose.json.id}/`, { token: staff.token })).status).toBe(
      200,
    )
    for (const hidden of [ids.assignedOnly, ids.draft]) {
      const response = await routeApi('GET', `${API}/${hidden}/`, { token: staff.token })
      expect(response.status).toBe(404)
    }
    const listed = await routeApi('GET', `${API}/`, { token: staff.token })
    expect(listed.json.map((chart: { id: number }) => chart.id).sort()).toEqual(
      [ids.shown, loose.json.id].sort(),
    )
    const byArticle = await routeApi('GET', `${API}/?article=${shown.id}`, { token: admin.token })
    expect(byArticle.json.map((chart: { id: number }) => chart.id)).toEqual([ids.shown])

    for (const [method, path, body] of [
      ['POST', `${API}/`, SAMPLE_CHART],
      ['PATCH', `${API}/${ids.shown}/`, { ...SAMPLE_CHART, version: 1 }],
      ['DELETE', `${API}/${ids.shown}/`, undefined],
    ] as const) {
      const response = await routeApi(method, path, { token: staff.token, body })
      expect([method, response.status]).toEqual([method, 403])
    }

    // Deleting a chart takes it off the article that pointed at it.
    await routeApi('DELETE', `${API}/${loose.json.id}/`, { token: admin.token })
    const [after] = await db.select().from(articles).where(eq(articles.id, pointing.id))
    expect(after!.flowChartId).toBeNull()
  })

  it('answers 404 for another company’s chart and refuses another company’s article', async () => {
    const acme = await adminAndStaffSignedIn()
    const globex = await adminAndStaffSignedIn()
    const theirs = await routeApi('POST', `${API}/`, {
      token: globex.admin.token,
      body: SAMPLE_CHART,
    })
    const theirArticle = await insertArticle(globex.company)
    for (const [method, body] of [
      ['GET', undefined],
      ['PATCH', { ...SAMPLE_CHART, version: 1 }],
      ['DELETE', undefined],
    ] as const) {
      const response = await routeApi(method, `${API}/${theirs.json.id}/`, {
        token: acme.admin.token,
        body,
      })
      expect([method, response]).toEqual([
        method,
        { status: 404, json: { detail: FLOWCHART_MESSAGES.notFound } },
      ])
    }
    expect((await routeApi('GET', `${API}/`, { token: acme.admin.token })).json).toEqual([])
    const foreignArticle = await routeApi('POST', `${API}/`, {
      token: acme.admin.token,
      body: { ...SAMPLE_CHART, article_id: theirArticle.id },
    })
    expect(foreignArticle.status).toBe(400)
    const still = await routeApi('GET', `${API}/${theirs.json.id}/`, { token: globex.admin.token })
    expect(still.json.version).toBe(1)
    for (const action of ['flow_chart.read', 'flow_chart.update', 'flow_chart.delete']) {
      const refused = await auditEntries({ action, companyId: acme.company.id })
      expect(refused.map((entry) => entry.outcome)).toEqual(['denied'])
    }
  })
})
