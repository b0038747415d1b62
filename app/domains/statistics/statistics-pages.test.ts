import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { makeCompanyWithAdmin, makeMember, signedIn } from '#tests/factories/accounts'
import { browserCookie } from '#tests/factories/browser-session'
import { makeStat } from '#tests/factories/statistics'
import { testMeta } from '#tests/factories/request'
import { browserPoster } from '#tests/support/browser-post'
import { BILLING_MESSAGES } from '~/domains/billing/billing.messages'
import { db } from '~/platform/db.server'
import { listAllStats } from './stat-lists.server'
import { STAT_MESSAGES } from './statistics.messages'
import {
  CREATE_STAT_PATH,
  STATS_ADMIN_PATH,
  UPLOAD_VALUES_PATH,
  statSettingsPath,
} from './statistics.paths'
import { statValues } from './statistics.tables'

/*
 * The Statistics pages as a browser without JavaScript gets them, through the app's real request
 * handler: plain form posts, messages next to what was typed, nothing saved when refused.
 */

let post: Awaited<ReturnType<typeof browserPoster>>

beforeAll(async () => {
  post = await browserPoster([
    CREATE_STAT_PATH,
    UPLOAD_VALUES_PATH,
    STATS_ADMIN_PATH,
    statSettingsPath(1),
  ])
}, 60_000)

async function freeCompany() {
  const { company, admin } = await makeCompanyWithAdmin(undefined, { plan: 'free' })
  const { actor } = await signedIn(admin.user, company)
  return { company, admin, asker: { actor, meta: testMeta() }, cookie: await browserCookie(admin) }
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields)

describe('the Statistics pages without JavaScript', () => {
  it('creates a stat from the form, and answers the 7th on the Free plan with billing’s message and link', async () => {
    const { asker, cookie } = await freeCompany()
    const created = await post(
      cookie,
      CREATE_STAT_PATH,
      form({ stat_name: 'Sales', period_type: 'WEEKLY' }),
    )
    expect(created).toMatchObject({ status: 302, location: STATS_ADMIN_PATH })
    for (const n of [2, 3, 4, 5, 6]) await makeStat(asker, { stat_name: `Stat ${n}` })
    const seventh = await post(
      cookie,
      CREATE_STAT_PATH,
      form({ stat_name: 'Lucky seven', period_type: 'MONTHLY' }),
    )
    expect(seventh.status).toBe(402)
    expect(seventh.page).toContain(BILLING_MESSAGES.freePlanStats)
    expect(seventh.html).toContain('href="/account/billing"')
    expect(seventh.html).toContain('value="Lucky seven"')
    expect(await listAllStats(asker)).toHaveLength(6)
  })

  it('shows a refused name beside its field, and a stale settings save as the stale notice', async () => {
    const { asker, cookie } = await freeCompany()
    const stat = await makeStat(asker, { stat_name: 'Sales' })
    const taken = await post(
      cookie,
      CREATE_STAT_PATH,
      form({ stat_name: 'sales', period_type: 'WEEKLY' }),
    )
    expect(taken.status).toBe(400)
    expect(taken.page).toContain(STAT_MESSAGES.nameTaken)
    const save = (name: string) =>
      post(
        cookie,
        statSettingsPath(stat.id),
        form({
          intent: 'save',
          version: String(stat.version),
          stat_name: name,
          period_type: 'WEEKLY',
        }),
      )
    expect((await save('Sales (EUR)')).status).toBe(302)
    const stale = await save('Sales (USD)')
    expect(stale.status).toBe(409)
    expect(stale.html).toContain('value="Sales (USD)"')
    expect((await listAllStats(asker))[0]?.stat_name).toBe('Sales (EUR)')
  })

  it('lists every wrong row of an upload, keeps the pasted rows and saves none', async () => {
    const { company, asker } = await freeCompany()
    const owner = await makeMember(company)
    await makeStat(asker, { stat_name: 'Sales', stat_owner: owner.membership.id })
    const cookie = await browserCookie(owner)
    const rows = 'Sales,2026-03-02,10\nSales,2026-03-09,lots'
    const refused = await post(cookie, UPLOAD_VALUES_PATH, form({ rows }))
    expect(refused.status).toBe(400)
    expect(refused.page).toContain(STAT_MESSAGES.uploadFailed)
    expect(refused.page).toContain(`Row 2: ${STAT_MESSAGES.notANumber}`)
    expect(refused.html).toContain('Sales,2026-03-09,lots')
    expect(
      await db.select().from(statValues).where(eq(statValues.companyId, company.id)),
    ).toHaveLength(0)
    const saved = await post(cookie, UPLOAD_VALUES_PATH, form({ rows: 'Sales,2026-03-02,10' }))
    expect(saved).toMatchObject({ status: 302, location: UPLOAD_VALUES_PATH })
  })

  it('moves a stat down with the row’s button form', async () => {
    const { asker, cookie } = await freeCompany()
    const first = await makeStat(asker, { stat_name: 'First' })
    await makeStat(asker, { stat_name: 'Second' })
    const moved = await post(
      cookie,
      STATS_ADMIN_PATH,
      form({ intent: 'move', id: String(first.id), direction: 'down' }),
    )
    expect(moved.status).toBe(302)
    expect((await listAllStats(asker)).map((stat) => stat.stat_name)).toEqual(['Second', 'First'])
  })
  it('moves a stat into the place of the stat a drag dropped it on, up or down', async () => {
    const { asker, cookie } = await freeCompany()
    const [first, , third] = [
      await makeStat(asker, { stat_name: 'First' }),
      await makeStat(asker, { stat_name: 'Second' }),
      await makeStat(asker, { stat_name: 'Third' }),
    ]
    const drop = (id: number, placeOf: number) =>
      post(
        cookie,
        STATS_ADMIN_PATH,
        form({ intent: 'move', id: String(id), place_of: String(placeOf) }),
      )
    const names = async () => (await listAllStats(asker)).map((stat) => stat.stat_name)
    expect(await drop(third!.id, first!.id)).toMatchObject({ status: 302 })
    expect(await names()).toEqual(['Third', 'First', 'Second'])
    expect((await drop(third!.id, first!.id)).status).toBe(302)
    expect(await names()).toEqual(['First', 'Third', 'Second'])
    expect((await drop(first!.id, 999_999)).status).toBe(404)
    const neither = await post(
      cookie,
      STATS_ADMIN_PATH,
      form({ intent: 'move', id: String(first!.id) }),
    )
    expect(neither.status).toBe(400)
    expect(neither.page).toContain(STAT_MESSAGES.orderFailed)
    expect(neither.page).not.toContain(STAT_MESSAGES.duplicateFailed)
    expect(await names()).toEqual(['First', 'Third', 'Second'])
  })
})
