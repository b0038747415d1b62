// Build assets are compressed once, after the build (scripts/precompress.js), and served
// compressed to browsers that accept it: the JavaScript budgets are gzip sizes, and staff on slow
// connections should not download three times as many bytes. Compressing on every request
// would cost CPU for files that never change.
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

/** The encodings we write, best first, with their file suffix. */
export const ENCODINGS = [
  { name: 'br', suffix: '.br', compress: (bytes) => brotliCompressSync(bytes, BROTLI_OPTIONS) },
  { name: 'gzip', suffix: '.gz', compress: (bytes) => gzipSync(bytes, { level: 9 }) },
]
const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }

/** Only text assets gain from compression (images and fonts are compressed already). */
export const COMPRESSIBLE = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
}

/**
 * Express middleware for a directory of immutable build assets: answers with the precompressed
 * sibling of the requested file when the browser accepts its encoding, else passes on to the
 * plain static handler.
 */
export function servePrecompressed(root) {
  return (req, res, next) => {
    const contentType = COMPRESSIBLE[path.extname(req.path)]
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !contentType) return next()
    const accepted = acceptedEncodings(req.get('accept-encoding'))
    const encodings = ENCODINGS.filter((encoding) => accepted.has(encoding.name))
    const tryNext = ([encoding, ...rest]) => {
      if (!encoding) return next()
      res.sendFile(
        req.path + encoding.suffix,
        {
          root,
          immutable: true,
          maxAge: '1y',
          headers: {
            'Content-Encoding': encoding.name,
            'Content-Type': contentType,
            Vary: 'Accept-Encoding',
          },
        },
        (error) => {
          if (error && !res.headersSent) tryNext(rest)
        },
      )
    }
    tryNext(encodings)
  }
}

/** The encodings an Accept-Encoding header allows (a zero q-value refuses one). */
function acceptedEncodings(header = '') {
  const accepted = new Set()
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';')
    const refused = params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param))
    if (name && !refused) accepted.add(name)
  }
  return accepted
}
