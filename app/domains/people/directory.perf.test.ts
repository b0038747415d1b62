import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  expectMediansWithin,
  largeCompany,
  largeStaffEmails,
  largeStaffUsers,
  timed,
} from '#tests/support/perf'
import { db } from '~/platform/db.server'
import { customFieldDefinitions } from './custom-fields.tables'
import { EMPTY_DIRECTORY_QUERY, type DirectoryQuery } from './directory.schema'
import { exportDirectoryCsv, loadDirectory } from './directory.server'

const STAFF = 10_000
/**
 * ARCHITECTURE §8 budgets a data page at 20 ms p50 on the embedded database. Timings on a shared
 * two-core machine swing several-fold with its load, so this measurement runs on request
 * (`DIRECTORY_PERF=1 DATABASE_URL=memory:// npx vitest run app/domains/people/directory.perf`),
 * prints its numbers and fails past a limit that only a lost plan (a whole-company join and
 * sort on every page) reaches.
 */
const P50_LIMIT_MS = Number(process.env.P50_LIMIT_MS ?? 150)

/** 10,000 people in 20 divisions and 50 positions, five reports per manager, one custom field. */
async function largeDirectory() {
  let fieldId = 0
  const { actor, companyId: c } = await largeCompany(async (c) => {
    const [field] = await db
      .insert(customFieldDefinitions)
      .values({ companyId: c, name: 'Badge', fieldType: 'text' })
      .returning()
    fieldId = field!.id
    return [
      sql`
        insert into divisions (company_id, name, color)
          select ${c}, 'Division ' || g, '#0cb2fc' from generate_series(1, 20) g
      `,
      sql`
        insert into positions (company_id, name)
          select ${c}, 'Position ' || g from generate_series(1, 50) g
      `,
      largeStaffUsers(c, STAFF),
      sql`
        insert into memberships (company_id, user_id, gender, division_id)
          select ${c}, u.id, case when u.id % 3 = 0 then 'FEMALE' else 'MALE' end,
                 (select min(id) from divisions where company_id = ${c}) + u.id % 20
            from users u where u.email like ${largeStaffEmails(c)}
      `,
      sql`
        with ranked as (
          select id, row_number() over (order by id) as n from memberships where company_id = ${c}
        )
        update memberships m set manager_id = boss.id
          from ranked me join ranked boss on boss.n = greatest(1, me.n / 5)
         where m.id = me.id and me.n > 1
      `,
      sql`
        insert into membership_positions (membership_id, position_id, rank)
          select id, (select min(id) from positions where company_id = ${c}) + id % 50, 0
            from memberships where company_id = ${c}
      `,
      sql`
        insert into staff_custom_field_values (company_id, membership_id, definition_id, value)
          select ${c}, id, ${fieldId}, to_jsonb('badge ' || id % 100)
            from memberships where company_id = ${c}
      `,
    ]
  })
  const [division] = await db
    .execute<{ id: number }>(sql`select min(id) as id from divisions where company_id = ${c}`)
    .then((result) => result.rows)
  return { actor, fieldId, divisionId: Number(division!.id) }
}

describe.runIf(process.env.DIRECTORY_PERF === '1')('directory on a 10,000-staff company', () => {
  it(
    'loads a page within budget for each sort, search and filter',
    { timeout: 180_000 },
    async () => {
      const { actor, fieldId, divisionId } = await largeDirectory()
      const queries: [string, Partial<DirectoryQuery>][] = [
        ['first page by name', {}],
        ['page 200 by name', { page: 200 }],
        ['by position, desc', { sort: 'position', dir: 'desc' }],
        ['by division', { sort: 'division' }],
        ['by manager', { sort: 'manager' }],
        ['search "grace"', { q: 'grace' }],
        ['search "person 12"', { q: 'person 12' }],
        ['search position "position 7"', { q: 'position 7' }],
        ['division filter', { division: divisionId }],
        ['role flag filter', { role: 'user_is_kb_admin' }],
        ['custom field filter', { custom: { [fieldId]: 'badge 42' } }],
      ]
      const report = await expectMediansWithin(
        P50_LIMIT_MS,
        queries.map(([name, change]) => [
          name,
          () => loadDirectory(actor, { ...EMPTY_DIRECTORY_QUERY, ...change }),
        ]),
      )
      const csv = await timed(() => exportDirectoryCsv(actor, EMPTY_DIRECTORY_QUERY), 3)
      report.push(`CSV export of 10,001 rows       p50 ${csv.p50.toFixed(1)} ms`)
      console.log(`Directory, ${STAFF} staff (PGlite):\n${report.join('\n')}`)
      const page = await loadDirectory(actor, EMPTY_DIRECTORY_QUERY)
      expect(page.total).toBe(STAFF + 1)
    },
  )
})
