import { describe, expect, it } from 'vitest'
import { adminAndStaffSignedIn } from '#tests/factories/api'
import { auditEntries } from '#tests/factories/audit'
import { testMeta } from '#tests/factories/request'
import { DEFAULT_ORG_CHART_SETTINGS } from './org-chart.types'
import {
  ORG_CHART_SETTINGS_MESSAGES,
  type OrgChartSettingsPageInput,
} from './org-chart-settings.schema'
import {
  isOrgChartPublic,
  loadOrgChartSettings,
  loadOrgChartSettingsPage,
  saveOrgChartSettingsPage,
  updateOrgChartSettings,
} from './org-chart-settings.server'

/** What the page posts when nothing was touched: every value as shown, at version 1. */
function untouched(overrides: Partial<OrgChartSettingsPageInput> = {}): OrgChartSettingsPageInput {
  return {
    orgflow: { ...DEFAULT_ORG_CHART_SETTINGS, version: 1 },
    horizontalorg: { ...DEFAULT_ORG_CHART_SETTINGS, version: 1 },
    public_org_chart: false,
    public_org_chart_was: false,
    ...overrides,
  }
}

describe('saveOrgChartSettingsPage', () => {
  it('writes only the layout that changed, turns the public chart on, and audits both', async () => {
    const { company, admin } = await adminAndStaffSignedIn()
    await saveOrgChartSettingsPage(
      admin.actor,
      untouched({
        horizontalorg: { ...DEFAULT_ORG_CHART_SETTINGS, outline: false, version: 1 },
        public_org_chart: true,
      }),
      testMeta(),
    )
    const page = await loadOrgChartSettingsPage(admin.actor)
    expect(page.orgflow.version).toBe(1)
    expect(page.horizontalorg).toEqual({
      ...DEFAULT_ORG_CHART_SETTINGS,
      outline: false,
      version: 2,
    })
    expect(page.publicOrgChart).toBe(true)
    expect(await isOrgChartPublic(company.slug)).toMatchObject({ companyId: company.id })
    const [on] = await auditEntries({ action: 'org_chart.public_on', companyId: company.id })
    expect(on).toMatchObject({ actorUserId: admin.user.id, entityType: 'company' })
    const updates = await auditEntries({
      action: 'org_chart_settings.update',
      companyId: company.id,
    })
    expect(updates.map((entry) => entry.entityId)).toEqual(['horizontalorg'])
  })

  it('never silently flips the switch back: a switch from a state changed since is a 409', async () => {
    const { company, admin } = await adminAndStaffSignedIn()
    // The form was loaded while the chart was public; another admin has since made it private.
    const loadedWhilePublic = { public_org_chart_was: true }

    // Leaving the switch as shown is no change: the chart stays private, the layout is saved.
    await saveOrgChartSettingsPage(
      admin.actor,
      untouched({
        ...loadedWhilePublic,
        public_org_chart: true,
        orgflow: { ...DEFAULT_ORG_CHART_SETTINGS, corner_style: 'square', version: 1 },
      }),
      testMeta(),
    )
    expect(await isOrgChartPublic(company.slug)).toBeNull()
    expect((await loadOrgChartSettings(company.id, 'orgflow')).corner_style).toBe('square')

    // Switching it (off, from the "on" it showed) is refused, and nothing else in the form is written.
    await expect(
      saveOrgChartSettingsPage(
        admin.actor,
        untouched({
          ...loadedWhilePublic,
          public_org_chart: false,
          orgflow: { ...DEFAULT_ORG_CHART_SETTINGS, corner_style: 'rounded', version: 2 },
        }),
        testMeta(),
      ),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: ORG_CHART_SETTINGS_MESSAGES.stale })
    expect((await loadOrgChartSettings(company.id, 'orgflow')).corner_style).toBe('square')
    expect(await auditEntries({ action: 'org_chart.public_off', companyId: company.id })).toEqual(
      [],
    )
  })

  it('refuses a stale layout even when the form changed nothing in it', async () => {
    const { company, admin } = await adminAndStaffSignedIn()
    await updateOrgChartSettings(
      admin.actor,
      'orgflow',
      { background: '#000000', version: 1 },
      testMeta(),
    )
    await expect(
      saveOrgChartSettingsPage(admin.actor, untouched({ public_org_chart: true }), testMeta()),
    ).rejects.toMatchObject({ code: 'CONFLICT' })
    expect((await loadOrgChartSettings(company.id, 'orgflow')).background).toBe('#000000')
    expect(await isOrgChartPublic(company.slug)).toBeNull()
  })

  it('refuses anyone but a company admin, and records it', async () => {
    const { company, staff } = await adminAndStaffSignedIn()
    await expect(
      saveOrgChartSettingsPage(staff.actor, untouched({ public_org_chart: true }), testMeta()),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' })
    const [entry] = await auditEntries({
      action: 'org_chart_settings.update',
      actorUserId: staff.user.id,
    })
    expect(entry).toMatchObject({ companyId: company.id, outcome: 'denied' })
    expect(await isOrgChartPublic(company.slug)).toBeNull()
  })
})
