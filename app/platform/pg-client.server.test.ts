import { sql } from 'drizzle-orm'
import pg from 'pg'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { db, dbEngine } from './db.server'
import { OneQueryAtATimeClient } from './pg-client.server'

const onPostgres = dbEngine === 'postgres'

describe.skipIf(!onPostgres)('OneQueryAtATimeClient (PostgreSQL)', () => {
  afterEach(() => vi.restoreAllMocks())

  /** The most queries node-postgres had in hand at once on any one connection. */
  function watchQueriesInFlight() {
    const sendQuery = pg.Client.prototype.query as (this: pg.Client, ...a: unknown[]) => unknown
    const inFlight = new Map<pg.Client, number>()
    const watched = { most: 0 }
    vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (
      this: pg.Client,
      ...args: unknown[]
    ) {
      const answer = sendQuery.apply(this, args)
      if (answer instanceof Promise) {
        inFlight.set(this, (inFlight.get(this) ?? 0) + 1)
        watched.most = Math.max(watched.most, inFlight.get(this)!)
        const done = () => void inFlight.set(this, inFlight.get(this)! - 1)
        answer.then(done, done)
      }
      return answer
    } as pg.Client['query'])
    return watched
  }

  it("sends a transaction's reads made side by side one after another, each with its answer", async () => {
    const watched = watchQueriesInFlight()
    const answers = await db.transaction((tx) =>
      Promise.all([
        tx.execute<{ n: number }>(sql`select pg_sleep(0.05), 1 as n`),
        tx.execute<{ n: number }>(sql`select 2 as n`),
        tx.execute<{ n: number }>(sql`select 3 as n`),
      ]),
    )
    expect(answers.map((answer) => answer.rows[0]!.n)).toEqual([1, 2, 3])
    // pg 8 would queue the other two itself and warn that pg 9 refuses them.
    expect(watched.most).toBe(1)
  })

  it('runs the next query after one that failed', async () => {
    const client = new OneQueryAtATimeClient({ connectionString: process.env.DATABASE_URL })
    await client.connect()
    try {
      const [failed, next] = await Promise.allSettled([
        client.query('select 1 / 0'),
        client.query<{ n: number }>('select 2 as n'),
      ])
      expect(failed).toMatchObject({ status: 'rejected', reason: { code: '22012' } })
      expect(next).toMatchObject({ status: 'fulfilled', value: { rows: [{ n: 2 }] } })
    } finally {
      await client.end()
    }
  })
})
