import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { makeCompanyWithAdmin, makeMember } from '#tests/factories/accounts'
import { auditEntries } from '#tests/factories/audit'
import { browserCookie } from '#tests/factories/browser-session'
import { db } from '~/platform/db.server'
import { action, loader } from '~/routes/_app+/statistics.statsheet'
import { stats, statValues } from '../statistics.tables'

/*
 * The statsheet posted as a browser without JavaScript posts it: every cell with what it held
 * (`was`) and that value's version.
 */

type Member = Awaited<ReturnType<typeof makeMember>>

async function team() {
  const { company, admin } = await makeCompanyWithAdmin()
  const owner = await makeMember(company, { firstName: 'Olga' })
  const other = await makeMember(company, { firstName: 'Otto' })
  return { company, admin, owner, other }
}

async function weeklyStat(owner: Member, name: string) {
  const [stat] = await db
    .insert(stats)
    .values({
      companyId: owner.membership.companyId,
      name,
      periodType: 'WEEKLY',
      ownerMembershipId: owner.membership.id,
    })
    .returning()
  return stat!
}

type Cell = { stat: number; start: string; value: string; was?: string; version?: number }

async function post(member: Member, cells: Cell[], extra: Record<string, string> = {}) {
  const body = new URLSearchParams(extra)
  cells.forEach((cell, index) => {
    body.set(`cells[${index}].stat`, String(cell.stat))
    body.set(`cells[${index}].start`, cell.start)
    body.set(`cells[${index}].value`, cell.value)
    body.set(`cells[${index}].was`, cell.was ?? '')
    body.set(`cells[${index}].version`, String(cell.version ?? 0))
  })
  const response = (await action({
    request: new Request('http://localhost/statistics/statsheet', {
      method: 'POST',
      headers: {
        cookie: await browserCookie(member),
        'content-type': 'application/x-www-form-urlencoded',
      },
      body,
    }),
    params: {},
    context: {},
  })) as Response
  const reply = response.headers.get('content-type')?.includes('json')
    ? await response.json()
    : undefined
  return { status: response.status, reply }
}

async function saved(statId: number) {
  return db
    .select({ start: statValues.periodStart, value: statValues.value, version: statValues.version })
    .from(statValues)
    .where(eq(statValues.statId, statId))
    .orderBy(statValues.periodStart)
}

describe('the statsheet without JavaScript', () => {
  it('lists the person’s own stats with their latest periods and saved values', async () => {
    const { owner, other } = await team()
    const calls = await weeklyStat(owner, 'Calls made')
    await weeklyStat(other, 'Not mine')
    await post(owner, [{ stat: calls.id, start: '2026-03-02', value: '14' }])
    const response = (await loader({
      request: new Request('http://localhost/statistics/statsheet?end=2026-03-10', {
        headers: { cookie: await browserCookie(owner) },
      }),
      params: {},
      context: {},
    })) as Response
    const page = await response.json()
    expect(page.groups).toEqual([
      {
        periodType: 'WEEKLY',
        periods: [
          { start: '2026-02-16', end: '2026-02-22' },
          { start: '2026-02-23', end: '2026-03-01' },
          { start: '2026-03-02', end: '2026-03-08' },
          { start: '2026-03-09', end: '2026-03-15' },
        ],
        stats: [
          {
            id: calls.id,
            name: 'Calls made',
            values: { '2026-03-02': { value: '14', version: 1 } },
          },
        ],
      },
    ])
    expect(page.earlier).toBe('2026-02-15')
  })

  it('saves the week’s numbers of several stats in one post, audited', async () => {
    const { owner } = await team()
    const calls = await weeklyStat(owner, 'Calls made')
    const visits = await weeklyStat(owner, 'Visits')
    const answer = await post(owner, [
      { stat: calls.id, start: '2026-03-02', value: '14' },
      { stat: visits.id, start: '2026-03-02', value: '3.5' },
      { stat: visits.id, start: '2026-03-09', value: '' },
    ])
    expect(answer.status).toBe(302)
    expect(await saved(calls.id)).toEqual([{ start: '2026-03-02', value: '14', version: 1 }])
    expect(await saved(visits.id)).toEqual([{ start: '2026-03-02', value: '3.5', version: 1 }])
    const audit = await auditEntries({ action: 'statValue.create', actorUserId: owner.user.id })
    expect(audit).toHaveLength(2)
  })

  it('answers 409 for a number changed meanwhile, saves nothing, and shows both numbers', async () => {
    const { owner, admin } = await team()
    const calls = await weeklyStat(owner, 'Calls made')
    const visits = await weeklyStat(owner, 'Visits')
    await post(owner, [{ stat: calls.id, start: '2026-03-02', value: '14' }])
    // A stat admin corrects the number while the owner's sheet still shows 14 at version 1.
    await post(admin, [{ stat: calls.id, start: '2026-03-02', value: '15', was: '14', version: 1 }])

    const stale = await post(owner, [
      { stat: visits.id, start: '2026-03-02', value: '8' },
      { stat: calls.id, start: '2026-03-02', value: '16', was: '14', version: 1 },
    ])
    expect(stale.status).toBe(409)
    expect(stale.reply.conflict).toBe(true)
    expect(stale.reply.error).toEqual({
      'cells[1].value': ['Changed by someone else since you opened the statsheet.'],
    })
    expect(stale.reply.current[1]).toEqual({ value: '15', version: 2 })
    expect(stale.reply.initialValue.cells[1].value).toBe('16')
    expect(await saved(visits.id)).toEqual([])
    expect(await saved(calls.id)).toEqual([{ start: '2026-03-02', value: '15', version: 2 }])

    // Saving again from what is saved now replaces it with what was typed.
    const again = await post(owner, [
      { stat: visits.id, start: '2026-03-02', value: '8' },
      { stat: calls.id, start: '2026-03-02', value: '16', was: '15', version: 2 },
    ])
    expect(again.status).toBe(302)
    expect(await saved(calls.id)).toEqual([{ start: '2026-03-02', value: '16', version: 3 }])
  })

  it('takes a stale cell that already holds the typed number as saved (an autosave just before)', async () => {
    const { owner } = await team()
    const calls = await weeklyStat(owner, 'Calls made')
    await post(owner, [{ stat: calls.id, start: '2026-03-02', value: '14' }], { autosave: '1' })
    const sheet = await post(owner, [{ stat: calls.id, start: '2026-03-02', value: '14.0' }])
    expect(sheet.status).toBe(302)
    expect(await saved(calls.id)).toEqual([{ start: '2026-03-02', value: '14', version: 1 }])
  })

  it('clears an emptied number at its version', async () => {
    const { owner } = await team()
    const calls = await weeklyStat(owner, 'Calls made')
    await post(owner, [{ stat: calls.id, start: '2026-03-02', value: '14' }])
    const answer = await post(owner, [
      { stat: calls.id, start: '2026-03-02', value: '', was: '14', version: 1 },
    ])
    expect(answer.status).toBe(302)
    expect(await saved(calls.id)).toEqual([])
  })

  it('refuses a number that is not one, or a day that starts no period, next to the cell', async () => {
    const { owner } = await team()
    const calls = await weeklyStat(owner, 'Calls made')
    const answer = await post(owner, [
      { stat: calls.id, start: '2026-03-02', value: '12,5' },
      { stat: calls.id, start: '2026-03-09', value: '4' },
    ])
    expect(answer.status).toBe(400)
    expect(answer.reply.error['cells[0].value']).toEqual(['Enter a number, such as 1250 or 3.5'])
    const wrongDay = await post(owner, [{ stat: calls.id, start: '2026-03-03', value: '4' }])
    expect(wrongDay.status).toBe(400)
    expect(wrongDay.reply.error['cells[0].value']).toEqual([
      'This day does not start one of the stat’s periods.',
    ])
    expect(await saved(calls.id)).toEqual([])
  })

  it('lets only the owner and stat admins enter a stat’s numbers; another company’s is missing', async () => {
    const { company, owner, other } = await team()
    const calls = await weeklyStat(owner, 'Calls made')
    const refused = await post(other, [{ stat: calls.id, start: '2026-03-02', value: '1' }])
    expect(refused.status).toBe(403)
    const stranger = await makeCompanyWithAdmin()
    const missing = await post(stranger.admin, [
      { stat: calls.id, start: '2026-03-02', value: '1' },
    ])
    expect(missing.status).toBe(404)
    expect(await saved(calls.id)).toEqual([])
    const denied = await auditEntries({ action: 'statValue.enter', entityId: calls.id })
    expect(denied.map((entry) => entry.companyId)).toEqual([stranger.company.id, company.id])
  })

  it('autosaves one cell and answers its new version', async () => {
    const { owner } = await team()
    const calls = await weeklyStat(owner, 'Calls made')
    const first = await post(owner, [{ stat: calls.id, start: '2026-03-02', value: '7' }], {
      autosave: '1',
    })
    expect(first.status).toBe(200)
    expect(first.reply.carried).toEqual([
      { index: 0, stat: calls.id, start: '2026-03-02', value: '7', version: 1 },
    ])
    const rows = await db
      .select()
      .from(statValues)
      .where(and(eq(statValues.statId, calls.id), eq(statValues.periodStart, '2026-03-02')))
    expect(rows[0]?.periodEnd).toBe('2026-03-08')
  })
})
