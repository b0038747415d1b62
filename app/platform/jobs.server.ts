import type pg from 'pg'
import PgBoss from 'pg-boss'
import { db, dbEngine, maintainDatabase } from './db.server'
import type { StatementClient } from './pglite-statements.server'

/**
 * Scheduled and background jobs through pg-boss, on the app's own database (ARCHITECTURE §1):
 * safe with any number of app processes, since pg-boss claims jobs with SKIP LOCKED and each
 * cron schedule fires once per period across processes.
 *
 * pg-boss talks to the database through our handle instead of its own pool: on PGlite there is
 * only one connection (guarded by a mutex), so multi-statement SQL goes through `exec` and
 * parameterised SQL through `query` (ARCHITECTURE §6 pitfall). Never start a job from inside a
 * transaction callback on PGlite: the queries would wait for the transaction's own mutex.
 */
export interface JobDefinition {
  name: string
  /** Cron expression (UTC); none for a job that runs only when queued (`queueJob`). */
  cron?: string
  /** How often an idle worker looks for work: 10 s unless the job should follow a change soon. */
  pollSeconds?: number
  /** Runs once per job, with the data it was queued with (a scheduled run has none). */
  run: (data: unknown) => Promise<unknown>
}

interface SqlResult {
  rows: unknown[]
}

function executor(): { executeSql: (text: string, values?: unknown[]) => Promise<SqlResult> } {
  const client = (db as unknown as { $client: StatementClient | pg.Pool }).$client
  if (dbEngine === 'pglite') {
    const pglite = client as StatementClient
    return {
      async executeSql(text, values) {
        if (values?.length) return pglite.query(text, values)
        const results = await pglite.exec(text)
        return results.at(-1) ?? { rows: [] }
      },
    }
  }
  const pool = client as pg.Pool
  return { executeSql: (text, values) => pool.query(text, values) }
}

/**
 * 'database-maintenance', nightly at 03:20 UTC: on the embedded engine, what PostgreSQL's
 * autovacuum would do (db.server.ts); nothing on PostgreSQL.
 */
export const databaseMaintenanceJob: JobDefinition = {
  name: 'database-maintenance',
  cron: '20 3 * * *',
  run: maintainDatabase,
}

let boss: PgBoss | undefined

/**
 * Starts the queue (creating pg-boss's schema on first use), schedules the given jobs and works
 * them in this process until stopJobs (server.js calls it at shutdown). Idempotent.
 */
export async function startJobs(jobs: JobDefinition[]): Promise<PgBoss> {
  if (boss) return boss
  const instance = new PgBoss({
    db: executor(),
    schema: 'pgboss',
    supervise: true,
    schedule: true,
  })
  instance.on('error', (error) => console.error('[jobs]', error))
  await instance.start()
  for (const job of jobs) {
    await instance.createQueue(job.name)
    if (job.cron) await instance.schedule(job.name, job.cron)
    // Daily jobs need no fast polling, and on PGlite every poll takes the only connection.
    const pollingIntervalSeconds = job.pollSeconds ?? 10
    await instance.work(job.name, { pollingIntervalSeconds }, async (claimed) => {
      for (const one of claimed) await job.run(one.data)
    })
  }
  boss = instance
  return instance
}

/** Stops working jobs (at shutdown, or at the end of a test). */
export async function stopJobs(): Promise<void> {
  const running = boss
  boss = undefined
  // The whole shutdown must fit in 10 s (server/shutdown.js); a daily job cut off is run again.
  await running?.stop({ graceful: true, close: false, wait: true, timeout: 2_000 })
}

/** Runs a started job now, through the queue (tests and admin tools). */
export async function sendJob(name: string): Promise<string | null> {
  if (!boss) throw new Error('Jobs are not started')
  return boss.send(name, {})
}

/**
 * Queues one run of a started job with `data`, after the change it follows has committed (never
 * inside a transaction callback: see above). Answers false when this process runs no queue (the
 * start-up logged why; tests start it themselves), so the change it follows never fails for it.
 */
export async function queueJob(name: string, data: object): Promise<boolean> {
  if (!boss) return false
  // One attempt: a run records or logs its own failure, and a retry could post twice.
  await boss.send(name, data, { retryLimit: 0 })
  return true
}

export interface JobQueues {
  /** Whether this process started the queue (server.js does at start-up; tests do themselves). */
  running: boolean
  queues: { name: string; waiting: number }[]
}

/** The queues and how many jobs wait in each (the installation self-check shows them). */
export async function jobQueues(): Promise<JobQueues> {
  const running = boss
  if (!running) return { running: false, queues: [] }
  const queues: JobQueues['queues'] = []
  // One queue after another: on PGlite every query takes the single connection anyway.
  for (const queue of await running.getQueues()) {
    queues.push({ name: queue.name, waiting: await running.getQueueSize(queue.name) })
  }
  return { running: true, queues }
}
