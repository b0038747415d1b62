import { sql, type SQL } from 'drizzle-orm'
import { expect } from 'vitest'
import { makeCompanyWithAdmin, signedIn } from '#tests/factories/accounts'
import { db } from '~/platform/db.server'

/**
 * A company seeded for a measurement: its admin, then the statements `seed` gives for the company
 * id, run in order, then `analyze`, so the planner knows the tables' sizes as it would in
 * production. Returns the admin's actor and the company id.
 */
export async function largeCompany(seed: (companyId: number) => SQL[] | Promise<SQL[]>) {
  const { company, admin } = await makeCompanyWithAdmin()
  for (const statement of await seed(company.id)) await db.execute(statement)
  await db.execute(sql`analyze`)
  const { actor } = await signedIn(admin.user, company)
  return { actor, companyId: company.id }
}

/** The email pattern of the people `largeStaffUsers` inserts for a company. */
export const largeStaffEmails = (companyId: number) => `%-${companyId}@large.test`

/** Inserts `count` users named Person 1… (ten first names recurring) for a large company. */
export const largeStaffUsers = (companyId: number, count: number) => sql`
  insert into users (email, first_name, last_name)
    select 'person' || g || '-' || ${companyId} || '@large.test',
           (array['Ava','Ben','Chloe','Dev','Elena','Farid','Grace','Hiro','Ines','Jon'])[g % 10 + 1],
           'Person ' || g
      from generate_series(1, ${count}) g
`

/** Runs `run` once to warm up, then `times` times: the median and 95th percentile, in ms. */
export async function timed(run: () => Promise<unknown>, times = 15) {
  await run()
  const took: number[] = []
  for (let i = 0; i < times; i++) {
    const start = performance.now()
    await run()
    took.push(performance.now() - start)
  }
  took.sort((a, b) => a - b)
  return { p50: took[Math.floor(times / 2)]!, p95: took[Math.ceil(times * 0.95) - 1]! }
}

/**
 * Times each named case, fails one whose median reaches `p50LimitMs`, and returns one report line
 * per case for the test to print.
 */
export async function expectMediansWithin(
  p50LimitMs: number,
  cases: Array<[name: string, run: () => Promise<unknown>]>,
): Promise<string[]> {
  const report: string[] = []
  for (const [name, run] of cases) {
    const { p50, p95 } = await timed(run)
    report.push(`${name.padEnd(30)} p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms`)
    expect(p50, name).toBeLessThan(p50LimitMs)
  }
  return report
}
