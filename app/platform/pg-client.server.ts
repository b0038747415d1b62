import pg from 'pg'

/**
 * A PostgreSQL connection that sends its next query only when the last one has answered.
 *
 * A transaction is one connection, and a service may read several things in it at once
 * (`Promise.all` over `tx`, as it would over the pool). node-postgres 8 queues such a query itself
 * but warns that pg 9 will refuse it ("Calling client.query() when the client is already
 * executing a query is deprecated"); this does the waiting it asks of its callers, for all of
 * them. The pool's own callback queries and cursors are passed on as they are: the pool hands
 * each to a connection no one else is using.
 */
export class OneQueryAtATimeClient extends pg.Client {
  /** The last query sent, answered or not: the next one waits for it. */
  lastQuery: Promise<unknown> = Promise.resolve()
}

// One implementation for pg's overloads, so it is set on the prototype rather than declared.
OneQueryAtATimeClient.prototype.query = function queryInTurn(
  this: OneQueryAtATimeClient,
  ...args: unknown[]
) {
  // Looked up on each call, so a wrapper set on pg's prototype later (a test's spy) is used.
  const pgQuery = pg.Client.prototype.query as (this: pg.Client, ...args: unknown[]) => unknown
  const [config, values, callback] = args
  const takesCallback = typeof values === 'function' || typeof callback === 'function'
  const isSubmittable = typeof (config as { submit?: unknown } | null)?.submit === 'function'
  if (takesCallback || isSubmittable) return pgQuery.apply(this, args)
  const answer = this.lastQuery.then(() => pgQuery.apply(this, args))
  // A failed query must not stop the ones after it; its caller gets the failure from `answer`.
  this.lastQuery = answer.catch(() => undefined)
  return answer
} as pg.Client['query']
