import { Transform } from 'node:stream'

/**
 * React writes a page in small pieces (~60 for the directory's 98 KB), and each piece made its
 * own trip through the web stream, the response and the compressor, which compresses each write
 * on a worker thread (ADR 030, "Fourth pass"). This stream passes on what was written in one turn
 * of the event loop as one chunk, so a page without suspended parts goes out in one piece, and a
 * suspended part that finishes later still streams when it is ready.
 */
export function coalescingStream(): Transform {
  let pending: Buffer[] = []
  let flushScheduled = false

  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      pending.push(chunk)
      if (!flushScheduled) {
        flushScheduled = true
        setImmediate(sendPending)
      }
      done()
    },
    flush(done) {
      sendPending()
      done()
    },
  })

  function sendPending() {
    flushScheduled = false
    if (pending.length === 0) return
    stream.push(pending.length === 1 ? pending[0] : Buffer.concat(pending))
    pending = []
  }

  return stream
}
