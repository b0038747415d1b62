// A render worker (server/render-workers.js): renders the HTML of pages whose loaders ran on the
// main thread, with its own copy of the build, and compresses it as the request accepts.
// GROUNDWORK_RENDER_WORKER keeps that copy from opening the database or starting background work
// (app/platform/env.server.ts).
import { pathToFileURL } from 'node:url'
import { parentPort, workerData } from 'node:worker_threads'
import { installGlobals } from '@remix-run/node'
import { compressPage } from './page-compression.js'
import { installRouteMatchCache } from './route-match-cache.js'
import { installServerRoutesMemo } from './server-routes-memo.js'

installGlobals({ nativeFetch: true })
installRouteMatchCache()
installServerRoutesMemo()
const build = await import(pathToFileURL(workerData.buildPath).href)

parentPort.on('message', async ({ id, payload, encoding }) => {
  try {
    const html = build.entry.module.renderPayload(payload, build)
    const body = compressPage(Buffer.from(html), encoding)
    // The bytes are handed over, not copied, when they have their memory to themselves (a small
    // compressed page may sit in Node's shared pool, which cannot be handed over).
    const ownsMemory = body.byteOffset === 0 && body.byteLength === body.buffer.byteLength
    parentPort.postMessage({ id, body, encoding }, ownsMemory ? [body.buffer] : [])
  } catch (error) {
    parentPort.postMessage({ id, error: String(error?.stack ?? error) })
  }
})
parentPort.postMessage({ ready: true })
