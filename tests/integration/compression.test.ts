import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { accepting, rawGet } from '#tests/support/raw-get'
import { ENCODINGS } from '../../server/precompressed.js'
import { serveStaticThenCompress } from '../../server/static-files.js'

// server.js's static files and compression, in server.js's order, in front of a page and a JSON
// answer standing in for Remix's.
const PAGE = `<!DOCTYPE html><html><body>${'<p>The directory</p>'.repeat(400)}</body></html>`
const DATA = { people: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Person ${i}` })) }
const ASSET = 'console.log("groundwork")\n'.repeat(200)
const ICON = '<svg xmlns="http://www.w3.org/2000/svg"/>'
let server: Server
let origin: string
let publicDir: string

beforeAll(() => {
  publicDir = mkdtempSync(path.join(tmpdir(), 'compression-'))
  mkdirSync(path.join(publicDir, 'build'))
  writeFileSync(path.join(publicDir, 'build', 'app.js'), ASSET)
  for (const encoding of ENCODINGS) {
    writeFileSync(
      path.join(publicDir, 'build', `app.js${encoding.suffix}`),
      encoding.compress(Buffer.from(ASSET)),
    )
  }
  writeFileSync(path.join(publicDir, 'favicon.svg'), ICON)
  mkdirSync(path.join(publicDir, 'images'))
  writeFileSync(path.join(publicDir, 'images', 'logo.svg'), ICON)
  const app = express()
  serveStaticThenCompress(app, publicDir)
  app.get('/page', (_req, res) => res.type('html').send(PAGE))
  app.get('/data', (_req, res) => res.json(DATA))
  server = app.listen(0)
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  await new Promise((done) => server.close(done))
  rmSync(publicDir, { recursive: true, force: true })
})

const fetchRaw = (pathname: string, acceptEncoding?: string) =>
  rawGet(`${origin}${pathname}`, accepting(acceptEncoding))

describe('compressed answers', () => {
  it('sends pages brotli or gzip compressed, as the browser accepts, else plain', async () => {
    const brotli = await fetchRaw('/page', 'gzip, deflate, br')
    expect(brotli.headers['content-encoding']).toBe('br')
    expect(brotli.headers.vary).toBe('Accept-Encoding')
    expect(brotliDecompressSync(brotli.body).toString()).toBe(PAGE)
    expect(brotli.body.length).toBeLessThan(PAGE.length / 10)

    const gzip = await fetchRaw('/page', 'gzip')
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.body).toString()).toBe(PAGE)

    const plain = await fetchRaw('/page')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString()).toBe(PAGE)
  })

  it('compresses JSON', async () => {
    const gzip = await fetchRaw('/data', 'gzip')
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(JSON.parse(gunzipSync(gzip.body).toString())).toEqual(DATA)
  })

  it('sends a precompressed build asset once compressed, not twice', async () => {
    const brotli = await fetchRaw('/build/app.js', 'br')
    expect(brotli.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(brotli.body).toString()).toBe(ASSET)
  })

  it('serves the public directory’s other files, and leaves every other path to the app', async () => {
    expect((await fetchRaw('/favicon.svg')).body.toString()).toBe(ICON)
    expect((await fetchRaw('/images/logo.svg')).body.toString()).toBe(ICON)
    expect((await fetchRaw('/images/none.svg')).status).toBe(404)
    expect((await fetchRaw('/page')).body.toString()).toBe(PAGE)
  })
})
