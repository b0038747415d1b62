// Render workers (ADR 030, "Sixth pass"). A page's loaders and its React render used to share one
// thread, and rendering was 35-40% of a signed-in page's CPU, so under load one core did all the
// work while the other idled. The main thread now runs the loaders (the embedded database lives
// there) and hands the render, as plain data, to a worker on another core; with a worker busy,
// it renders the page itself rather than queue it. app/platform/document-render.server.tsx says
// what is sent and which pages are always rendered here. The worker also compresses the page it
// wrote, so the main thread only sends the bytes (ADR 030, "Seventh pass").
import { availableParallelism } from 'node:os'
import { Worker } from 'node:worker_threads'
import { pageEncoding } from './page-compression.js'

/**
 * Pages a worker may hold before the main thread renders the next one itself. A worker renders a
 * page in less time than the main thread takes to load one, so its queue stays short unless a
 * render stalls; at 10 connections, 8 served ~6% more than 2 (the main thread rendered less).
 */
export const MAX_PAGES_PER_WORKER = 8

/** One worker per core beside the main thread's; RENDER_WORKERS=0 renders every page here. */
export function renderWorkerCount() {
  const configured = process.env.RENDER_WORKERS
  if (configured !== undefined && configured !== '') return Math.max(0, Number(configured) || 0)
  return availableParallelism() - 1
}

const defaultScript = new URL('./render-worker.js', import.meta.url)

/**
 * `render`, only while other requests wait for the main thread; else null (render it here).
 * Handing a page over costs the copy of its data and a thread's wake-up: one request at a time,
 * a page rendered here came back 4-7 ms sooner at seed:large (ADR 030, "Seventh pass"). Under
 * load there are always others, and the worker frees the main thread for their loaders.
 *
 * The embedded database answers without a turn of the event loop, so a page's loaders run from
 * its request to here without one, and requests that arrived meanwhile are not read, or counted,
 * until a turn comes. One turn first lets them in (ADR 030, "Eighth pass").
 * @template {(payload: any, acceptEncoding: string | null) => Promise<unknown> | null} Render
 * @param {Render} render
 * @param {() => number} requestsInFlight this one included
 * @returns {(...args: Parameters<Render>) => Promise<Awaited<ReturnType<Render>> | null>}
 */
export function whileOthersWait(render, requestsInFlight) {
  return async (payload, acceptEncoding) => {
    await new Promise((resolve) => setImmediate(resolve))
    return requestsInFlight() > 1 ? render(payload, acceptEncoding) : null
  }
}

/**
 * Starts `count` workers on the build and returns the load context's `renderElsewhere`: a page's
 * bytes, compressed as the request accepts, from the least busy ready worker; or null to render
 * it here. A worker that exits after it was ready is replaced; one that never got ready (a build
 * that cannot load) is not, and its pages render on the main thread.
 * @param {string} buildPath
 * @param {number} count
 * @param {string | URL} [script] the worker's module (tests start workers on fixtures)
 */
export function startRenderWorkers(buildPath, count, script = defaultScript) {
  const workers = []
  const start = (slot) => {
    workers[slot] = startWorker(buildPath, script, () => start(slot))
  }
  for (let slot = 0; slot < count; slot++) start(slot)
  return (payload, acceptEncoding) => {
    let chosen = null
    for (const worker of workers) {
      if (worker.ready && (!chosen || worker.pending.size < chosen.pending.size)) chosen = worker
    }
    if (!chosen || chosen.pending.size >= MAX_PAGES_PER_WORKER) return null
    return chosen.render(payload, pageEncoding(acceptEncoding))
  }
}

function startWorker(buildPath, script, replace) {
  const state = { ready: false, pending: new Map(), render: null }
  let nextId = 0
  const thread = new Worker(script, {
    workerData: { buildPath },
    env: { ...process.env, GROUNDWORK_RENDER_WORKER: '1' },
  })
  // The process may exit while a worker idles; shutdown (server/shutdown.js) waits for requests.
  thread.unref()
  thread.on('message', (message) => {
    if (message.ready) {
      state.ready = true
      return
    }
    const request = state.pending.get(message.id)
    state.pending.delete(message.id)
    if (message.error) request?.reject(new Error(message.error))
    else request?.resolve({ body: message.body, encoding: message.encoding })
  })
  thread.on('error', (error) => console.error('[render worker]', error))
  thread.on('exit', (code) => {
    const wasReady = state.ready
    state.ready = false
    for (const request of state.pending.values()) request.reject(new Error(`exited (${code})`))
    state.pending.clear()
    console.error(
      `[render worker] exited with code ${code}; ` +
        (wasReady ? 'starting another' : 'pages render on the main thread'),
    )
    if (wasReady) replace()
  })
  state.render = (payload, encoding) =>
    new Promise((resolve, reject) => {
      const id = nextId++
      state.pending.set(id, { resolve, reject })
      thread.postMessage({ id, payload, encoding })
    })
  return state
}
