import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm'
import { memberships } from '~/domains/accounts/accounts.tables'
import type { Company } from '~/domains/company/company.tables'
import {
  divisions,
  employeeResponsibilities,
  membershipPositions,
  positionResponsibilities,
  positions,
} from '~/domains/org/org.tables'
import type { Database, Queryable } from '~/platform/db.server'
import { idsByName } from './named'

interface DemoPosition {
  name: string
  division: string
  manager: string | null
  aboveText?: string
  description?: string
}

const at = (
  name: string,
  division: string,
  manager: string | null,
  texts: { aboveText?: string; description?: string } = {},
): DemoPosition => ({ name, division, manager, ...texts })

/**
 * Acme's positions as a four-level tree (CEO → chiefs and heads → leads and specialists →
 * individual contributors), named as in scripts/seed/people.ts so the people already holding
 * them appear in the positional org chart. The three team leads of people.ts (one position
 * 'Team Lead' in three divisions) get a position per division: a position has one manager.
 */
const DEMO_TREE: DemoPosition[] = [
  at('Chief Executive Officer', 'Leadership', null, {
    aboveText: 'Leadership team',
    description: 'Sets the direction of Acme and leads the leadership team.',
  }),
  at('Chief Financial Officer', 'Leadership', 'Chief Executive Officer', {
    description: 'Owns budgets, reporting and the finance calendar.',
  }),
  at('Operations Manager', 'Operations', 'Chief Executive Officer', { aboveText: 'Operations' }),
  at('HR Manager', 'People', 'Chief Executive Officer', { aboveText: 'People' }),
  at('Sales Director', 'Sales', 'Chief Executive Officer', { aboveText: 'Sales' }),
  at('Support Manager', 'Customer Support', 'Chief Executive Officer', {
    aboveText: 'Customer Support',
  }),
  at('Operations Team Lead', 'Operations', 'Operations Manager', {
    description: 'Runs the warehouse floor shift by shift.',
  }),
  at('Logistics Coordinator', 'Operations', 'Operations Manager'),
  at('Facilities Technician', 'Operations', 'Operations Manager'),
  at('Quality Inspector', 'Operations', 'Operations Manager'),
  at('Warehouse Associate', 'Operations', 'Operations Team Lead'),
  at('Forklift Operator', 'Operations', 'Operations Team Lead', {
    description: 'Moves stock safely; holds a current forklift licence.',
  }),
  at('Recruiter', 'People', 'HR Manager'),
  at('Payroll Specialist', 'People', 'HR Manager'),
  at('Learning Coordinator', 'People', 'HR Manager'),
  at('HR Assistant', 'People', 'HR Manager'),
  at('Sales Team Lead', 'Sales', 'Sales Director'),
  at('Account Manager', 'Sales', 'Sales Director'),
  at('Sales Operations Analyst', 'Sales', 'Sales Director'),
  at('Sales Representative', 'Sales', 'Sales Team Lead'),
  at('Support Team Lead', 'Customer Support', 'Support Manager'),
  at('Technical Writer', 'Customer Support', 'Support Manager'),
  at('Support Specialist', 'Customer Support', 'Support Team Lead', {
    description: 'Answers customers by chat, mail and phone.',
  }),
]

/** The shared 'Team Lead' of people.ts, split by the holder's division. */
const TEAM_LEAD_BY_DIVISION: Record<string, string> = {
  Operations: 'Operations Team Lead',
  Sales: 'Sales Team Lead',
  'Customer Support': 'Support Team Lead',
}

/**
 * Makes Acme's positions a tree with divisions, order, headers and descriptions, and links
 * responsibilities to positions where people holding them carry those responsibilities. Runs
 * only while no Acme position has a manager position yet, so a demo a visitor reorganised is
 * left alone; the responsibilities are linked once, whenever they exist.
 */
export async function ensureDemoPositionTree(q: Queryable, acme: Company): Promise<void> {
  const [arranged] = await q
    .select({ id: positions.id })
    .from(positions)
    .where(and(eq(positions.companyId, acme.id), isNotNull(positions.managerPositionId)))
    .limit(1)
  if (!arranged) await arrangeDemoTree(q, acme.id)
  await linkDemoResponsibilities(q, acme.id)
}

async function arrangeDemoTree(q: Queryable, companyId: number): Promise<void> {
  const divisionRows = await q
    .select({ id: divisions.id, name: divisions.name })
    .from(divisions)
    .where(eq(divisions.companyId, companyId))
  const divisionId = new Map(divisionRows.map((row) => [row.name, row.id]))
  const ids = await idsByName(
    q,
    positions,
    companyId,
    DEMO_TREE.map(({ name }) => ({ name })),
  )
  // The people holding the shared 'Team Lead' move to their division's team lead position.
  const [shared] = await q
    .select({ id: positions.id })
    .from(positions)
    .where(and(eq(positions.companyId, companyId), eq(positions.name, 'Team Lead')))
  if (shared) {
    const holders = await q
      .select({ membershipId: membershipPositions.membershipId, division: divisions.name })
      .from(membershipPositions)
      .innerJoin(memberships, eq(memberships.id, membershipPositions.membershipId))
      .leftJoin(divisions, eq(divisions.id, memberships.divisionId))
      .where(eq(membershipPositions.positionId, shared.id))
    for (const holder of holders) {
      const name = TEAM_LEAD_BY_DIVISION[holder.division ?? '']
      if (!name) continue
      await q
        .update(membershipPositions)
        .set({ positionId: ids.get(name)! })
        .where(
          and(
            eq(membershipPositions.membershipId, holder.membershipId),
            eq(membershipPositions.positionId, shared.id),
          ),
        )
    }
    const [stillHeld] = await q
      .select({ id: membershipPositions.membershipId })
      .from(membershipPositions)
      .where(eq(membershipPositions.positionId, shared.id))
      .limit(1)
    if (!stillHeld) await q.delete(positions).where(eq(positions.id, shared.id))
  }
  const siblingsSeen = new Map<string | null, number>()
  for (const position of DEMO_TREE) {
    const order = (siblingsSeen.get(position.manager) ?? 0) + 1
    siblingsSeen.set(position.manager, order)
    await q
      .update(positions)
      .set({
        divisionId: divisionId.get(position.division) ?? null,
        managerPositionId: position.manager ? ids.get(position.manager)! : null,
        order,
        aboveText: position.aboveText ?? '',
        description: position.description ?? '',
      })
      .where(eq(positions.id, ids.get(position.name)!))
  }
}

/**
 * A responsibility carried by someone is linked to their primary position (the responsibilities
 * seed names people, not positions); done once, when the company has none linked yet.
 */
async function linkDemoResponsibilities(q: Queryable, companyId: number): Promise<void> {
  const [linked] = await q
    .select({ id: positionResponsibilities.positionId })
    .from(positionResponsibilities)
    .innerJoin(positions, eq(positions.id, positionResponsibilities.positionId))
    .where(eq(positions.companyId, companyId))
    .limit(1)
  if (linked) return
  const pairs = await q
    .selectDistinct({
      positionId: membershipPositions.positionId,
      responsibilityId: employeeResponsibilities.responsibilityId,
    })
    .from(employeeResponsibilities)
    .innerJoin(
      membershipPositions,
      and(
        eq(membershipPositions.membershipId, employeeResponsibilities.membershipId),
        eq(membershipPositions.rank, 0),
      ),
    )
    .where(eq(employeeResponsibilities.companyId, companyId))
  if (pairs.length) await q.insert(positionResponsibilities).values(pairs).onConflictDoNothing()
}

/** seed:large's levels (scripts/seed/large-org.ts) that become one position per division. */
const LARGE_LEVELS = ['Vice President', 'Director', 'Manager', 'Team Lead'] as const
const LARGE_CONTRIBUTORS = ['Specialist', 'Analyst', 'Associate', 'Coordinator', 'Engineer']

/**
 * Makes the large company's positions a tree: Chief Executive Officer → per division Vice
 * President → Director → Manager → Team Lead → the division's five contributor positions (64
 * positions for seven divisions), each in its division. The people organiseLargeCompany put in
 * a shared level position move to their division's one. Run after organiseLargeCompany.
 */
export async function organiseLargePositions(db: Database, companyId: number): Promise<void> {
  const divisionRows = await db
    .select({ id: divisions.id, name: divisions.name, order: divisions.order })
    .from(divisions)
    .where(eq(divisions.companyId, companyId))
    .orderBy(divisions.order)
  const tree: { name: string; division: number | null; manager: string | null; order: number }[] = [
    {
      name: 'Chief Executive Officer',
      division: divisionRows[0]?.id ?? null,
      manager: null,
      order: 1,
    },
  ]
  for (const [index, division] of divisionRows.entries()) {
    let manager = 'Chief Executive Officer'
    for (const level of LARGE_LEVELS) {
      const name = `${division.name} ${level}`
      tree.push({
        name,
        division: division.id,
        manager,
        order: level === 'Vice President' ? index + 1 : 1,
      })
      manager = name
    }
    for (const [order, title] of LARGE_CONTRIBUTORS.entries()) {
      tree.push({
        name: `${division.name} ${title}`,
        division: division.id,
        manager,
        order: order + 1,
      })
    }
  }
  await db.transaction(async (tx) => {
    const ids = await idsByName(
      tx,
      positions,
      companyId,
      tree.map(({ name }) => ({ name })),
    )
    await tx.execute(sql`
      update membership_positions mp
      set position_id = np.id
      from memberships m, positions op, divisions d, positions np
      where mp.membership_id = m.id and m.company_id = ${companyId}
        and op.id = mp.position_id and op.name in (${sql.join(
          LARGE_LEVELS.map((level) => sql`${level}`),
          sql`, `,
        )})
        and d.id = m.division_id
        and np.company_id = ${companyId} and np.name = d.name || ' ' || op.name`)
    await tx
      .delete(positions)
      .where(
        and(
          eq(positions.companyId, companyId),
          inArray(positions.name, [...LARGE_LEVELS]),
          sql`not exists (select 1 from membership_positions mp where mp.position_id = ${positions.id})`,
        ),
      )
    for (const position of tree) {
      await tx
        .update(positions)
        .set({
          divisionId: position.division,
          managerPositionId: position.manager ? ids.get(position.manager)! : null,
          order: position.order,
        })
        .where(eq(positions.id, ids.get(position.name)!))
    }
  })
}
