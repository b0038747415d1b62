import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import { memberships, users } from '~/domains/accounts/accounts.tables'
import type { Company } from '~/domains/company/company.tables'
import type { Database, Queryable } from '~/platform/db.server'

/** Acme's dotted-line (secondary) managers: who also answers to whom, by email. */
const ACME_DOTTED_LINES: [string, string][] = [
  ['noah.becker@acme.test', 'victor.hale@acme.test'],
  ['alex.morgan@acme.test', 'olivia.ortiz@acme.test'],
  ['liam.oneill@acme.test', 'samuel.stone@acme.test'],
]

/**
 * A few dotted lines on Acme's chart, so the demo shows them. Runs once: when the first dotted
 * line is already there (or a visitor cleared it), nothing is changed.
 */
export async function ensureDemoOrgChart(q: Queryable, acme: Company): Promise<void> {
  const emails = ACME_DOTTED_LINES.flat()
  const people = await q
    .select({ id: memberships.id, email: users.email, dotted: memberships.dottedManagerId })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.companyId, acme.id), inArray(users.email, emails)))
  const byEmail = new Map(people.map((person) => [person.email, person]))
  const first = byEmail.get(ACME_DOTTED_LINES[0]![0])
  if (!first || first.dotted !== null) return
  for (const [email, dottedTo] of ACME_DOTTED_LINES) {
    const person = byEmail.get(email)
    const manager = byEmail.get(dottedTo)
    if (!person || !manager) continue
    await q
      .update(memberships)
      .set({ dottedManagerId: manager.id })
      .where(and(eq(memberships.id, person.id), isNull(memberships.dottedManagerId)))
  }
}

/** One person in this many gets a dotted-line manager in the large company. */
const DOTTED_EVERY = 37
/** Branches cut loose from the large company's tree: separate top-level trees (subsidiaries). */
const EXTRA_ROOTS = [400, 2000]

/**
 * The large company's chart as real companies have it: some dotted-line managers (to someone a
 * level up in another branch) and a couple of extra top-level trees. Runs after the manager tree
 * is rebuilt (large-org.ts), so it is deterministic on every run.
 */
export async function organiseLargeOrgChart(db: Database, companyId: number): Promise<void> {
  await db.execute(sql`
    with ranked as (
      select id, manager_id, row_number() over (order by id) - 1 as n
      from memberships where company_id = ${companyId}
    )
    update memberships m set
      dotted_manager_id = case
        when r.n > 8 and r.n % ${DOTTED_EVERY} = 0
          then (select b.id from ranked b where b.n = 1 + (r.n % 7))
        else null end,
      manager_id = case when r.n = any(${`{${EXTRA_ROOTS.join(',')}}`}::int[]) then null
        else m.manager_id end
    from ranked r where r.id = m.id`)
}
