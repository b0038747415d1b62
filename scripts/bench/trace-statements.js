// A per-statement trace of the embedded database, for finding where a page's time goes (ADR 030):
//
//   TRACE_FILE=/tmp/trace.log NODE_ENV=production node --import ./scripts/bench/trace-statements.js server.js
//
// appends one line per call into the engine: the time (ms), PARSE or EXEC with the statement's
// name, its SQL (in full when it is prepared, shortened after) and its parameters. The app runs
// each SQL text as a named prepared statement (app/platform/pglite-statements.server.ts), so a
// page's statements are its EXEC lines; their parameters are enough to EXPLAIN them again.
import { appendFileSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'

const out = process.env.TRACE_FILE ?? 'statements.log'
const textOf = new Map()

/** A NUL-terminated string at `offset`, and the offset after it. */
function cString(bytes, offset) {
  let end = offset
  while (bytes[end] !== 0) end++
  return [Buffer.from(bytes.subarray(offset, end)).toString(), end + 1]
}

/** What a batch of frontend messages does: the statement it prepares or runs, and the values. */
function describe(messages) {
  const view = new DataView(messages.buffer, messages.byteOffset)
  let offset = 0
  let label = '?'
  const values = []
  while (offset < messages.length) {
    const type = String.fromCharCode(messages[offset])
    const length = view.getInt32(offset + 1)
    if (type === 'P') {
      const [name, next] = cString(messages, offset + 5)
      textOf.set(name, cString(messages, next)[0].replace(/\s+/g, ' '))
      label = `PARSE ${name}`
    } else if (type === 'B') {
      const [, next] = cString(messages, offset + 5)
      const [name, afterName] = cString(messages, next)
      label = `EXEC ${name}`
      let at = afterName
      at += 2 + 2 * view.getInt16(at)
      const count = view.getInt16(at)
      at += 2
      for (let i = 0; i < count; i++) {
        const size = view.getInt32(at)
        at += 4
        values.push(size < 0 ? null : Buffer.from(messages.subarray(at, at + size)).toString())
        at += Math.max(size, 0)
      }
    }
    offset += 1 + length
  }
  return { label, values }
}

const run = PGlite.prototype.execProtocolStream
PGlite.prototype.execProtocolStream = async function traced(messages, options) {
  const { label, values } = describe(messages)
  const started = performance.now()
  const result = await run.call(this, messages, options)
  const ms = (performance.now() - started).toFixed(3)
  const text = textOf.get(label.split(' ')[1]) ?? ''
  const shown = label.startsWith('PARSE') ? text : text.slice(0, 100)
  appendFileSync(out, `${ms}\t${label}\t${shown}\t${JSON.stringify(values)}\n`)
  return result
}
