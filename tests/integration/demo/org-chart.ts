import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { memberships, users } from '~/domains/accounts/accounts.tables'
import { companies } from '~/domains/company/company.tables'
import { loadPublicOrgChart } from '~/domains/org/org-chart.server'
import { db } from '~/platform/db.server'
import { seedDemo } from '../../../scripts/seed/demo'

describe('demo org chart', () => {
  // The public switch is the chart-settings seed's (demo/chart-settings.ts).
  it("gives Acme dotted-line managers, once, keeping a visitor's changes", async () => {
    const [acme] = await db.select().from(companies).where(eq(companies.slug, 'acme-demo'))
    const withDottedLines = await db
      .select({ id: memberships.id, dotted: memberships.dottedManagerId })
      .from(memberships)
      .where(eq(memberships.companyId, acme!.id))
    expect(withDottedLines.filter((row) => row.dotted !== null)).toHaveLength(3)

    // The public chart shows the demo tree: the CEO at the top.
    const chart = await loadPublicOrgChart(acme!.id, null)
    expect(chart.roots.map((node) => node.name)).toEqual(['Alice Anderson'])

    // A visitor cleared one of them: a restart leaves it cleared (the seed ran once).
    const [alex] = await db
      .select({ id: memberships.id })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(eq(users.email, 'alex.morgan@acme.test'))
    await db.update(memberships).set({ dottedManagerId: null }).where(eq(memberships.id, alex!.id))
    await seedDemo(db)
    const [again] = await db.select().from(memberships).where(eq(memberships.id, alex!.id))
    expect(again!.dottedManagerId).toBeNull()
  })
})
