import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { memberships } from '~/domains/accounts/accounts.tables'
import { companies } from '~/domains/company/company.tables'
import { loadPublicOrgChart } from '~/domains/org/org-chart.server'
import { db } from '~/platform/db.server'
import { seedDemo } from '../../scripts/seed/demo'

describe('demo org chart', () => {
  it("gives Acme dotted-line managers and a public chart, once, keeping a visitor's changes", async () => {
    await seedDemo(db)
    const [acme] = await db.select().from(companies).where(eq(companies.slug, 'acme-demo'))
    expect(acme!.publicOrgChart).toBe(true)
    const withDottedLines = await db
      .select({ id: memberships.id, dotted: memberships.dottedManagerId })
      .from(memberships)
      .where(eq(memberships.companyId, acme!.id))
    expect(withDottedLines.filter((row) => row.dotted !== null)).toHaveLength(3)

    // The public chart shows the demo tree: the CEO at the top.
    const chart = await loadPublicOrgChart(acme!.id, null)
    expect(chart.roots.map((node) => node.name)).toEqual(['Alice Anderson'])

    // A visitor turned the public chart off: a restart leaves it off.
    await db.update(companies).set({ publicOrgChart: false }).where(eq(companies.id, acme!.id))
    await seedDemo(db)
    const [again] = await db.select().from(companies).where(eq(companies.id, acme!.id))
    expect(again!.publicOrgChart).toBe(false)
  })
})
