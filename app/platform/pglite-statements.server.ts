import {
  parse,
  protocol,
  type PGlite,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite'
import { joinedBytes } from './bytes'

/**
 * PGlite runs every `query()` as the extended protocol's unnamed statement, so the engine parses,
 * analyses and plans the same SQL again on every call, in six calls into its wasm module (parse,
 * describe, bind, describe, execute, sync). A page runs the same few statements on every request,
 * and planning them was most of the embedded database's cost: ~11 ms of the directory's ~13 ms of
 * queries (ADR 030, "Fourth pass"). This client keeps each SQL text as a named prepared statement
 * and runs it with one call (bind, execute, sync): PostgreSQL parses it once and, after five runs,
 * reuses a generic plan when that costs no more than planning each time (`plan_cache_mode`
 * auto). Drizzle and pg-boss use it in place of the PGlite client; results are the same objects
 * PGlite's own `query()` returns.
 */
export interface StatementClient {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>
  exec: PGlite['exec']
  transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T>
}

/**
 * Enough for every statement the app has (drizzle writes one text per query shape; an `in (…)`
 * list makes one per length). Past it, the least recently used statement is closed.
 */
const MAX_STATEMENTS = 1_000

/**
 * Longer texts (bulk inserts of thousands of rows: seeding, imports) are run as PGlite runs them:
 * they seldom repeat, and a kept plan of one holds megabytes of the engine's memory.
 */
const MAX_KEPT_TEXT_LENGTH = 20_000

/** A statement that no longer matches the schema: drop it and prepare the text again. */
const STALE_STATEMENT_CODES = new Set([
  '26000', // invalid_sql_statement_name: it no longer exists
  '0A000', // feature_not_supported: "cached plan must not change result type" after DDL
])

interface PreparedStatement {
  name: string
  parameterTypes: number[]
  /** The result's columns, sent before the rows so PGlite's parser can read them. */
  rowDescription: BackendMessage | undefined
}

type BackendMessage = Parameters<typeof parse.parseResults>[0][number]

/** Statement names are unique in the process, so two clients over one PGlite never collide. */
let lastStatementNumber = 0

export function withPreparedStatements(
  client: PGlite,
  maxStatements = MAX_STATEMENTS,
): StatementClient {
  const statements = new Map<string, PreparedStatement>()
  /** Statements a schema change made stale: closed along with the next one prepared. */
  const staleNames: string[] = []

  /** Parses `text` as a new named statement (closing the least used one when full). */
  async function prepare(text: string): Promise<PreparedStatement> {
    const name = `gw_${++lastStatementNumber}`
    const messages = [
      ...staleNames.splice(0).map((stale) => protocol.serialize.close({ type: 'S', name: stale })),
      protocol.serialize.parse({ name, text }),
    ]
    if (statements.size >= maxStatements) {
      const [oldestText, oldest] = statements.entries().next().value!
      statements.delete(oldestText)
      messages.unshift(protocol.serialize.close({ type: 'S', name: oldest.name }))
    }
    messages.push(protocol.serialize.describe({ type: 'S', name }), protocol.serialize.sync())
    const replies = await client.execProtocolStream(joinedBytes(messages), { syncToFs: false })
    return {
      name,
      parameterTypes: parse.parseDescribeStatementResults(replies),
      rowDescription: replies.find((reply) => reply.name === 'rowDescription'),
    }
  }

  async function statementFor(text: string): Promise<PreparedStatement> {
    const known = statements.get(text)
    if (known) {
      // Most recently used last, so the first entry is the one to close when full.
      statements.delete(text)
      statements.set(text, known)
      return known
    }
    const prepared = await prepare(text)
    statements.set(text, prepared)
    return prepared
  }

  async function run<T>(
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
  ): Promise<Results<T>> {
    const statement = await statementFor(text)
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null
      // The statement's description gives a type for every parameter it takes.
      const type = statement.parameterTypes[index]!
      const serializer = options?.serializers?.[type] ?? client.serializers[type]
      return serializer ? serializer(value) : String(value)
    })
    try {
      const replies = await client.execProtocolStream(
        joinedBytes([
          protocol.serialize.bind({ statement: statement.name, values: values as string[] }),
          protocol.serialize.execute({}),
          protocol.serialize.sync(),
        ]),
        { syncToFs: false },
      )
      const withColumns = statement.rowDescription
        ? [statement.rowDescription, ...replies]
        : replies
      return parse.parseResults(withColumns, parsersFor(options), {
        ...options,
        parsers: undefined,
      })[0] as Results<T>
    } catch (error) {
      if (isStale(error)) {
        statements.delete(text)
        staleNames.push(statement.name)
      }
      throw error
    }
  }

  /**
   * The caller's parsers over the client's. PGlite's `parseResults` copies all of the client's
   * (one per type, arrays included: hundreds) into a new object on every query; a prototype
   * chain gives the same lookups without the copy, which was 6% of a directory page's CPU.
   */
  function parsersFor(options: QueryOptions | undefined): PGlite['parsers'] {
    if (!options?.parsers) return client.parsers
    return Object.assign(Object.create(client.parsers) as PGlite['parsers'], options.parsers)
  }

  /** PGlite's own path for what a named statement cannot carry (typed parameters, blobs) or
   * should not keep (MAX_KEPT_TEXT_LENGTH). */
  function needsPGlitesOwnPath(text: string, options: QueryOptions | undefined): boolean {
    return Boolean(options?.paramTypes || options?.blob) || text.length > MAX_KEPT_TEXT_LENGTH
  }

  function transactionWithStatements(tx: Transaction): Transaction {
    return {
      query: <T>(text: string, params: unknown[] = [], options?: QueryOptions) => {
        if (tx.closed) throw new Error('Transaction is closed')
        if (needsPGlitesOwnPath(text, options)) return tx.query<T>(text, params, options)
        // Inside a transaction only the query lock is taken (the transaction holds the other),
        // and the files are synced when it commits, as PGlite does.
        return client._runExclusiveQuery(() => run<T>(text, params, options))
      },
      sql: (...args) => tx.sql(...args),
      exec: (...args) => tx.exec(...args),
      rollback: () => tx.rollback(),
      listen: (...args) => tx.listen(...args),
      get closed() {
        return tx.closed
      },
    }
  }

  return {
    async query<T>(text: string, params: unknown[] = [], options?: QueryOptions) {
      if (needsPGlitesOwnPath(text, options)) return client.query<T>(text, params, options)
      await client._checkReady()
      return client._runExclusiveTransaction(() =>
        client._runExclusiveQuery(async () => {
          // A statement made stale by a schema change is prepared again once. (Inside a
          // transaction the error has aborted it, so there the caller gets the error.)
          const result = await run<T>(text, params, options).catch((error: unknown) => {
            if (isStale(error)) return run<T>(text, params, options)
            throw error
          })
          await client.syncToFs()
          return result
        }),
      )
    },
    exec: (text, options) => client.exec(text, options),
    transaction: (callback) => client.transaction((tx) => callback(transactionWithStatements(tx))),
  }
}

function isStale(error: unknown): boolean {
  return STALE_STATEMENT_CODES.has((error as { code?: string }).code ?? '')
}
