// A render worker (server/render-workers.js): renders the HTML of pages whose loaders ran on the
// main thread, with its own copy of the build. GROUNDWORK_RENDER_WORKER keeps that copy from
// opening the database or starting background work (app/platform/env.server.ts).
import { pathToFileURL } from 'node:url'
import { parentPort, workerData } from 'node:worker_threads'
import { installGlobals } from '@remix-run/node'
import { installRouteMatchCache } from './route-match-cache.js'
import { installServerRoutesMemo } from './server-routes-memo.js'

installGlobals({ nativeFetch: true })
installRouteMatchCache()
installServerRoutesMemo()
const build = await import(pathToFileURL(workerData.buildPath).href)

parentPort.on('message', async ({ id, payload }) => {
  try {
    const html = await build.entry.module.renderPayload(payload, build)
    // The bytes are handed over, not copied.
    parentPort.postMessage({ id, html }, [html.buffer])
  } catch (error) {
    parentPort.postMessage({ id, error: String(error?.stack ?? error) })
  }
})
parentPort.postMessage({ ready: true })
