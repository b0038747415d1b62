// Graceful shutdown (ADR 031). On SIGTERM or SIGINT the server stops accepting connections,
// finishes the requests in flight, closes every keep-alive connection as soon as it falls idle
// (a client that keeps sending on one would otherwise hold the process open for ever: after a
// load test it did not exit within 20 s), then lets the app stop its job workers and close the
// database. Whatever happens, the process is gone within EXIT_DEADLINE_MS of the signal: a
// supervisor (systemd, Kubernetes, …) would kill it soon after anyway, less politely.

/** Requests still open after this are cut off, leaving the rest of the deadline to close the app. */
const DRAIN_DEADLINE_MS = 6_000
const EXIT_DEADLINE_MS = 9_500
/** How often connections that have gone idle are closed while draining. */
const IDLE_SWEEP_MS = 100

/**
 * @param {import('node:http').Server} server
 * @param {() => Promise<void>} closeApp stops the app's background work and closes its database
 */
export function shutDownGracefullyOnSignal(server, closeApp) {
  let stopping = false
  const stop = async (signal) => {
    if (stopping) return
    stopping = true
    const started = Date.now()
    console.info(`[shutdown] ${signal}: finishing the requests in flight`)
    setTimeout(() => {
      console.error(`[shutdown] not finished after ${EXIT_DEADLINE_MS} ms: exiting anyway`)
      process.exit(1)
    }, EXIT_DEADLINE_MS).unref()

    const cutOff = setTimeout(() => {
      console.error(`[shutdown] requests still open after ${DRAIN_DEADLINE_MS} ms: closing them`)
      server.closeAllConnections()
    }, DRAIN_DEADLINE_MS)
    const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS)
    // A request that still arrives on an open keep-alive connection is answered, with the
    // connection closed after it.
    server.prependListener('request', (_request, response) => {
      response.shouldKeepAlive = false
    })
    await new Promise((resolve) => server.close(resolve))
    clearTimeout(cutOff)
    clearInterval(sweep)

    let exitCode = 0
    try {
      await closeApp()
    } catch (error) {
      console.error('[shutdown] closing the app failed:', error)
      exitCode = 1
    }
    console.info(`[shutdown] done in ${Date.now() - started} ms`)
    process.exit(exitCode)
  }
  for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => void stop(signal))
}
