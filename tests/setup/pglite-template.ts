import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import type { TestProject } from 'vitest/node'

/**
 * Vitest global setup. On the embedded engine every test file opens its own in-memory database;
 * creating one (initdb in WASM) costs seconds, so this makes one migrated database per run and
 * dumps it where `PGLITE_TEMPLATE` points: each file then starts from a copy of it.
 */
export default async function createPgliteTemplate(project: TestProject): Promise<() => void> {
  const { DATABASE_URL, PGLITE_TEMPLATE: template } = project.config.env
  if (DATABASE_URL !== 'memory://' || !template) return () => {}
  const client = await PGlite.create('memory://', { extensions: { pg_trgm } })
  await migrate(drizzle(client), { migrationsFolder: path.resolve('drizzle') })
  const dump = await client.dumpDataDir('none')
  await client.close()
  mkdirSync(path.dirname(template), { recursive: true })
  writeFileSync(template, Buffer.from(await dump.arrayBuffer()))
  return () => rmSync(template, { force: true })
}
