/**
 * `npm run backup` and `npm run restore` (issue 17 §8) round trip an install: its database (the
 * embedded one in DATA_DIR/db, or PostgreSQL through pg_dump) and its stored files.
 */
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { backup, restore, type Install } from '../../scripts/backup/archive'
import { isPostgresUrl } from '../setup/postgres-worker-databases'

const RUN = Date.now().toString(36)
const COMPANIES = [`Backup Ltd ${RUN}`, `Restore GmbH ${RUN}`]
const FILES: Record<string, Buffer> = {
  '1/logos/logo.png': Buffer.from('not really a png'),
  '1/knowledge/handbook.pdf': Buffer.alloc(300_000, 7),
}

interface Sql {
  query<T>(text: string, values?: unknown[]): Promise<{ rows: T[] }>
}

/** One engine's install to back up and an empty one to restore into. */
interface Engine {
  source: Install
  target: Install
  /** Runs `query` against a database of the install; closes it after. */
  open<T>(install: Install, query: (sql: Sql) => Promise<T>): Promise<T>
  cleanUp(): Promise<void>
}

const work = mkdtempSync(path.join(tmpdir(), 'backup-test-'))
let engine: Engine
/** Companies already in the source database (on PostgreSQL, other test files' rows). */
let companiesBefore: number

beforeAll(async () => {
  engine = isPostgresUrl(process.env.DATABASE_URL) ? await postgresEngine() : await pgliteEngine()
  companiesBefore = await engine.open(engine.source, async (sql) => {
    const { rows } = await sql.query<{ n: number }>('select count(*)::int as n from companies')
    for (const name of COMPANIES) {
      await sql.query('insert into companies (company_name, company_slug) values ($1, $2)', [
        name,
        name.toLowerCase().replace(/\W+/g, '-'),
      ])
    }
    return rows[0]!.n
  })
  for (const [name, bytes] of Object.entries(FILES)) {
    const file = path.join(engine.source.dataDir, 'files', name)
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(file, bytes)
  }
}, 60_000)

afterAll(async () => {
  await engine?.cleanUp()
  rmSync(work, { recursive: true, force: true })
})

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')

describe('backup and restore', () => {
  const archive = path.join(work, 'backup.tar.gz')

  it('writes one archive whose manifest counts the rows and hashes the files', async () => {
    const manifest = await backup(engine.source, archive)

    expect(manifest.rowCounts['public.companies']).toBe(companiesBefore + COMPANIES.length)
    expect(manifest.rowCounts['drizzle.__drizzle_migrations']).toBeGreaterThan(0)
    expect(manifest.files).toEqual(
      Object.fromEntries(
        Object.entries(FILES)
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([name, bytes]) => [name, { size: bytes.length, sha256: sha256(bytes) }]),
      ),
    )
  })

  it('restores the same rows and files into an empty install', async () => {
    const manifest = await restore(archive, engine.target)

    const companies = await engine.open(engine.target, async (sql) => {
      const { rows } = await sql.query<{ name: string }>(
        'select company_name as name from companies where company_name = any($1) order by id',
        [COMPANIES],
      )
      return rows.map((row) => row.name)
    })
    expect(companies).toEqual(COMPANIES)
    for (const [name, bytes] of Object.entries(FILES)) {
      const restored = readFileSync(path.join(engine.target.dataDir, 'files', name))
      expect(sha256(restored)).toBe(sha256(bytes))
    }
    // The restore counted every table again and found what the backup counted.
    expect(Object.keys(manifest.rowCounts).length).toBeGreaterThan(20)
  })

  it('refuses to restore over a database that is not empty, unless told to replace it', async () => {
    await expect(restore(archive, engine.target)).rejects.toThrow(/not empty.*--replace/)
    await expect(restore(archive, engine.target, { replace: true })).resolves.toBeTruthy()
  })

  it('reports a backup whose files were changed after it was made', async () => {
    const unpacked = path.join(work, 'tampered')
    mkdirSync(unpacked)
    execFileSync('tar', ['-xzf', archive, '-C', unpacked])
    writeFileSync(path.join(unpacked, 'files/1/logos/logo.png'), 'something else')
    const tampered = path.join(work, 'tampered.tar.gz')
    execFileSync('tar', ['-czf', tampered, '-C', unpacked, '.'])

    await expect(restore(tampered, engine.target, { replace: true })).rejects.toThrow(
      /file 1\/logos\/logo\.png: backup .*, restored /,
    )
  })
})

/** The embedded database in a data directory, started from the suite's migrated template. */
async function pgliteEngine(): Promise<Engine> {
  const source = { dataDir: path.join(work, 'source') }
  const template = new Blob([readFileSync(process.env.PGLITE_TEMPLATE!)])
  mkdirSync(source.dataDir)
  const created = await PGlite.create(path.join(source.dataDir, 'db'), {
    extensions: { pg_trgm, fuzzystrmatch },
    loadDataDir: template,
  })
  await created.close()
  return {
    source,
    target: { dataDir: path.join(work, 'target') },
    async open(install, query) {
      const client = await PGlite.create(path.join(install.dataDir, 'db'), {
        extensions: { pg_trgm, fuzzystrmatch },
      })
      try {
        return await query(client)
      } finally {
        await client.close()
      }
    },
    cleanUp: async () => {},
  }
}

/** This worker's PostgreSQL database (migrated by the app) and a new one beside it. */
async function postgresEngine(): Promise<Engine> {
  await import('~/platform/db.server')
  const sourceUrl = process.env.DATABASE_URL!
  const targetUrl = new URL(sourceUrl)
  targetUrl.pathname = `${targetUrl.pathname}_restored`
  const targetName = pg.escapeIdentifier(targetUrl.pathname.slice(1))
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: sourceUrl })
    await client.connect()
    await client.query(statement).finally(() => client.end())
  }
  await admin(`drop database if exists ${targetName} with (force)`)
  await admin(`create database ${targetName}`)
  return {
    source: { dataDir: path.join(work, 'source'), databaseUrl: sourceUrl },
    target: { dataDir: path.join(work, 'target'), databaseUrl: targetUrl.toString() },
    async open(install, query) {
      const client = new pg.Client({ connectionString: install.databaseUrl })
      await client.connect()
      try {
        return await query(client)
      } finally {
        await client.end()
      }
    },
    cleanUp: () => admin(`drop database if exists ${targetName} with (force)`),
  }
}
