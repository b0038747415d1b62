import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import type { TestProject } from 'vitest/node'

/**
 * Vitest global setup. On the embedded engine every worker, and every file that runs isolated
 * (tests/setup/test-isolation.ts), opens its own in-memory database; creating one (initdb in
 * WASM) costs seconds, so this makes one migrated database per run and dumps it where
 * `PGLITE_TEMPLATE` points: each then starts from a copy of it.
 *
 * The copy holds only the app's database: initdb's template0 and template1 are dropped first
 * (nothing creates a database in an embedded one). Unpacking the dump is part of every
 * database's start: without them it has 691 files (28 MB) instead of 1,304 (44 MB), and opening a
 * database from it costs ~0.8 instead of ~1.1 CPU-seconds.
 */
export default async function createPgliteTemplate(project: TestProject): Promise<() => void> {
  const { DATABASE_URL, PGLITE_TEMPLATE: template } = project.config.env
  if (DATABASE_URL !== 'memory://' || !template) return () => {}
  // Each Vitest project (vitest.config.ts) runs the global setup; the template is made once.
  return (made[template] ??= makeTemplate(template))
}

const made: Record<string, Promise<() => void>> = ((
  globalThis as { pgliteTemplates?: Record<string, Promise<() => void>> }
).pgliteTemplates ??= {})

async function makeTemplate(template: string): Promise<() => void> {
  const client = await PGlite.create('memory://', { extensions: { pg_trgm, fuzzystrmatch } })
  await migrate(drizzle(client), { migrationsFolder: path.resolve('drizzle') })
  // One at a time: DROP DATABASE refuses to run inside a multi-statement string.
  for (const statement of [
    `update pg_database set datistemplate = false where datname in ('template0', 'template1')`,
    'drop database template0',
    'drop database template1',
    'checkpoint',
  ]) {
    await client.exec(statement)
  }
  const dump = await client.dumpDataDir('none')
  await client.close()
  mkdirSync(path.dirname(template), { recursive: true })
  writeFileSync(template, Buffer.from(await dump.arrayBuffer()))
  return () => rmSync(template, { force: true })
}
