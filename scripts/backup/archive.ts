/**
 * Backup and restore of a Groundwork install (docs/operations.md#backup-and-restore, ADR 031):
 * one .tar.gz holding
 *   manifest.json   when, which engine, the row count of every table, every stored file's size
 *                   and SHA-256
 *   db/…            the embedded database's data directory ($DATA_DIR/db), copied closed
 *   postgres.dump   or a pg_dump archive of the PostgreSQL database
 *   files/…         the disk file store ($DATA_DIR/files), as is
 * Restore unpacks it into a DATA_DIR (and DATABASE_URL) and checks the result against the
 * manifest, so a backup that restores is known to be whole.
 *
 * The embedded database belongs to one process: stop the server before backing up or restoring.
 * Its data directory, closed, is a consistent PostgreSQL data directory, so it is archived as
 * files: PGlite's own dump holds the whole directory in memory (5 GB of RAM for a 1.2 GB
 * database of 100,000 people).
 */
import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import { createReadStream, existsSync } from 'node:fs'
import { mkdir, mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { PGlite } from '@electric-sql/pglite'
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import pg from 'pg'

const run = promisify(execFile)
const MANIFEST = 'manifest.json'
const POSTGRES_DUMP = 'postgres.dump'
const FORMAT = 'groundwork-backup/1'

export interface Install {
  /** Where the embedded database (db/) and the disk file store (files/) live. */
  dataDir: string
  /** A postgres:// URL, or undefined for the embedded database under dataDir. */
  databaseUrl?: string
}

export interface Manifest {
  format: typeof FORMAT
  createdAt: string
  engine: 'pglite' | 'postgres'
  /** Rows per table of the app's schema, `schema.table` → count. */
  rowCounts: Record<string, number>
  /** Stored files by path under files/. */
  files: Record<string, { size: number; sha256: string }>
}

interface SqlClient {
  query<T>(text: string): Promise<{ rows: T[] }>
  close(): Promise<void>
}

/** Writes the install's database and stored files into one archive; returns its manifest. */
export async function backup(install: Install, archive: string): Promise<Manifest> {
  const dataDir = path.resolve(install.dataDir)
  const staging = await mkdtemp(path.join(tmpdir(), 'groundwork-backup-'))
  try {
    const members = ['-C', staging, MANIFEST]
    let rowCounts
    if (install.databaseUrl) {
      rowCounts = await dumpPostgres(install.databaseUrl, path.join(staging, POSTGRES_DUMP))
      members.push(POSTGRES_DUMP)
    } else {
      rowCounts = await countClosedPglite(embeddedDatabaseDir(install))
      members.push('-C', dataDir, 'db')
    }
    const manifest: Manifest = {
      format: FORMAT,
      createdAt: new Date().toISOString(),
      engine: install.databaseUrl ? 'postgres' : 'pglite',
      rowCounts,
      files: await hashFiles(filesDir(install)),
    }
    await writeFile(path.join(staging, MANIFEST), JSON.stringify(manifest, null, 2))
    if (existsSync(filesDir(install))) members.push('-C', dataDir, 'files')
    await mkdir(path.dirname(path.resolve(archive)), { recursive: true })
    await run('tar', ['-czf', path.resolve(archive), ...members]).catch(async (error: unknown) => {
      await rm(path.resolve(archive), { force: true })
      throw error
    })
    return manifest
  } finally {
    await rm(staging, { recursive: true, force: true })
  }
}

/**
 * Restores an archive into the install, then checks row counts and file hashes against its
 * manifest. An existing database or file store is refused unless `replace` is set; it is then
 * moved aside (…before-restore-<time>), not deleted.
 */
export async function restore(
  archive: string,
  install: Install,
  { replace = false }: { replace?: boolean } = {},
): Promise<Manifest> {
  // Unpacked beside its destination, so the database and files are moved into place, not copied.
  await mkdir(install.dataDir, { recursive: true })
  const staging = await mkdtemp(path.join(install.dataDir, '.restore-'))
  try {
    await run('tar', ['-xzf', path.resolve(archive), '-C', staging])
    const manifest = JSON.parse(await readFile(path.join(staging, MANIFEST), 'utf8')) as Manifest
    if (manifest.format !== FORMAT) throw new Error(`Not a Groundwork backup: ${archive}`)
    const expectsPostgres = manifest.engine === 'postgres'
    if (expectsPostgres !== Boolean(install.databaseUrl)) {
      throw new Error(
        `The backup holds a ${manifest.engine} database; set DATABASE_URL ${
          expectsPostgres ? 'to the PostgreSQL database to restore into' : 'to nothing'
        } to restore it.`,
      )
    }
    const suffix = `before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`
    // The database first: it is what refuses a non-empty target, before any file is moved.
    let rowCounts
    if (install.databaseUrl) {
      rowCounts = await restorePostgres(
        path.join(staging, POSTGRES_DUMP),
        install.databaseUrl,
        replace,
      )
    } else {
      await moveAside(embeddedDatabaseDir(install), suffix, replace)
      await rename(path.join(staging, 'db'), embeddedDatabaseDir(install))
      rowCounts = await countClosedPglite(embeddedDatabaseDir(install))
    }
    await moveAside(filesDir(install), suffix, replace)
    if (existsSync(path.join(staging, 'files'))) {
      await rename(path.join(staging, 'files'), filesDir(install))
    }
    const problems = [
      ...differences('rows in', manifest.rowCounts, rowCounts),
      ...differences('file', manifest.files, await hashFiles(filesDir(install))),
    ]
    if (problems.length) {
      throw new Error(`The restore does not match the backup:\n${problems.join('\n')}`)
    }
    return manifest
  } finally {
    await rm(staging, { recursive: true, force: true })
  }
}

const embeddedDatabaseDir = (install: Install) => path.join(install.dataDir, 'db')
const filesDir = (install: Install) => path.join(install.dataDir, 'files')

function sqlClient(client: PGlite): SqlClient {
  return { query: (text) => client.query(text), close: () => client.close() }
}

async function openPostgres(url: string): Promise<SqlClient> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  return {
    query: async <T>(text: string) => ({ rows: (await client.query(text)).rows as T[] }),
    close: () => client.end(),
  }
}

function refuseRunningEmbeddedDatabase(dir: string): void {
  if (existsSync(path.join(dir, 'postmaster.pid'))) {
    throw new Error(
      `The embedded database in ${dir} is open (postmaster.pid): stop the server first. ` +
        'If no server is running, the last one crashed: start and stop it once.',
    )
  }
}

/** Row counts of the embedded database, which is closed again after (and must be closed before). */
async function countClosedPglite(dir: string): Promise<Record<string, number>> {
  if (!existsSync(dir)) throw new Error(`No embedded database in ${dir}`)
  refuseRunningEmbeddedDatabase(dir)
  const client = sqlClient(await PGlite.create(dir, { extensions: { pg_trgm, fuzzystrmatch } }))
  try {
    return await rowCounts(client)
  } finally {
    await client.close()
  }
}

/** pg_dump's custom format, which pg_restore can restore selectively and in parallel. */
async function dumpPostgres(url: string, target: string): Promise<Record<string, number>> {
  const client = await openPostgres(url)
  try {
    // Counted first and dumped after: on a live database the two may differ by what was written
    // in between; stop writes (or the app) for a backup whose counts must match exactly.
    const counts = await rowCounts(client)
    await run('pg_dump', ['--format=custom', '--no-owner', '--file', target, url])
    return counts
  } finally {
    await client.close()
  }
}

async function restorePostgres(
  dump: string,
  url: string,
  replace: boolean,
): Promise<Record<string, number>> {
  const client = await openPostgres(url)
  try {
    const { rows } = await client.query<{ tables: number }>(
      `select count(*)::int as tables from information_schema.tables where table_schema = 'public'`,
    )
    if (rows[0]!.tables > 0 && !replace) {
      throw new Error('The database is not empty: pass --replace to overwrite it.')
    }
    // The app's schemas are dropped whole, not object by object (pg_restore --clean): pg-boss keeps
    // each queue's jobs in a partition of one table, whose inherited keys --clean cannot drop.
    await client.query(`
      drop schema if exists pgboss cascade;
      drop schema if exists drizzle cascade;
      drop schema if exists public cascade;
      create schema public;`)
    await run('pg_restore', ['--no-owner', '--dbname', url, dump])
    return await rowCounts(client)
  } finally {
    await client.close()
  }
}

/** Exact row counts of every table of the app (public) and of its job queue (pgboss). */
async function rowCounts(client: SqlClient): Promise<Record<string, number>> {
  const { rows: tables } = await client.query<{ name: string }>(`
    select format('%I.%I', table_schema, table_name) as name from information_schema.tables
    where table_schema in ('public', 'pgboss', 'drizzle') and table_type = 'BASE TABLE'
    order by 1`)
  const counts: Record<string, number> = {}
  for (const { name } of tables) {
    const { rows } = await client.query<{ n: number }>(`select count(*)::int as n from ${name}`)
    counts[name] = rows[0]!.n
  }
  return counts
}

async function hashFiles(root: string): Promise<Manifest['files']> {
  const files: Manifest['files'] = {}
  if (!existsSync(root)) return files
  const entries = await readdir(root, { recursive: true, withFileTypes: true })
  for (const entry of entries) {
    if (!entry.isFile()) continue
    const full = path.join(entry.parentPath, entry.name)
    const relative = path.relative(root, full).split(path.sep).join('/')
    files[relative] = { size: (await stat(full)).size, sha256: await sha256(full) }
  }
  return Object.fromEntries(Object.entries(files).sort(([a], [b]) => a.localeCompare(b)))
}

function sha256(file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256')
    createReadStream(file)
      .on('data', (chunk) => hash.update(chunk))
      .on('end', () => resolve(hash.digest('hex')))
      .on('error', reject)
  })
}

async function moveAside(target: string, suffix: string, replace: boolean): Promise<void> {
  if (!existsSync(target) || (await readdir(target)).length === 0) return
  if (!replace) throw new Error(`${target} is not empty: pass --replace to restore over it.`)
  await rename(target, `${target}.${suffix}`)
}

function differences<T>(what: string, expected: Record<string, T>, actual: Record<string, T>) {
  const names = new Set([...Object.keys(expected), ...Object.keys(actual)])
  return [...names]
    .filter((name) => JSON.stringify(expected[name]) !== JSON.stringify(actual[name]))
    .map(
      (name) =>
        `${what} ${name}: backup ${JSON.stringify(expected[name])}, restored ${JSON.stringify(actual[name])}`,
    )
}
