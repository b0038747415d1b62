import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { makeCompanyWithAdmin, makeMember, signedIn } from '#tests/factories/accounts'
import { auditEntries } from '#tests/factories/audit'
import { adminSubject, staffSubject, type PolicySubject } from '#tests/factories/policy'
import { testMeta } from '#tests/factories/request'
import { db } from '~/platform/db.server'
import { ROLE_FLAGS } from '~/platform/actor'
import {
  ACTIVE_APPS_ACTIONS,
  ACTIVE_APPS_MESSAGES,
  ActiveAppsSchema,
  can,
  type ActiveAppsAction,
} from './active-apps'
import { listActiveApps, setActiveApps } from './active-apps.server'
import { companies, DEFAULT_ACTIVE_APPS } from './company.tables'

const NOT_ADMIN_FLAGS = ROLE_FLAGS.filter((flag) => flag !== 'user_is_admin')
const ALL = { 'activeApps.read': true, 'activeApps.update': true }
const READ_ONLY = { 'activeApps.read': true, 'activeApps.update': false }

const MATRIX: Array<[string, PolicySubject, Record<ActiveAppsAction, boolean>]> = [
  ['admin user type, no flags', adminSubject(), ALL],
  ['staff with user_is_admin', staffSubject('user_is_admin'), ALL],
  ['staff without flags', staffSubject(), READ_ONLY],
  ...NOT_ADMIN_FLAGS.map((flag): [string, PolicySubject, Record<ActiveAppsAction, boolean>] => [
    `staff with only ${flag}`,
    staffSubject(flag),
    READ_ONLY,
  ]),
]

describe('active apps policy', () => {
  const cases = MATRIX.flatMap(([who, subject, allowed]) =>
    ACTIVE_APPS_ACTIONS.map((action) => ({ who, subject, action, expected: allowed[action] })),
  )
  it.each(cases)('$who: $action → $expected', ({ subject, action, expected }) => {
    expect(can(subject, action)).toBe(expected)
  })
})

async function companyApps(companyId: number) {
  const [row] = await db.select().from(companies).where(eq(companies.id, companyId))
  return row!.activeApps
}

describe('active apps service', () => {
  it('lists the six default apps as active for a new company, with their names', async () => {
    const { company, admin } = await makeCompanyWithAdmin()
    const { actor } = await signedIn(admin.user, company)
    const apps = await listActiveApps(actor)
    expect(apps.map((app) => app.id)).toEqual([...DEFAULT_ACTIVE_APPS])
    expect(apps.every((app) => app.active)).toBe(true)
    expect(apps[0]).toEqual({ id: 'knowledge_base', app_name: 'Knowledge Base', active: true })
  })

  it('lets an admin switch apps off, stores them in catalogue order and audits the change', async () => {
    const { company, admin } = await makeCompanyWithAdmin()
    const { actor } = await signedIn(admin.user, company)
    const apps = await setActiveApps(
      actor,
      { active_apps: ['statistics', 'knowledge_base'] },
      testMeta(),
    )
    expect(apps.filter((app) => app.active).map((app) => app.id)).toEqual([
      'knowledge_base',
      'statistics',
    ])
    expect(await companyApps(company.id)).toEqual(['knowledge_base', 'statistics'])
    const [entry] = await auditEntries({
      companyId: company.id,
      action: 'company.active_apps_update',
    })
    expect(entry).toMatchObject({
      outcome: 'success',
      actorUserId: admin.user.id,
      details: { from: [...DEFAULT_ACTIVE_APPS], to: ['knowledge_base', 'statistics'] },
    })
  })

  it('refuses to turn off the last app with the spec message, changing nothing', async () => {
    const { company, admin } = await makeCompanyWithAdmin()
    const { actor } = await signedIn(admin.user, company)
    await setActiveApps(actor, { active_apps: ['checklist'] }, testMeta())
    await expect(setActiveApps(actor, { active_apps: [] }, testMeta())).rejects.toMatchObject({
      code: 'VALIDATION',
      fieldErrors: { active_apps: ['At Lease One Feature Must Stay Active'] },
    })
    expect(await companyApps(company.id)).toEqual(['checklist'])
  })

  it('refuses a member who is not an admin (403, audited as denied)', async () => {
    const { company } = await makeCompanyWithAdmin()
    const staff = await makeMember(company, { roles: [...NOT_ADMIN_FLAGS] })
    const { actor } = await signedIn(staff.user, company)
    await expect(
      setActiveApps(actor, { active_apps: ['checklist'] }, testMeta()),
    ).rejects.toMatchObject({ code: 'FORBIDDEN', message: ACTIVE_APPS_MESSAGES.adminsOnly })
    expect(await companyApps(company.id)).toEqual([...DEFAULT_ACTIVE_APPS])
    expect(
      await auditEntries({ companyId: company.id, action: 'company.active_apps_update' }),
    ).toEqual([expect.objectContaining({ outcome: 'denied', actorUserId: staff.user.id })])
  })
})

describe('active apps schema', () => {
  it('reads a form with no box ticked as an empty list, and refuses unknown apps', () => {
    expect(ActiveAppsSchema.parse({})).toEqual({ active_apps: [] })
    const unknown = ActiveAppsSchema.safeParse({ active_apps: ['checklist', 'chat'] })
    expect(unknown.success).toBe(false)
    expect(unknown.error?.issues[0]?.message).toBe(ACTIVE_APPS_MESSAGES.unknownApp)
  })
})
