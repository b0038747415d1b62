import { and, count, eq, min } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { companies } from '~/domains/company/company.tables'
import { stats, statValues } from '~/domains/statistics/statistics.tables'
import { db } from '~/platform/db.server'

describe('demo statistics', () => {
  it('gives Acme ~20 stats once: weekly and monthly, calculated, one external, a few archived, two years of values', async () => {
    const [acme] = await db.select().from(companies).where(eq(companies.slug, 'acme-demo'))
    const rows = await db.select().from(stats).where(eq(stats.companyId, acme!.id))
    expect(rows.length).toBeGreaterThanOrEqual(18)
    expect(rows.length).toBeLessThanOrEqual(24)
    expect(new Set(rows.map((stat) => stat.periodType))).toEqual(new Set(['WEEKLY', 'MONTHLY']))
    expect(rows.filter((stat) => stat.formula !== null).length).toBeGreaterThanOrEqual(2)
    expect(rows.filter((stat) => stat.isExternal)).toHaveLength(1)
    expect(rows.filter((stat) => stat.isArchived).length).toBeGreaterThanOrEqual(2)

    const sales = rows.find((stat) => stat.name === 'Weekly sales')!
    const [weeks] = await db
      .select({ n: count(), first: min(statValues.periodStart) })
      .from(statValues)
      .where(and(eq(statValues.statId, sales.id)))
    expect(weeks?.n).toBe(104)
    const profit = rows.find((stat) => stat.name === 'Profit')!
    const revenue = rows.find((stat) => stat.name === 'Revenue')!
    const costs = rows.find((stat) => stat.name === 'Costs')!
    expect(profit.formula).toBe(`{#${revenue.id}} - {#${costs.id}}`)
    const calculatedValues = await db
      .select({ n: count() })
      .from(statValues)
      .where(eq(statValues.statId, profit.id))
    expect(calculatedValues[0]?.n).toBe(0)
  })
})
