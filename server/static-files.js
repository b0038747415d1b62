// Static files first, then compression for everything after them (ADR 004, ADR 030).
import path from 'node:path'
import compression from 'compression'
import express from 'express'
import { servePrecompressed } from './precompressed.js'

/**
 * Serves the build assets (precompressed, immutable) and the other files of the public
 * directory, then compresses whatever the app answers: pages and JSON, brotli or gzip by
 * Accept-Encoding. A response that already has an encoding (a precompressed asset, a cached
 * public page) is left alone, so nothing is compressed twice.
 */
export function serveStaticThenCompress(app, publicDir = 'public') {
  const buildDir = path.resolve(publicDir, 'build')
  app.use('/build', servePrecompressed(buildDir))
  app.use('/build', express.static(buildDir, { immutable: true, maxAge: '1y' }))
  app.use(express.static(publicDir, { maxAge: '1h' }))
  app.use(compression())
}
