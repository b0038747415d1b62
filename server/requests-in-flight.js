// How many requests this server is answering right now: the render workers are used only when
// other requests wait for the main thread (server/render-workers.js, ADR 030 "Seventh pass").

/**
 * Express middleware that counts the requests it has let through and not yet answered (a
 * response that finishes or a connection that closes before it), and the count.
 */
export function requestsInFlight() {
  let count = 0
  return {
    count: () => count,
    middleware(_req, res, next) {
      count++
      res.once('close', () => count--)
      next()
    },
  }
}
