// The HTTP server: static files, request hygiene that must run before any route, then Remix.
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { createRequestHandler } from '@remix-run/express'
import {
  broadcastDevReady,
  createRequestHandler as createFetchHandler,
  installGlobals,
} from '@remix-run/node'
import express from 'express'
import { cachePublicPages, renderRequestOf } from './server/public-page-cache.js'
import { installRouteMatchCache } from './server/route-match-cache.js'
import { installServerRoutesMemo } from './server/server-routes-memo.js'
import { serveStaticThenCompress } from './server/static-files.js'
import { httpsOnlyWhenSecure } from './server/https-only.js'
import { shutDownGracefullyOnSignal } from './server/shutdown.js'
import { renderWorkerCount, startRenderWorkers, whileOthersWait } from './server/render-workers.js'
import { requestsInFlight } from './server/requests-in-flight.js'

installGlobals({ nativeFetch: true })
// Before the build is imported, so every route match of Remix and React Router, and the route
// objects of every render, are remembered.
installRouteMatchCache()
installServerRoutesMemo()

const BUILD_PATH = path.resolve('build/index.js')
const port = Number(process.env.PORT ?? 3000)
const trustProxy = ['1', 'true'].includes(process.env.TRUST_PROXY ?? '')
/** Must match CLIENT_IP_HEADER in app/platform/request-meta.server.ts. */
const CLIENT_IP_HEADER = 'x-groundwork-client-ip'
/** REST clients authenticate with a bearer token, not cookies, so they need no Origin check. */
const API_PATH = /^\/[^/]+\/api\//

// Importing the build opens the database and applies pending migrations before we listen.
const build = await import(pathToFileURL(BUILD_PATH).href)

const app = express()
app.disable('x-powered-by')
app.set('trust proxy', trustProxy)

app.use((req, res, next) => {
  // Overwrite whatever the client sent: only the address express trusts is recorded.
  req.headers[CLIENT_IP_HEADER] = (req.ip ?? 'unknown').replace(/^::ffff:/, '')
  res.set({
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'same-origin',
    'X-Frame-Options': 'DENY',
  })
  next()
})
app.use(httpsOnlyWhenSecure())

// Cross-site form posts are refused: SameSite=Lax already keeps the cookie off them, and this
// also covers same-site subdomains. Browsers without an Origin header fall back to Referer.
app.use((req, res, next) => {
  if (req.method === 'GET' || req.method === 'HEAD' || API_PATH.test(req.path)) return next()
  const source = req.get('origin') ?? req.get('referer')
  if (!source) return next()
  let sourceHost
  try {
    sourceHost = new URL(source).host
  } catch {
    sourceHost = null
  }
  if (sourceHost === req.get('host')) return next()
  res.status(403).type('text/plain').send('Cross-origin form submission refused.')
})

serveStaticThenCompress(app)
// A verified custom domain of a public knowledge base (ADR 026) serves it at / and /details/{id}/:
// those paths are rewritten to the knowledge base's own; the Host (as Remix reads it) is kept, so
// the page links within the domain. Every other host and path goes on unchanged.
const { publicPathForHost } = build.entry.module
app.use(async (req, _res, next) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') return next()
  try {
    const target = await publicPathForHost(req.get('x-forwarded-host') ?? req.get('host'), req.path)
    if (target) {
      const at = req.originalUrl.indexOf('?')
      req.url = req.originalUrl = target + (at === -1 ? '' : req.originalUrl.slice(at))
    }
  } catch (error) {
    console.error('[public-kb] custom domain lookup failed:', error)
  }
  next()
})
// Public knowledge-base pages for anonymous readers, from memory (ADR 030). The same build
// renders them, through Remix's fetch handler, when they are not cached.
const renderPage = createFetchHandler(build, build.mode)
app.use(
  cachePublicPages({
    render: (req) => renderPage(renderRequestOf(req), {}),
    versionOf: build.entry.module.publicPagesVersion,
  }),
)
// Under load, signed-in pages are rendered on another core while this thread loads the next
// (ADR 030); one at a time, they render here.
const renderWorkers = renderWorkerCount()
const inFlight = requestsInFlight()
app.use(inFlight.middleware)
const renderElsewhere =
  renderWorkers > 0
    ? whileOthersWait(startRenderWorkers(BUILD_PATH, renderWorkers), inFlight.count)
    : undefined
// One fresh load context per HTTP request: loaders of one page view share it (see
// app/platform/load-context.ts), nothing leaks between requests.
app.all(
  '*',
  createRequestHandler({ build, mode: build.mode, getLoadContext: () => ({ renderElsewhere }) }),
)

const server = app.listen(port, () => {
  console.info(`Groundwork is listening on http://localhost:${port}`)
  if (process.env.NODE_ENV === 'development') broadcastDevReady(build)
})

shutDownGracefullyOnSignal(server, build.entry.module.closeApp)
