// How pages and JSON are compressed when they are made, not built (ADR 030): by the compression
// middleware in front of the app (server/static-files.js) and, for the pages a render worker
// writes, by that worker on its own core (server/render-workers.js).
import Negotiator from 'negotiator'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

/**
 * Brotli for pages and JSON, compressed anew on every response. The middleware's default
 * (4) cost 1.9 ms of CPU for the 84 KB directory page and, streamed in React's many small
 * chunks, 12% of a signed-in page's server time; quality 1 costs 0.3 ms for 15% more bytes
 * (12.6 KB instead of 10.9 KB). Build assets are compressed once, at the highest quality.
 */
export const DYNAMIC_BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } }

/**
 * The encoding a page is sent in, from the request's Accept-Encoding, as the compression
 * middleware chooses it (brotli first, then gzip); null sends it as it is.
 * @param {string | null} acceptEncoding
 * @returns {'br' | 'gzip' | null}
 */
export function pageEncoding(acceptEncoding) {
  if (!acceptEncoding) return null
  const negotiator = new Negotiator({ headers: { 'accept-encoding': acceptEncoding } })
  const chosen = negotiator.encoding(['br', 'gzip', 'identity'], ['br', 'gzip'])
  return chosen === 'br' || chosen === 'gzip' ? chosen : null
}

/**
 * A whole page's bytes in the encoding: one synchronous call costs ~0.2 ms for the directory,
 * where the middleware's stream of the same bytes cost the main thread ~0.8 ms.
 * @param {Uint8Array<ArrayBuffer>} bytes
 * @param {'br' | 'gzip' | null} encoding
 * @returns {Uint8Array<ArrayBuffer>}
 */
export function compressPage(bytes, encoding) {
  if (encoding === 'br') return brotliCompressSync(bytes, DYNAMIC_BROTLI_OPTIONS)
  if (encoding === 'gzip') return gzipSync(bytes)
  return bytes
}
