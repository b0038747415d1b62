// The public knowledge-base pages (ADR 026) are the same for every anonymous reader, and anyone
// may read them: they are answered from memory, compressed once, with an ETag and Last-Modified
// so browsers and CDNs can revalidate for free (304). A cached page is kept until the company's
// data changes in this process (every audited write moves the version the app reports, see
// app/domains/public-kb/public-page-versions.server.ts) or PAGE_TTL_MS passes, which bounds
// what another process's write leaves stale, like the Cache-Control lifetimes do (ADR 030).
import { createHash } from 'node:crypto'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

/** A public page's path names its company first: /articles/public/{companySlug}/… */
const PUBLIC_PAGE = /^\/articles\/public\/([^/]+)\//
/** How long a cached page is served at most, whatever this process heard. */
export const PAGE_TTL_MS = 60_000
/**
 * A change is signalled inside its transaction, before it commits: a page rendered in the
 * moments after one may show the data before it, so it is sent but not kept.
 */
export const SETTLE_MS = 1_000
/** Distinct pages kept (address × host × Accept-Language); past it the oldest go first. */
export const MAX_PAGES = 1_000

const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }

/**
 * Express middleware. `render(req)` renders a page through Remix, from `renderRequestOf(req)`,
 * and returns its Response;
 * `versionOf(companySlug)` is the app's publicPagesVersion. Requests with a cookie or an
 * Authorization header go on to Remix unchanged: they may be rendered for someone.
 */
export function cachePublicPages({ render, versionOf, ttlMs = PAGE_TTL_MS, settleMs = SETTLE_MS }) {
  const pages = new Map()

  function current(key, slug) {
    const page = pages.get(key)
    if (!page) return null
    const version = versionOf(slug)
    if (version?.version === page.version && Date.now() < page.expiresAt) return page
    pages.delete(key)
    return null
  }

  async function renderAndKeep(req, key, slug) {
    const startedAt = Date.now()
    const response = await render(req)
    const body = Buffer.from(await response.arrayBuffer())
    if (!isShareable(response)) return { response, body }
    const page = pageOf(response, body, startedAt)
    const version = versionOf(slug)
    if (version && version.changedAt < startedAt - settleMs) {
      page.version = version.version
      page.expiresAt = startedAt + ttlMs
      page.encoded = { br: brotliCompressSync(body, BROTLI), gzip: gzipSync(body) }
      if (pages.size >= MAX_PAGES) pages.delete(pages.keys().next().value)
      pages.set(key, page)
    }
    return { page }
  }

  return async (req, res, next) => {
    const slug = companySlugOf(req)
    if (!slug || req.get('cookie') || req.get('authorization')) return next()
    const key = [hostOf(req), req.originalUrl, req.get('accept-language') ?? ''].join('\n')
    const cached = current(key, slug)
    if (!cached && req.method === 'HEAD') return next()
    try {
      const { page, response, body } = cached
        ? { page: cached }
        : await renderAndKeep(req, key, slug)
      if (page) sendPage(req, res, page)
      else sendResponse(res, response, body)
    } catch (error) {
      next(error)
    }
  }
}

/** The company slug of a GET or HEAD of a public page, else null. */
function companySlugOf(req) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null
  const match = PUBLIC_PAGE.exec(req.path)
  if (!match) return null
  try {
    return decodeURIComponent(match[1])
  } catch {
    return null
  }
}

/**
 * The Fetch API request `render` is given for a GET or HEAD, as the express adapter would build
 * it, without its Accept-Encoding: the page is kept as it was written and compressed here, once,
 * for every reader (the app compresses the pages it writes as the request accepts).
 */
export function renderRequestOf(req) {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (name === 'accept-encoding') continue
    for (const one of [value].flat()) if (one !== undefined) headers.append(name, one)
  }
  const url = new URL(req.originalUrl, `${req.protocol}://${hostOf(req)}`)
  return new Request(url, { method: req.method, headers })
}

/** The host (and port) Remix builds the page's URL from, read as the express adapter reads it. */
function hostOf(req) {
  const port = req.get('x-forwarded-host')?.split(':')[1] || req.get('host')?.split(':')[1]
  return `${req.hostname}${port ? `:${port}` : ''}`
}

/** A page anyone may be sent: a 200 the page itself marked public, setting no cookie. */
function isShareable(response) {
  return (
    response.status === 200 &&
    /\bpublic\b/.test(response.headers.get('cache-control') ?? '') &&
    !response.headers.has('set-cookie')
  )
}

function pageOf(response, body, renderedAt) {
  const headers = {}
  for (const [name, value] of response.headers) {
    if (name !== 'content-length' && name !== 'content-encoding') headers[name] = value
  }
  headers.etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`
  headers['last-modified'] = new Date(renderedAt).toUTCString()
  return { headers, body, encoded: null }
}

/** A page with its validators: 304 when the browser's copy is current, else the best encoding. */
function sendPage(req, res, page) {
  res.status(200).set(page.headers)
  if (req.fresh) return res.status(304).end()
  if (!page.encoded) return res.send(page.body)
  const encoding = req.acceptsEncodings('br', 'gzip')
  res.vary('Accept-Encoding')
  if (!encoding) return res.send(page.body)
  res.set('Content-Encoding', encoding)
  res.send(page.encoded[encoding])
}

/** Anything else Remix answered (a 404, a redirect), as it is. */
function sendResponse(res, response, body) {
  res.status(response.status)
  for (const [name, value] of response.headers) {
    if (name !== 'set-cookie' && name !== 'content-length') res.append(name, value)
  }
  for (const cookie of response.headers.getSetCookie()) res.append('Set-Cookie', cookie)
  res.send(body)
}
