import pg from 'pg'
import type { TestProject } from 'vitest/node'

/**
 * Vitest global setup for the PostgreSQL run. Files share a database only within one worker:
 * each worker (VITEST_POOL_ID 1…maxWorkers) gets a fresh database of its own, named after the
 * configured one, so the suite can use both cores without files of two workers meeting in one
 * database (mail delivery, jobs and advisory locks are per database).
 */
export default async function createWorkerDatabases(project: TestProject): Promise<void> {
  const { DATABASE_URL: url } = project.config.env
  if (!isPostgresUrl(url)) return
  // Each Vitest project (vitest.config.ts) runs the global setup; the databases are made once.
  await (created[url] ??= createDatabases(url, project.config.maxWorkers))
}

const created: Record<string, Promise<void>> = ((
  globalThis as { workerDatabases?: Record<string, Promise<void>> }
).workerDatabases ??= {})

async function createDatabases(url: string, workers: number): Promise<void> {
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  try {
    for (let poolId = 1; poolId <= workers; poolId++) {
      const name = pg.escapeIdentifier(workerDatabaseName(url, poolId))
      await admin.query(`drop database if exists ${name} with (force)`)
      await admin.query(`create database ${name}`)
    }
  } finally {
    await admin.end()
  }
}

export function isPostgresUrl(url: string | undefined): url is string {
  return /^postgres(ql)?:\/\//.test(url ?? '')
}

export function workerDatabaseName(url: string, poolId: number | string): string {
  return `${new URL(url).pathname.slice(1)}_w${poolId}`
}

export function workerDatabaseUrl(url: string, poolId: number | string): string {
  const workerUrl = new URL(url)
  workerUrl.pathname = `/${workerDatabaseName(url, poolId)}`
  return workerUrl.toString()
}
