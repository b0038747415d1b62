import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { adminAndStaffSignedIn, routeApi } from '#tests/factories/api'
import { auditEntries } from '#tests/factories/audit'
import { makeCompany } from '#tests/factories/accounts'
import { companies } from '~/domains/company/company.tables'
import { db } from '~/platform/db.server'
import { DEFAULT_ORG_CHART_SETTINGS } from './org-chart.types'
import { ORG_CHART_SETTINGS_MESSAGES } from './org-chart-settings.schema'
import { isOrgChartPublic, loadOrgChartSettings } from './org-chart-settings.server'
import { orgChartSettings } from './org.tables'

const KINDS = ['orgflow', 'horizontalorg'] as const

describe.each(KINDS)('company/api/%s/', (kind) => {
  const path = `/company/api/${kind}/`

  it('answers the defaults at version 1 to any member of a company that saved nothing', async () => {
    const { staff } = await adminAndStaffSignedIn()
    const { status, json } = await routeApi('GET', path, { token: staff.token })
    expect(status).toBe(200)
    expect(json).toEqual({ ...DEFAULT_ORG_CHART_SETTINGS, version: 1 })
  })

  it('lets an admin change a subset (JSON), keeps the rest, bumps the version and audits', async () => {
    const { company, admin, staff } = await adminAndStaffSignedIn()
    const first = await routeApi('PATCH', path, {
      token: admin.token,
      body: { outline: false, background: '#1A2B3C', version: 1 },
    })
    expect(first).toEqual({
      status: 200,
      json: { ...DEFAULT_ORG_CHART_SETTINGS, outline: false, background: '#1a2b3c', version: 2 },
    })
    const second = await routeApi('PATCH', path, {
      token: admin.token,
      body: { corner_style: 'square', held_From_above: true, version: 2 },
    })
    expect(second.json).toMatchObject({
      outline: false,
      background: '#1a2b3c',
      corner_style: 'square',
      held_From_above: true,
      version: 3,
    })
    const read = await routeApi('GET', path, { token: staff.token })
    expect(read.json).toEqual(second.json)

    const entries = await auditEntries({ action: 'org_chart_settings.update', entityId: kind })
    const mine = entries.filter((entry) => entry.companyId === company.id)
    expect(mine).toHaveLength(2)
    expect(mine[0]).toMatchObject({
      actorUserId: admin.user.id,
      outcome: 'success',
      details: {
        kind,
        from_version: 2,
        changed: { corner_style: 'square', held_From_above: true },
      },
    })
  })

  it('accepts a form-encoded body with true/false as text', async () => {
    const { admin } = await adminAndStaffSignedIn()
    const { status, json } = await routeApi('PATCH', path, {
      token: admin.token,
      form: { all_nodes_small: 'true', highlights: 'false', version: '1' },
    })
    expect(status).toBe(200)
    expect(json).toMatchObject({ all_nodes_small: true, highlights: false, version: 2 })
  })

  it('refuses a stale version with 409 and writes nothing', async () => {
    const { company, admin } = await adminAndStaffSignedIn()
    await routeApi('PATCH', path, { token: admin.token, body: { outline: false, version: 1 } })
    const stale = await routeApi('PATCH', path, {
      token: admin.token,
      body: { outline: true, version: 1 },
    })
    expect(stale).toEqual({ status: 409, json: { detail: ORG_CHART_SETTINGS_MESSAGES.stale } })
    expect((await loadOrgChartSettings(company.id, kind)).outline).toBe(false)
  })

  it('refuses bad values field by field (400) and unknown fields', async () => {
    const { admin } = await adminAndStaffSignedIn()
    const bad = await routeApi('PATCH', path, {
      token: admin.token,
      body: { background: 'red', corner_style: 'round', outline: 'maybe', version: 1 },
    })
    expect(bad).toEqual({
      status: 400,
      json: {
        background: [ORG_CHART_SETTINGS_MESSAGES.background],
        corner_style: [ORG_CHART_SETTINGS_MESSAGES.cornerStyle],
        outline: [ORG_CHART_SETTINGS_MESSAGES.boolean],
      },
    })
    const noVersion = await routeApi('PATCH', path, { token: admin.token, body: { outline: true } })
    expect(noVersion).toEqual({
      status: 400,
      json: { version: [ORG_CHART_SETTINGS_MESSAGES.version] },
    })
    const unknown = await routeApi('PATCH', path, {
      token: admin.token,
      body: { colour: '#ffffff', version: 1 },
    })
    expect(unknown.status).toBe(400)
    expect(unknown.json.non_field_errors[0]).toMatch(/colour/)
  })

  it('refuses a member who is not a company admin (403), records it, and changes nothing', async () => {
    const { company, staff } = await adminAndStaffSignedIn()
    const refused = await routeApi('PATCH', path, {
      token: staff.token,
      body: { outline: false, version: 1 },
    })
    expect(refused.status).toBe(403)
    const [entry] = await auditEntries({
      action: 'org_chart_settings.update',
      actorUserId: staff.user.id,
    })
    expect(entry).toMatchObject({ companyId: company.id, outcome: 'denied' })
    expect(await loadOrgChartSettings(company.id, kind)).toEqual(DEFAULT_ORG_CHART_SETTINGS)
  })

  it("never reads or writes another company's settings", async () => {
    const acme = await adminAndStaffSignedIn()
    const globex = await adminAndStaffSignedIn()
    await routeApi('PATCH', path, {
      token: acme.admin.token,
      body: { background: '#123456', version: 1 },
    })
    const globexPatch = await routeApi('PATCH', path, {
      token: globex.admin.token,
      body: { background: '#abcdef', all_nodes_small: true, version: 2 },
    })
    // Globex has no row: its version is 1, so Acme's version number means nothing there.
    expect(globexPatch.status).toBe(409)
    await routeApi('PATCH', path, {
      token: globex.admin.token,
      body: { background: '#abcdef', version: 1 },
    })
    expect((await loadOrgChartSettings(acme.company.id, kind)).background).toBe('#123456')
    const acmeRead = await routeApi('GET', path, { token: acme.staff.token })
    expect(acmeRead.json).toMatchObject({ background: '#123456', all_nodes_small: false })
    const globexRead = await routeApi('GET', path, { token: globex.staff.token })
    expect(globexRead.json).toMatchObject({ background: '#abcdef', version: 2 })
  })

  it('asks for credentials without a token', async () => {
    expect((await routeApi('GET', path)).status).toBe(401)
    expect((await routeApi('PATCH', path, { body: { version: 1 } })).status).toBe(401)
  })
})

describe('loadOrgChartSettings', () => {
  it('keeps the two layouts apart and falls back to the default for a bad stored value', async () => {
    const { company, admin } = await adminAndStaffSignedIn()
    await routeApi('PATCH', '/company/api/orgflow/', {
      token: admin.token,
      body: { corner_style: 'square', version: 1 },
    })
    expect(await loadOrgChartSettings(company.id, 'orgflow')).toEqual({
      ...DEFAULT_ORG_CHART_SETTINGS,
      corner_style: 'square',
    })
    expect(await loadOrgChartSettings(company.id, 'horizontalorg')).toEqual(
      DEFAULT_ORG_CHART_SETTINGS,
    )
    await db
      .update(orgChartSettings)
      .set({ settings: { corner_style: 'hexagon', outline: false, stray: 1 } })
      .where(and(eq(orgChartSettings.companyId, company.id), eq(orgChartSettings.kind, 'orgflow')))
    expect(await loadOrgChartSettings(company.id, 'orgflow')).toEqual({
      ...DEFAULT_ORG_CHART_SETTINGS,
      outline: false,
    })
  })
})

describe('isOrgChartPublic', () => {
  it('names the company only while its public chart is on', async () => {
    const company = await makeCompany('Public Chart Ltd')
    expect(await isOrgChartPublic(company.slug)).toBeNull()
    await db.update(companies).set({ publicOrgChart: true }).where(eq(companies.id, company.id))
    expect(await isOrgChartPublic(company.slug)).toEqual({
      companyId: company.id,
      companyName: 'Public Chart Ltd',
    })
    expect(await isOrgChartPublic(`${company.slug}-nope`)).toBeNull()
  })
})
