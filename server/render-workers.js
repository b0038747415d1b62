// Render workers (ADR 030, "Sixth pass"). A page's loaders and its React render used to share one
// thread, and rendering was 35-40% of a signed-in page's CPU, so under load one core did all the
// work while the other idled. The main thread now runs the loaders (the embedded database lives
// there) and hands the render, as plain data, to a worker on another core; with a worker busy,
// it renders the page itself rather than queue it. app/platform/document-render.server.tsx says
// what is sent and which pages are always rendered here.
import { availableParallelism } from 'node:os'
import { Worker } from 'node:worker_threads'

/**
 * Pages a worker may hold before the main thread renders the next one itself. A worker renders a
 * page in less time than the main thread takes to load one, so its queue stays short unless a
 * render stalls; at 10 connections, 8 served ~6% more than 2 (the main thread rendered less).
 */
const MAX_PAGES_PER_WORKER = 8

/** One worker per core beside the main thread's; RENDER_WORKERS=0 renders every page here. */
export function renderWorkerCount() {
  const configured = process.env.RENDER_WORKERS
  if (configured !== undefined && configured !== '') return Math.max(0, Number(configured) || 0)
  return availableParallelism() - 1
}

/**
 * Starts `count` workers on the build and returns the load context's `renderElsewhere`: a page's
 * HTML from the least busy ready worker, or null to render it here.
 * @param {string} buildPath
 * @param {number} count
 */
export function startRenderWorkers(buildPath, count) {
  const workers = Array.from({ length: count }, () => startWorker(buildPath))
  return (payload) => {
    let chosen = null
    for (const worker of workers) {
      if (worker.ready && (!chosen || worker.pending.size < chosen.pending.size)) chosen = worker
    }
    if (!chosen || chosen.pending.size >= MAX_PAGES_PER_WORKER) return null
    return chosen.render(payload)
  }
}

function startWorker(buildPath) {
  const state = { ready: false, pending: new Map(), render: null }
  let nextId = 0
  const thread = new Worker(new URL('./render-worker.js', import.meta.url), {
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
    else request?.resolve(message.html)
  })
  thread.on('error', (error) => console.error('[render worker]', error))
  thread.on('exit', (code) => {
    state.ready = false
    for (const request of state.pending.values()) request.reject(new Error(`exited (${code})`))
    state.pending.clear()
    console.error(`[render worker] exited with code ${code}; pages render on the main thread`)
  })
  state.render = (payload) =>
    new Promise((resolve, reject) => {
      const id = nextId++
      state.pending.set(id, { resolve, reject })
      thread.postMessage({ id, payload })
    })
  return state
}
