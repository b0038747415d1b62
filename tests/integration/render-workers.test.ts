import { once } from 'node:events'
import type { AddressInfo } from 'node:net'
import { Worker } from 'node:worker_threads'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import express from 'express'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { DocumentPayload, RenderElsewhere } from '~/platform/document-render.server'
import {
  MAX_PAGES_PER_WORKER,
  startRenderWorkers,
  whileOthersWait,
} from '../../server/render-workers.js'
import { requestsInFlight } from '../../server/requests-in-flight.js'

/*
 * server.js's pool of render workers (ADR 030), with the real worker script on a build of
 * fixtures (tests/fixtures/render-workers/build.js) whose answer each test chooses: the pool's
 * own decisions are what is tested here. tests/integration/render-elsewhere.test.ts renders the
 * app's pages from the same payloads, and the browser suite runs through the pool on the real
 * build.
 */

const FIXTURES = new URL('../fixtures/render-workers/', import.meta.url)
const BUILD = new URL('build.js', FIXTURES).pathname

/** What the fixture build reads from a payload. */
interface FixturePage {
  html?: string
  waitMs?: number
  fail?: string
  exit?: number
}

const pageOf = (page: FixturePage) => page as unknown as DocumentPayload
const text = (bytes: Uint8Array) => Buffer.from(bytes).toString()
const holdThread = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms)

/** The pool, once its workers have answered: null until then means "render here". */
async function readyPool(count: number, build = BUILD) {
  const render = startRenderWorkers(build, count) as RenderElsewhere
  await vi.waitFor(() => expect(render(pageOf({ html: 'ready?' }), null)).not.toBeNull(), {
    timeout: 15_000,
  })
  return render
}

afterEach(() => vi.restoreAllMocks())

/** The bodies of `count` GETs of `url` sent at once from another thread. */
async function fetchOnAnotherThread(url: string, count: number): Promise<string[]> {
  const client = new Worker(
    `const { parentPort, workerData } = require('node:worker_threads')
    Promise.all(Array.from({ length: workerData.count }, () =>
      fetch(workerData.url).then((response) => response.text()),
    )).then((bodies) => parentPort.postMessage(bodies))`,
    { eval: true, workerData: { url, count } },
  )
  const [bodies] = (await once(client, 'message')) as [string[]]
  await client.terminate()
  return bodies
}

describe('render workers', () => {
  it('render a page on another thread and compress it as the request accepts', async () => {
    const render = await readyPool(1)
    const brotli = await render(pageOf({ html: '<p>the directory</p>' }), 'gzip, deflate, br')
    const gzip = await render(pageOf({ html: '<p>the directory</p>' }), 'gzip;q=1, br;q=0')
    const plain = await render(pageOf({ html: '<p>the directory</p>' }), null)
    const deflateOnly = await render(pageOf({ html: '<p>the directory</p>' }), 'deflate')

    expect(brotli!.encoding).toBe('br')
    expect(text(brotliDecompressSync(brotli!.body))).toMatch(
      /^<p>the directory<\/p> \(thread \d+\)$/,
    )
    expect(gzip!.encoding).toBe('gzip')
    expect(text(gunzipSync(gzip!.body))).toBe(text(brotliDecompressSync(brotli!.body)))
    expect(plain!.encoding).toBeNull()
    expect(text(plain!.body)).toBe(text(brotliDecompressSync(brotli!.body)))
    // The compression middleware after it deflates this one itself.
    expect(deflateOnly!.encoding).toBeNull()
  })

  it('give a page to the least busy worker', async () => {
    const render = await readyPool(2)
    const threadOf = async (rendering: ReturnType<RenderElsewhere>) =>
      text((await rendering)!.body).replace(/.*thread (\d+)\)$/, '$1')
    // Retried until the second worker is ready too: before, both pages go to the first.
    await vi.waitFor(
      async () => {
        const slow = render(pageOf({ html: 'slow', waitMs: 100 }), null)
        const next = render(pageOf({ html: 'next' }), null)
        expect(await threadOf(next)).not.toBe(await threadOf(slow))
      },
      { timeout: 15_000 },
    )
  })

  it(`render the page here (null) when every worker holds ${MAX_PAGES_PER_WORKER} pages`, async () => {
    const render = await readyPool(1)
    const held = Array.from({ length: MAX_PAGES_PER_WORKER }, () =>
      render(pageOf({ html: 'held', waitMs: 400 }), null)!,
    )
    expect(render(pageOf({ html: 'one too many' }), null)).toBeNull()
    await Promise.all(held)
    expect(text((await render(pageOf({ html: 'after' }), null))!.body)).toMatch(/^after/)
  })

  it('pass a failed render on as an error, and keep serving', async () => {
    const render = await readyPool(1)
    await expect(render(pageOf({ fail: 'no such route' }), null)).rejects.toThrow('no such route')
    expect(text((await render(pageOf({ html: 'still here' }), null))!.body)).toMatch(/^still here/)
  })

  it('replace a worker that exits, after failing the pages it held', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const render = await readyPool(1)
    const before = text((await render(pageOf({ html: 'before' }), null))!.body)
    // The worker exits after 200 ms of work; the page sent after it waits in its queue.
    const exiting = render(pageOf({ exit: 7, waitMs: 200 }), null)!
    const held = render(pageOf({ html: 'held' }), null)!

    await expect(exiting).rejects.toThrow('exited (7)')
    await expect(held).rejects.toThrow('exited (7)')
    expect(logged).toHaveBeenCalledWith(
      expect.stringContaining('exited with code 7; starting another'),
    )
    await vi.waitFor(() => expect(render(pageOf({ html: 'after' }), null)).not.toBeNull(), {
      timeout: 15_000,
    })
    const after = text((await render(pageOf({ html: 'after' }), null))!.body)
    expect(after.replace(/^after/, '')).not.toBe(before.replace(/^before/, ''))
  })

  it('leave every page to the main thread when the build cannot load in a worker', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const render = startRenderWorkers(
      new URL('unloadable-build.js', FIXTURES).pathname,
      1,
    ) as RenderElsewhere
    await vi.waitFor(() =>
      expect(logged).toHaveBeenCalledWith(
        expect.stringContaining('pages render on the main thread'),
      ),
    )
    expect(render(pageOf({ html: 'here' }), null)).toBeNull()
  })

  it('are used only while other requests wait for the main thread', async () => {
    let inFlight = 1
    const render = whileOthersWait(await readyPool(1), () => inFlight)
    expect(await render(pageOf({ html: 'alone' }), null)).toBeNull()
    inFlight = 3
    expect(text((await render(pageOf({ html: 'busy' }), null))!.body)).toMatch(/^busy \(thread/)
  })

  it('are used under load, though a page is loaded without a turn of the event loop', async () => {
    // As server.js: the count of requests in flight, then a page whose loaders take the main
    // thread until it is rendered, as the embedded database's do.
    const inFlight = requestsInFlight()
    const render = whileOthersWait(await readyPool(1), inFlight.count)
    const app = express()
    app.use(inFlight.middleware)
    app.get('/page', async (_req, res) => {
      holdThread(5)
      const page = await render(pageOf({ html: 'page' }), null)
      res.send(page ? 'worker' : 'here')
    })
    const server = app.listen(0)
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/page`
    try {
      // The browsers are on a thread of their own, as they would be: this one is held.
      const alone = await fetchOnAnotherThread(url, 1)
      const together = await fetchOnAnotherThread(url, 10)
      expect(alone).toEqual(['here'])
      expect(together.filter((where) => where === 'worker').length).toBeGreaterThanOrEqual(5)
    } finally {
      server.closeAllConnections()
      server.close()
    }
  })
})
