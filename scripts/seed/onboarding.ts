import { and, count, eq, inArray } from 'drizzle-orm'
import { membershipPositions, positions } from '~/domains/org/org.tables'
import type { Queryable } from '~/platform/db.server'

const DEMO_POSITIONS: Record<string, string[]> = {
  'acme-demo': [
    'Chief Executive Officer',
    'Operations Manager',
    'HR Manager',
    'Team Lead',
    'Sales Representative',
    'Support Specialist',
  ],
  'globex-demo': ['General Manager', 'Engineer', 'Accountant', 'Office Assistant'],
}

type CompanyRef = { id: number; slug: string }

/**
 * Demo positions for each company (so the profile form's positions list is not empty), unless
 * it has some already; the given person holds its first two, the first as primary.
 */
export async function ensureDemoPositions(
  q: Queryable,
  companies: CompanyRef[],
  holder: { company: CompanyRef; membership: { id: number } },
): Promise<void> {
  for (const company of companies) {
    const names = DEMO_POSITIONS[company.slug] ?? []
    const [existing] = await q
      .select({ n: count() })
      .from(positions)
      .where(eq(positions.companyId, company.id))
    if ((existing?.n ?? 0) === 0 && names.length > 0) {
      await q.insert(positions).values(names.map((name) => ({ companyId: company.id, name })))
    }
  }
  const membershipId = holder.membership.id
  const [held] = await q
    .select({ n: count() })
    .from(membershipPositions)
    .where(eq(membershipPositions.membershipId, membershipId))
  if ((held?.n ?? 0) > 0) return
  const wanted = (DEMO_POSITIONS[holder.company.slug] ?? []).slice(0, 2)
  const rows = await q
    .select({ id: positions.id, name: positions.name })
    .from(positions)
    .where(and(eq(positions.companyId, holder.company.id), inArray(positions.name, wanted)))
  const ids = wanted.flatMap((name) => rows.find((row) => row.name === name)?.id ?? [])
  if (ids.length === 0) return
  await q
    .insert(membershipPositions)
    .values(ids.map((positionId, rank) => ({ membershipId, positionId, rank })))
}
