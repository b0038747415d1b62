import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { auditEntries } from '#tests/factories/audit'
import { makeStat, statTeam } from '#tests/factories/statistics'
import { BILLING_MESSAGES } from '~/domains/billing/billing.messages'
import { companies } from '~/domains/company/company.tables'
import { db } from '~/platform/db.server'
import { uploadValues } from './bulk-values.server'
import { listAllStats, listStatPage, statTags } from './stat-lists.server'
import { createStatValue, statValuesOf, updateStatValue } from './stat-values.server'
import { deleteStat, duplicateStats, moveStat, setArchived, updateStat } from './stats.server'
import { STAT_MESSAGES } from './statistics.messages'
import { StatListQuerySchema } from './statistics.schema'
import { statValues } from './statistics.tables'

const query = (fields: Record<string, string> = {}) => StatListQuerySchema.parse(fields)
const names = (stats: Array<{ stat_name: string }>) => stats.map((stat) => stat.stat_name)

describe('stats', () => {
  it('lets stat admins create stats with an owner; readers are refused; names are unique', async () => {
    const team = await statTeam()
    const sales = await makeStat(team.statAdmin, {
      stat_name: 'Sales',
      stat_owner: team.owner.membership.id,
      tags: 'money, weekly',
      period_type: 'WEEKLY',
    })
    expect(sales).toMatchObject({
      stat_name: 'Sales',
      stat_owner_name: 'Olga Person',
      tags: ['money', 'weekly'],
      order: 1,
      is_calculated: false,
      version: 1,
    })
    const [entry] = await auditEntries({ action: 'stat.create', entityId: sales.id })
    expect(entry).toMatchObject({ actorUserId: team.statAdmin.actor.userId })

    await expect(makeStat(team.reader, { stat_name: 'Mine' })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    })
    await expect(makeStat(team.admin, { stat_name: 'sales' })).rejects.toMatchObject({
      fieldErrors: { stat_name: [STAT_MESSAGES.nameTaken] },
    })
    const other = await statTeam()
    await expect(
      makeStat(team.admin, { stat_name: 'Costs', stat_owner: other.owner.membership.id }),
    ).rejects.toMatchObject({ fieldErrors: { stat_owner: [STAT_MESSAGES.chooseOwner] } })
  })

  it('stops the Free plan at 6 stats with billing’s message, duplicates included', async () => {
    const team = await statTeam('free')
    for (const n of [1, 2, 3, 4, 5]) await makeStat(team.admin, { stat_name: `Stat ${n}` })
    const sixth = await makeStat(team.admin, { stat_name: 'Stat 6' })
    await expect(makeStat(team.admin, { stat_name: 'Stat 7' })).rejects.toMatchObject({
      code: 'PLAN_LIMIT',
      message: BILLING_MESSAGES.freePlanStats,
    })
    await expect(
      duplicateStats(team.admin, { stat_ids: [sixth.id], name_prefix: 'Copy of ' }),
    ).rejects.toMatchObject({ code: 'PLAN_LIMIT' })
    expect(await listAllStats(team.admin)).toHaveLength(6)
  })

  it('orders, archives, restores and duplicates; a stale edit is a 409', async () => {
    const team = await statTeam()
    const a = await makeStat(team.admin, { stat_name: 'Alpha', tags: 'x' })
    const b = await makeStat(team.admin, { stat_name: 'Beta' })
    const c = await makeStat(team.admin, { stat_name: 'Gamma' })
    await moveStat(team.admin, c.id, 'up')
    expect(names(await listAllStats(team.admin))).toEqual(['Alpha', 'Gamma', 'Beta'])
    await updateStat(team.admin, a.id, { order: 3 })
    expect(names(await listAllStats(team.admin))).toEqual(['Gamma', 'Beta', 'Alpha'])

    await setArchived(team.admin, b.id, true)
    expect(names(await listAllStats(team.admin))).toEqual(['Gamma', 'Alpha'])
    expect(names(await listAllStats(team.admin, { archived: true }))).toEqual(['Beta'])
    await setArchived(team.admin, b.id, false)

    const copies = await duplicateStats(team.admin, {
      stat_ids: [a.id, c.id],
      name_prefix: '2027 ',
      stat_owner: team.owner.membership.id,
    })
    expect(copies.map((copy) => [copy.stat_name, copy.stat_owner, copy.tags])).toEqual([
      ['2027 Gamma', team.owner.membership.id, []],
      ['2027 Alpha', team.owner.membership.id, ['x']],
    ])

    const renamed = await updateStat(team.admin, a.id, { stat_name: 'Alpha 2', version: a.version })
    expect(renamed.version).toBe(a.version + 1)
    await expect(
      updateStat(team.admin, a.id, { stat_name: 'Lost', version: a.version }),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: STAT_MESSAGES.stale })
  })

  it('filters and sorts lists by the seed’s keys', async () => {
    const team = await statTeam()
    await makeStat(team.admin, { stat_name: 'Tickets closed', tags: 'support' })
    await makeStat(team.admin, {
      stat_name: 'Calls answered',
      tags: 'support',
      stat_owner: team.owner.membership.id,
    })
    await makeStat(team.admin, { stat_name: 'Revenue', period_type: 'MONTHLY' })
    const list = (fields: Record<string, string>, asker = team.admin) =>
      listStatPage(asker, query(fields)).then((page) => names(page.results))
    expect(await list({ search: 'ticket' })).toEqual(['Tickets closed'])
    expect(await list({ tag: 'support', sort: 'stat_name' })).toEqual([
      'Calls answered',
      'Tickets closed',
    ])
    expect(await list({ period_type: 'MONTHLY' })).toEqual(['Revenue'])
    expect(await list({ my_stats: 'true' }, team.owner)).toEqual(['Calls answered'])
    expect(await list({ my_division: 'true' }, team.owner)).toEqual([])
    expect(await statTags(team.reader)).toEqual(['support'])
    const page = await listStatPage(team.reader, query({ periods: '4' }))
    expect(page.count).toBe(3)
    expect(page.results[0]?.stat_values).toHaveLength(4)
  })
})

describe('stat values', () => {
  it('lets the owner enter their stat’s week in the company’s calendar; others are refused', async () => {
    const team = await statTeam()
    await db.update(companies).set({ weekStart: 0 }).where(eq(companies.id, team.company.id))
    const stat = await makeStat(team.admin, {
      stat_name: 'Deliveries',
      stat_owner: team.owner.membership.id,
    })
    // Wednesday 4 March 2026: the week starting Sunday 1 March.
    const value = await createStatValue(team.owner, {
      stat: stat.id,
      stat_date: '2026-03-04',
      stat_value: '12.50',
    })
    expect(value).toMatchObject({
      period_start: '2026-03-01',
      period_end: '2026-03-07',
      stat_value: '12.50',
      version: 1,
    })
    await expect(
      createStatValue(team.reader, { stat: stat.id, stat_date: '2026-03-09', stat_value: '1' }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN', message: STAT_MESSAGES.notYourStat })
    // The same week again: someone entered it already.
    await expect(
      createStatValue(team.statAdmin, { stat: stat.id, stat_date: '2026-03-07', stat_value: '9' }),
    ).rejects.toMatchObject({ code: 'CONFLICT' })

    const changed = await updateStatValue(team.statAdmin, value.id, {
      stat_value: '13',
      version: 1,
    })
    expect(changed).toMatchObject({ stat_value: '13', version: 2 })
    await expect(
      updateStatValue(team.owner, value.id, { stat_value: '14', version: 1 }),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: STAT_MESSAGES.valueStale })
    const [row] = await db.select().from(statValues).where(eq(statValues.id, value.id))
    expect(row?.value).toBe('13')
  })

  it('computes calculated stats from the same period, exactly; formulas are checked', async () => {
    const team = await statTeam()
    const revenue = await makeStat(team.admin, { stat_name: 'Revenue', period_type: 'MONTHLY' })
    const orders = await makeStat(team.admin, { stat_name: 'Orders', period_type: 'MONTHLY' })
    await makeStat(team.admin, { stat_name: 'Visits', period_type: 'WEEKLY' })
    const average = await makeStat(team.admin, {
      stat_name: 'Average order',
      period_type: 'MONTHLY',
      formula: '{revenue} / {Orders}',
    })
    expect(average).toMatchObject({ is_calculated: true, formula: '{Revenue} / {Orders}' })
    await uploadValues(team.admin, {
      rows: 'Revenue,2024-01-15,1000.10\nOrders,2024-01-20,3\nRevenue,2024-02-01,0.1',
    })
    const series = await statValuesOf(team.reader, average.id, {
      periods: 2,
      stat_value_period_end: '2024-02-29',
    })
    expect(series.values.map((value) => [value.period_start, value.stat_value])).toEqual([
      ['2024-01-01', '333.3666666667'],
      ['2024-02-01', null],
    ])

    const refusal = (formula: string, id?: number) =>
      id === undefined
        ? makeStat(team.admin, { stat_name: 'Bad', period_type: 'MONTHLY', formula })
        : updateStat(team.admin, id, { formula, version: 1 })
    await expect(refusal('{Refunds} * 2')).rejects.toMatchObject({
      fieldErrors: { formula: ['No stat is named Refunds.'] },
    })
    await expect(refusal('{Visits} * 2')).rejects.toMatchObject({
      fieldErrors: { formula: [expect.stringContaining('Visits is not monthly')] },
    })
    await expect(refusal('{Average order} + 1', revenue.id)).rejects.toMatchObject({
      fieldErrors: {
        formula: ['The formula goes round in a circle: Revenue → Average order → Revenue.'],
      },
    })
    // Renaming a stat keeps the formulas over it; deleting it is refused while they use it.
    await updateStat(team.admin, orders.id, { stat_name: 'Order count', version: 1 })
    const [shown] = (await listAllStats(team.admin)).filter((stat) => stat.id === average.id)
    expect(shown?.formula).toBe('{Revenue} / {Order count}')
    await expect(deleteStat(team.admin, orders.id)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'This stat is used in the formula of Average order. Change those first.',
    })
    await expect(
      createStatValue(team.admin, { stat: average.id, stat_date: '2024-01-01', stat_value: '1' }),
    ).rejects.toMatchObject({ fieldErrors: { stat_value: [STAT_MESSAGES.calculatedHasNoValues] } })
  })

  it('uploads rows all or nothing, naming each wrong row', async () => {
    const team = await statTeam()
    await makeStat(team.admin, { stat_name: 'Sales', stat_owner: team.owner.membership.id })
    await makeStat(team.admin, { stat_name: 'Costs' })
    const bad =
      'stat\tdate\tvalue\nSales\t2026-03-02\t10\nSales\t2026-02-30\t11\nNope\t2026-03-02\t1\nSales\t2026-03-03\tabc\nSales\t2026-03-04\t12'
    const refused = uploadValues(team.owner, { rows: bad })
    await expect(refused).rejects.toMatchObject({
      message: STAT_MESSAGES.uploadFailed,
      fieldErrors: {
        errors: [
          'Row 3: Enter the date as YYYY-MM-DD',
          'Row 4: No stat is named Nope.',
          `Row 5: ${STAT_MESSAGES.notANumber}`,
          'Row 6: The same stat and period appear twice (rows 2 and 6).',
          STAT_MESSAGES.uploadNotWritten,
        ],
      },
    })
    const written = await db
      .select()
      .from(statValues)
      .where(eq(statValues.companyId, team.company.id))
    expect(written).toHaveLength(0)

    await expect(uploadValues(team.owner, { rows: 'Costs,2026-03-02,5' })).rejects.toMatchObject({
      fieldErrors: {
        errors: [`Row 1: ${STAT_MESSAGES.notYourStat}`, STAT_MESSAGES.uploadNotWritten],
      },
    })
    expect(
      await uploadValues(team.owner, { rows: 'Sales;2026-03-02;10\nSales;2026-03-09;-2.5' }),
    ).toBe(2)
    const [entry] = await auditEntries({
      action: 'statValue.bulkCreate',
      companyId: team.company.id,
    })
    expect(entry?.details).toMatchObject({ values: 2 })
  })
})
