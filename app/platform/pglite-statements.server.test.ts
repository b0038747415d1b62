import { types, type PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMemoryPglite } from './db.server'
import { withPreparedStatements } from './pglite-statements.server'

// The embedded engine's statement cache (ADR 030, "Fourth pass"): it must answer exactly what
// PGlite's own query() answers, keep one prepared statement per SQL text, stay within its bound,
// and leave the connection usable after an error. It runs on a PGlite of its own, so the
// PostgreSQL run of the suite skips it.
describe.runIf(process.env.DATABASE_URL === 'memory://')('PGlite with prepared statements', () => {
  let pglite: PGlite

  beforeAll(async () => {
    pglite = await createMemoryPglite()
    await pglite.exec(`
      create table people (id serial primary key, name text not null unique, born date, tags text[]);
      insert into people (name, born, tags) values
        ('Ada', '1815-12-10', '{maths,engines}'), ('Grace', '1906-12-09', null);
    `)
  })
  afterAll(() => pglite.close())

  async function preparedTexts(): Promise<string[]> {
    const result = await pglite.query<{ statement: string }>(
      "select statement from pg_prepared_statements where name like 'gw_%' order by statement",
    )
    return result.rows.map((row) => row.statement)
  }

  it('reads back every text as stored, whatever its length and script', async () => {
    // PGlite's protocol reader is patched (patches/@electric-sql+pglite+*.patch): short ASCII
    // texts are decoded by hand, the rest by TextDecoder, all in place.
    const texts = [
      '',
      'a',
      'Ada',
      'x'.repeat(16),
      'y'.repeat(17),
      'héllo',
      'Ωμέγα',
      '日本語',
      '🙂 emoji',
      `${'z'.repeat(20)}naïve`,
      'w'.repeat(5000),
    ]
    const statements = withPreparedStatements(pglite)
    const read = await statements.query<{ text: string; length: number }>(
      'select text, length(text) as length from unnest($1::text[]) with ordinality as t(text, n) order by n',
      [texts],
    )
    expect(read.rows.map((row) => row.text)).toEqual(texts)
    expect(read.rows.map((row) => row.length)).toEqual(texts.map((text) => [...text].length))
  })

  it('answers what PGlite answers: rows, fields, counts, parsers, both row modes', async () => {
    const statements = withPreparedStatements(pglite)
    const select = 'select id, name, born, tags from people where id >= $1 order by id'
    const drizzleLikeOptions = {
      rowMode: 'array' as const,
      parsers: { [types.DATE]: (value: string) => `day ${value}` },
    }
    for (const options of [undefined, drizzleLikeOptions]) {
      expect(await statements.query(select, [1], options)).toEqual(
        await pglite.query(select, [1], options),
      )
    }
    const update = "update people set tags = $1 where name = 'Grace'"
    const changed = await statements.query(update, [['navy', 'compilers']])
    expect(changed.affectedRows).toBe(1)
    const grace = await statements.query<{ tags: string[] }>(
      "select tags from people where name = 'Grace'",
    )
    expect(grace.rows[0]!.tags).toEqual(['navy', 'compilers'])
  })

  it('prepares a text once, however often it runs', async () => {
    const statements = withPreparedStatements(pglite)
    const text = 'select count(*)::int as n from people where name <> $1'
    for (const name of ['Ada', 'Grace', 'Nobody']) await statements.query(text, [name])
    expect((await preparedTexts()).filter((statement) => statement === text)).toHaveLength(1)
  })

  it('closes the least recently used statement past its bound', async () => {
    await pglite.exec('deallocate all')
    const statements = withPreparedStatements(pglite, 2)
    await statements.query('select 1 as one')
    await statements.query('select 2 as two')
    await statements.query('select 1 as one') // used again: now the most recent
    await statements.query('select 3 as three')
    expect(await preparedTexts()).toEqual(['select 1 as one', 'select 3 as three'])
  })

  it('leaves the connection usable after an error, and rolls a failed transaction back', async () => {
    const statements = withPreparedStatements(pglite)
    const insert = 'insert into people (name) values ($1)'
    await expect(statements.query(insert, ['Ada'])).rejects.toMatchObject({ code: '23505' })
    await expect(
      statements.transaction(async (tx) => {
        await tx.query(insert, ['Katherine'])
        await tx.query(insert, ['Ada'])
      }),
    ).rejects.toMatchObject({ code: '23505' })
    const names = await statements.query<{ name: string }>('select name from people order by id')
    expect(names.rows.map((row) => row.name)).toEqual(['Ada', 'Grace'])
    await statements.transaction((tx) => tx.query(insert, ['Katherine']))
    expect((await statements.query('select name from people')).rows).toHaveLength(3)
  })

  it('prepares a statement again when a schema change made it stale', async () => {
    const statements = withPreparedStatements(pglite)
    const everything = 'select * from people where id = $1'
    expect(Object.keys((await statements.query(everything, [1])).rows[0]!)).not.toContain('team')
    await pglite.exec("alter table people add column team text not null default 'Analytical'")
    const after = await statements.query<{ team: string }>(everything, [1])
    expect(after.rows[0]!.team).toBe('Analytical')
    // The stale statement was closed, not left behind in the engine's memory.
    expect((await preparedTexts()).filter((text) => text === everything)).toHaveLength(1)
  })
})
