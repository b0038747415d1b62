import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import { dataDir, env, isRenderWorker } from './env.server'
import { OneQueryAtATimeClient } from './pg-client.server'
import { withPreparedStatements } from './pglite-statements.server'
import * as schema from './schema.server'

/**
 * One Drizzle handle for both engines. PGlite's driver has the same query-builder API as
 * node-postgres', so the app is typed against the latter and never branches on the engine.
 */
export type Database = NodePgDatabase<typeof schema>
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]
/** Anything that can run a query: the database or an open transaction. */
export type Queryable = Database | Transaction

const MIGRATIONS_FOLDER = path.resolve(process.env.MIGRATIONS_DIR ?? 'drizzle')
/** Arbitrary constant: all app processes take this advisory lock so only one migrates at a time. */
const MIGRATION_LOCK_KEY = 7_202_611

export type DatabaseEngine = 'pglite' | 'postgres'

interface OpenDatabase {
  db: Database
  engine: DatabaseEngine
  ping: () => Promise<void>
  /** What the engine's own daemon does not do for it (nothing on PostgreSQL). */
  maintain: () => Promise<void>
  close: () => Promise<void>
}

async function openPostgres(url: string): Promise<OpenDatabase> {
  const pool = new pg.Pool({
    connectionString: url,
    max: env.DATABASE_POOL_SIZE,
    Client: OneQueryAtATimeClient,
  })
  const client = await pool.connect()
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY])
    await migratePg(drizzlePg({ client }), { migrationsFolder: MIGRATIONS_FOLDER })
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {})
    client.release()
  }
  return {
    db: drizzlePg({ client: pool, schema }),
    engine: 'postgres',
    ping: async () => void (await pool.query('select 1')),
    // autovacuum does it
    maintain: async () => {},
    close: () => pool.end(),
  }
}

/** The contrib extensions migrations create: trigrams and edit distances for search (ADR 027, 038). */
export const PGLITE_EXTENSIONS = { pg_trgm, fuzzystrmatch }

/**
 * A throwaway in-memory database. PGLITE_TEMPLATE may name a dump (`dumpDataDir`) of a database
 * already created and migrated: the test suite makes one per run (tests/setup/pglite-template.ts),
 * because starting from it skips initdb, which is most of an embedded database's start-up time.
 */
export function createMemoryPglite(): Promise<PGlite> {
  const template = process.env.PGLITE_TEMPLATE
  if (template && existsSync(template)) {
    const loadDataDir = new Blob([readFileSync(template)])
    return PGlite.create({ loadDataDir, extensions: PGLITE_EXTENSIONS })
  }
  return PGlite.create('memory://', { extensions: PGLITE_EXTENSIONS })
}

async function openPglite(location: string): Promise<OpenDatabase> {
  if (location !== 'memory://') mkdirSync(location, { recursive: true })
  const client =
    location === 'memory://'
      ? await createMemoryPglite()
      : await PGlite.create(location, { extensions: PGLITE_EXTENSIONS })
  const db = drizzlePglite({ client: withPreparedStatements(client) as unknown as PGlite, schema })
  await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER })
  // PGlite has no autovacuum daemon: nothing gathers planner statistics (without them a large
  // company's queries can pick whole-table plans), clears dead rows or marks pages all-visible
  // (without that, counting 10,000 staff reads every row instead of the index: 10 ms a page).
  // So at start, and nightly (databaseMaintenanceJob): ~3 s at seed:large.
  const maintain = async () => void (await client.exec('VACUUM ANALYZE'))
  if (location !== 'memory://') await maintain()
  return {
    db: db as unknown as Database,
    engine: 'pglite',
    ping: async () => void (await client.query('select 1')),
    maintain,
    close: () => client.close(),
  }
}

/**
 * No DATABASE_URL: the embedded engine persisted under DATA_DIR/db.
 * DATABASE_URL=memory:// : a throwaway in-memory embedded database (tests).
 * DATABASE_URL=postgres://… : a PostgreSQL (or compatible) server through a pool.
 */
function openConfiguredDatabase(): Promise<OpenDatabase> {
  const url = env.DATABASE_URL
  if (configuredEngine(url) === 'postgres') return openPostgres(url!)
  return openPglite(url === 'memory://' ? url : path.join(dataDir, 'db'))
}

function configuredEngine(url: string | undefined): DatabaseEngine {
  return url && url !== 'memory://' ? 'postgres' : 'pglite'
}

/**
 * A render worker's stand-in. Modules build some queries when imported, so there is a Drizzle
 * handle; running anything on it fails, because rendering never queries (a query there is a bug).
 */
function noDatabase(): OpenDatabase {
  const refuse = () => {
    throw new Error('A render worker has no database: pages are loaded on the main thread.')
  }
  const noClient = new Proxy({}, { get: () => refuse }) as PGlite
  return {
    db: drizzlePglite({ client: noClient, schema }) as unknown as Database,
    engine: configuredEngine(env.DATABASE_URL),
    ping: async () => refuse(),
    maintain: async () => refuse(),
    close: async () => {},
  }
}

// Opened (and migrated) once per process, when the server build is first imported.
const database = isRenderWorker ? noDatabase() : await openConfiguredDatabase()

export const db: Database = database.db
export const dbEngine: DatabaseEngine = database.engine
export const pingDatabase = database.ping
export const closeDatabase = database.close
export const maintainDatabase = database.maintain
