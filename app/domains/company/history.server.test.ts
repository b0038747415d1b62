import { describe, expect, it } from 'vitest'
import { makeCompanyWithAdmin, makeMember, signedIn } from '#tests/factories/accounts'
import { testMeta } from '#tests/factories/request'
import { audit } from '~/platform/audit.server'
import { auditLog } from '~/platform/audit.tables'
import { db } from '~/platform/db.server'
import { eq } from 'drizzle-orm'
import { HISTORY_PAGE_SIZE } from './history'
import { historyQueryFrom } from './history.schema'
import { listHistory } from './history.server'

const query = (params: Record<string, string> = {}) => historyQueryFrom(new URLSearchParams(params))

async function record(
  companyId: number,
  userId: number | null,
  action: string,
  extra: { entityType?: string; entityId?: number; at?: string } = {},
) {
  await audit(db, testMeta(), {
    action,
    companyId,
    actorUserId: userId,
    entityType: extra.entityType,
    entityId: extra.entityId,
  })
  if (extra.at) {
    const [last] = await db
      .select({ id: auditLog.id })
      .from(auditLog)
      .orderBy(auditLog.id)
      .then((rows) => rows.slice(-1))
    await db
      .update(auditLog)
      .set({ createdAt: new Date(extra.at) })
      .where(eq(auditLog.id, last!.id))
  }
}

async function acme() {
  const { company, admin } = await makeCompanyWithAdmin()
  const staff = await makeMember(company, { firstName: 'Sam', lastName: 'Staff' })
  return {
    company,
    admin,
    staff,
    adminActor: (await signedIn(admin.user, company)).actor,
    staffActor: (await signedIn(staff.user, company)).actor,
  }
}

describe('System Action History', () => {
  it('shows profile admins everyone’s actions with labels and links; others only their own', async () => {
    const a = await acme()
    await record(a.company.id, a.admin.user.id, 'menu_link.create', {
      entityType: 'menu_link',
      entityId: 7,
    })
    await record(a.company.id, a.staff.user.id, 'todo.create', {
      entityType: 'membership',
      entityId: a.staff.membership.id,
    })
    await record(a.company.id, a.staff.user.id, 'custom.thing')

    const all = await listHistory(a.adminActor, query())
    expect(all.seesEveryone).toBe(true)
    expect(all.entries.map((entry) => [entry.who, entry.label])).toEqual([
      ['Sam Staff', 'custom.thing'],
      ['Sam Staff', 'Added a to-do'],
      ['Ada Admin', 'Added a menu link'],
    ])
    expect(all.entries[1]!.entity).toEqual({
      type: 'membership',
      id: String(a.staff.membership.id),
      href: `/account/employee/${a.staff.membership.id}`,
    })

    const own = await listHistory(a.staffActor, query())
    expect(own.seesEveryone).toBe(false)
    expect(own.entries.map((entry) => entry.action)).toEqual(['custom.thing', 'todo.create'])
    // A person filter cannot widen what a member sees.
    const widened = await listHistory(a.staffActor, query({ person: 'Ada' }))
    expect(widened.entries.every((entry) => entry.who === 'Sam Staff')).toBe(true)
  })

  it('never lists another company’s entries, nor links to another company’s staff', async () => {
    const a = await acme()
    const globex = await acme()
    await record(globex.company.id, globex.admin.user.id, 'menu_link.delete')
    await record(a.company.id, a.admin.user.id, 'profile.update', {
      entityType: 'membership',
      entityId: globex.staff.membership.id,
    })
    const page = await listHistory(a.adminActor, query())
    expect(page.entries.map((entry) => entry.action)).toEqual(['profile.update'])
    expect(page.entries[0]!.entity?.href).toBeNull()
  })

  it('filters by person, action and days in the viewer’s time zone', async () => {
    const a = await acme()
    await record(a.company.id, a.admin.user.id, 'menu_link.create', { at: '2026-03-01T10:00:00Z' })
    await record(a.company.id, a.staff.user.id, 'menu_link.create', { at: '2026-03-02T10:00:00Z' })
    await record(a.company.id, a.staff.user.id, 'todo.create', { at: '2026-03-02T23:30:00Z' })

    const bySam = await listHistory(a.adminActor, query({ person: 'sam' }))
    expect(bySam.entries.map((entry) => entry.action)).toEqual(['todo.create', 'menu_link.create'])
    const byAction = await listHistory(a.adminActor, query({ action: 'menu_link.create' }))
    expect(byAction.entries.map((entry) => entry.who)).toEqual(['Sam Staff', 'Ada Admin'])
    const march2Utc = await listHistory(
      a.adminActor,
      query({ from: '2026-03-02', to: '2026-03-02' }),
    )
    expect(march2Utc.entries.map((entry) => entry.action)).toEqual([
      'todo.create',
      'menu_link.create',
    ])
    // 23:30 UTC on 2 March is already 3 March in Berlin.
    const berlin = { ...a.adminActor, timezone: 'Europe/Berlin' }
    const march2Berlin = await listHistory(berlin, query({ from: '2026-03-02', to: '2026-03-02' }))
    expect(march2Berlin.entries.map((entry) => entry.action)).toEqual(['menu_link.create'])
    expect(march2Berlin.entries[0]!.when).toBe('2 Mar 2026, 11:00')
  })

  it('pages 25 at a time, newest first', async () => {
    const a = await acme()
    for (let n = 0; n < HISTORY_PAGE_SIZE + 3; n += 1) {
      await record(a.company.id, a.admin.user.id, 'todo.update', {
        entityType: 'todo',
        entityId: n,
      })
    }
    const first = await listHistory(a.adminActor, query({ action: 'todo.update' }))
    expect(first.entries).toHaveLength(HISTORY_PAGE_SIZE)
    expect(first.hasNext).toBe(true)
    expect(first.entries[0]!.entity?.id).toBe(String(HISTORY_PAGE_SIZE + 2))
    const second = await listHistory(a.adminActor, query({ action: 'todo.update', page: '2' }))
    expect(second.entries.map((entry) => entry.entity?.id)).toEqual(['2', '1', '0'])
    expect(second.hasNext).toBe(false)
  })

  it('ignores malformed filters instead of failing', () => {
    expect(query({ from: 'yesterday', page: '-3', person: '  ' })).toEqual({ page: 1 })
  })
})
