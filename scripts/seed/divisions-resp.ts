import { and, count, eq, inArray } from 'drizzle-orm'
import { memberships, users } from '~/domains/accounts/accounts.tables'
import { divisions, employeeResponsibilities, responsibilities } from '~/domains/org/org.tables'
import type { Queryable } from '~/platform/db.server'

/** What each of Acme's divisions (scripts/seed/people.ts) does, in menu order. */
const DIVISION_DETAILS: Record<string, { order: number; description: string }> = {
  Leadership: {
    order: 1,
    description: 'Sets direction, approves budgets and owns company policy.',
  },
  Operations: {
    order: 2,
    description: 'Runs the warehouse, facilities, IT and day-to-day logistics.',
  },
  People: { order: 3, description: 'Hiring, onboarding, training, payroll and wellbeing.' },
  Sales: { order: 4, description: 'Finds new customers and looks after key accounts.' },
  'Customer Support': {
    order: 5,
    description: 'Answers customers by phone, chat and email, every day.',
  },
}

/** Acme's responsibilities and who holds them (by email). */
const DEMO_RESPONSIBILITIES: { title: string; description: string; holders: string[] }[] = [
  {
    title: 'Fire warden',
    description: 'Checks exits every Monday and leads evacuation drills twice a year.',
    holders: ['tom.tran@acme.test', 'kofi.mensah@acme.test'],
  },
  {
    title: 'First aider',
    description: 'Keeps the first-aid kits stocked and helps anyone hurt at work.',
    holders: ['hannah.hughes@acme.test', 'employee@acme.test', 'ivy.chen@acme.test'],
  },
  {
    title: 'Open the office',
    description: 'Unlocks the building at 8:00, turns off the alarm and checks the post.',
    holders: ['employee@acme.test'],
  },
  {
    title: 'Approve expenses',
    description: 'Reviews and approves expense claims of the team within three working days.',
    holders: ['olivia.ortiz@acme.test', 'samuel.stone@acme.test', 'priya.patel@acme.test'],
  },
  {
    title: 'Onboard new starters',
    description: 'Prepares the first-week plan, the laptop and the buddy for each new person.',
    holders: ['hannah.hughes@acme.test', 'multi@acme.test'],
  },
  {
    title: 'Weekly sales report',
    description: 'Publishes the pipeline and closed deals every Friday by noon.',
    holders: ['lucia.lopez@acme.test', 'samuel.stone@acme.test'],
  },
  {
    title: 'Support rota',
    description: 'Plans who answers the phones each weekend and covers absences.',
    holders: ['kofi.mensah@acme.test', 'priya.patel@acme.test'],
  },
  {
    title: 'Data protection lead',
    description: 'Answers data requests and keeps the record of processing up to date.',
    holders: ['admin@acme.test'],
  },
  {
    title: 'Health and safety checks',
    description: 'Walks the warehouse monthly and logs hazards with a date to fix them.',
    holders: ['olivia.ortiz@acme.test', 'tom.tran@acme.test'],
  },
  {
    title: 'Mentor',
    description: 'Meets a junior colleague every two weeks to help them grow.',
    holders: ['olivia.ortiz@acme.test', 'lucia.lopez@acme.test', 'hannah.hughes@acme.test'],
  },
]

/**
 * Acme's divisions get a description and their order (only where a visitor left the description
 * empty), and ten responsibilities are given to several people. Safe on every start: existing
 * responsibilities (by title) and assignments are kept as they are.
 */
export async function ensureDemoDivisionsAndResponsibilities(
  q: Queryable,
  acmeId: number,
  adminMembershipId: number,
): Promise<void> {
  for (const [name, details] of Object.entries(DIVISION_DETAILS)) {
    await q
      .update(divisions)
      .set({ description: details.description, order: details.order })
      .where(
        and(
          eq(divisions.companyId, acmeId),
          eq(divisions.name, name),
          eq(divisions.description, ''),
        ),
      )
  }
  const existing = await q
    .select({ id: responsibilities.id, title: responsibilities.title })
    .from(responsibilities)
    .where(eq(responsibilities.companyId, acmeId))
  const known = new Set(existing.map((row) => row.title))
  const missing = DEMO_RESPONSIBILITIES.filter((item) => !known.has(item.title))
  if (missing.length === 0) return
  const added = await q
    .insert(responsibilities)
    .values(
      missing.map((item) => ({
        companyId: acmeId,
        title: item.title,
        description: item.description,
        createdById: adminMembershipId,
      })),
    )
    .returning({ id: responsibilities.id, title: responsibilities.title })
  const people = await q
    .select({ id: memberships.id, email: users.email })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        eq(memberships.companyId, acmeId),
        inArray(users.email, [...new Set(missing.flatMap((item) => item.holders))]),
      ),
    )
  const membershipOf = new Map(people.map((row) => [row.email, row.id]))
  const idOf = new Map(added.map((row) => [row.title, row.id]))
  const rows = missing.flatMap((item) =>
    item.holders.flatMap((email) => {
      const membershipId = membershipOf.get(email)
      return membershipId === undefined
        ? []
        : [{ companyId: acmeId, responsibilityId: idOf.get(item.title)!, membershipId }]
    }),
  )
  if (rows.length) await q.insert(employeeResponsibilities).values(rows).onConflictDoNothing()
}

const LARGE_RESPONSIBILITIES = 300
const DUTIES = ['Review', 'Approve', 'Prepare', 'Audit', 'Coordinate', 'Train', 'Report on']
const AREAS = ['budgets', 'rotas', 'safety checks', 'supplier contracts', 'onboarding', 'stock']

/**
 * seed:large: a few hundred responsibilities, each given to 1–20 people spread over the company
 * (derived from ids, so a rerun adds nothing). Skipped once the company has them.
 */
export async function ensureLargeResponsibilities(q: Queryable, companyId: number): Promise<void> {
  const [have] = await q
    .select({ n: count() })
    .from(responsibilities)
    .where(eq(responsibilities.companyId, companyId))
  if ((have?.n ?? 0) >= LARGE_RESPONSIBILITIES) return
  const inserted = await q
    .insert(responsibilities)
    .values(
      Array.from({ length: LARGE_RESPONSIBILITIES - (have?.n ?? 0) }, (_, i) => ({
        companyId,
        title: `${DUTIES[i % DUTIES.length]} ${AREAS[i % AREAS.length]} ${i + 1}`,
        description: `Owns the ${AREAS[i % AREAS.length]} of their team, number ${i + 1}.`,
      })),
    )
    .returning({ id: responsibilities.id })
  // Each new responsibility goes to 1–20 active people spread evenly over the company.
  const people = await q
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(eq(memberships.companyId, companyId), eq(memberships.isActive, true)))
    .orderBy(memberships.id)
  if (people.length === 0) return
  const rows = inserted.flatMap((row, i) =>
    Array.from({ length: Math.min(1 + (i % 20), people.length) }, (_, k) => ({
      companyId,
      responsibilityId: row.id,
      membershipId:
        people[(i * 37 + k * Math.max(1, Math.floor(people.length / 20))) % people.length]!.id,
    })),
  )
  for (let at = 0; at < rows.length; at += 1000) {
    await q
      .insert(employeeResponsibilities)
      .values(rows.slice(at, at + 1000))
      .onConflictDoNothing()
  }
}
