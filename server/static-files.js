// Static files first, then compression for everything after them (ADR 004, ADR 030).
import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import compression from 'compression'
import express from 'express'
import { DYNAMIC_BROTLI_OPTIONS } from './page-compression.js'
import { servePrecompressed } from './precompressed.js'

/**
 * Serves the build assets (precompressed, immutable) and the other files of the public
 * directory, then compresses whatever the app answers: pages and JSON, brotli or gzip by
 * Accept-Encoding. A response that already has an encoding (a precompressed asset, a cached
 * public page, a page a render worker compressed) is left alone, so nothing is compressed twice.
 */
export function serveStaticThenCompress(app, publicDir = 'public') {
  const buildDir = path.resolve(publicDir, 'build')
  app.use('/build', servePrecompressed(buildDir))
  app.use('/build', express.static(buildDir, { immutable: true, maxAge: '1y' }))
  app.use(servePublicFiles(publicDir))
  app.use(compression({ brotli: DYNAMIC_BROTLI_OPTIONS }))
}

/**
 * The other files of the public directory (the favicon, images, locales), looked for only under
 * the directory's own top-level names, read at start (nothing adds to it while the server runs).
 * Looking for every page's path too cost each request a failed file-system lookup (1% of a
 * signed-in page's server time) before it reached the app.
 */
function servePublicFiles(publicDir) {
  const serveFiles = express.static(publicDir, { maxAge: '1h' })
  const topLevelNames = new Set(existsSync(publicDir) ? readdirSync(publicDir) : [])
  return (req, res, next) =>
    topLevelNames.has(req.path.split('/')[1]) ? serveFiles(req, res, next) : next()
}
