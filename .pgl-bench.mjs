import { PGlite } from '@electric-sql/pglite'
const pg = await PGlite.create(process.argv[2] ?? 'memory://')
async function bench(name, fn, n = 2000) {
  for (let i = 0; i < 100; i++) await fn()
  const c0 = process.cpuUsage()
  for (let i = 0; i < n; i++) await fn()
  const c = process.cpuUsage(c0)
  console.log(name.padEnd(30), ((c.user + c.system) / 1000 / n).toFixed(3), 'ms cpu')
}
await bench('query select 1', () => pg.query('select 1'))
await bench('query select 1 + parsers', () => pg.query('select 1', [], { rowMode: 'object', parsers: { 1184: (v) => v } }))
await bench('exec select 1', () => pg.exec('select 1'))
await bench('query select $1', () => pg.query('select $1::int', [1]))
