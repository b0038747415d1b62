import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { db, maintainDatabase } from './db.server'
import { databaseMaintenanceJob } from './jobs.server'

// PGlite has no autovacuum daemon: the nightly job does its work (db.server.ts). On PostgreSQL
// the job does nothing, so this runs on the embedded engine only.
describe.runIf(process.env.DATABASE_URL === 'memory://')('nightly database maintenance', () => {
  it('vacuums and analyses the tables, so their pages count as all-visible again', async () => {
    expect(databaseMaintenanceJob.run).toBe(maintainDatabase)
    await db.execute(sql`create table maintenance_probe (id int primary key)`)
    await db.execute(sql`insert into maintenance_probe select g from generate_series(1, 2000) g`)
    await db.execute(sql`delete from maintenance_probe where id % 2 = 0`)

    await databaseMaintenanceJob.run(undefined)

    const stats = await db.execute<{ vacuumed: boolean; analysed: boolean; all_visible: boolean }>(
      sql`select s.last_vacuum is not null as vacuumed, s.last_analyze is not null as analysed,
                 c.relallvisible = c.relpages as all_visible
          from pg_stat_user_tables s join pg_class c on c.oid = s.relid
          where s.relname = 'maintenance_probe'`,
    )
    expect(stats.rows).toEqual([{ vacuumed: true, analysed: true, all_visible: true }])
  })
})
