import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { accepting, rawGet } from '#tests/support/raw-get'
import { ENCODINGS, servePrecompressed } from '../../server/precompressed.js'

const SOURCE = 'console.log("groundwork")\n'.repeat(200)
let server: Server
let origin: string
let root: string

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'precompressed-'))
  writeFileSync(path.join(root, 'app.js'), SOURCE)
  for (const encoding of ENCODINGS) {
    writeFileSync(
      path.join(root, `app.js${encoding.suffix}`),
      encoding.compress(Buffer.from(SOURCE)),
    )
  }
  writeFileSync(path.join(root, 'plain.js'), SOURCE)
  const app = express()
  app.use(servePrecompressed(root))
  app.use(express.static(root))
  server = app.listen(0)
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  await new Promise((done) => server.close(done))
  rmSync(root, { recursive: true, force: true })
})

const fetchRaw = (pathname: string, acceptEncoding?: string) =>
  rawGet(`${origin}${pathname}`, accepting(acceptEncoding))

describe('precompressed build assets', () => {
  it('sends brotli when accepted, else gzip, else the plain file', async () => {
    const brotli = await fetchRaw('/app.js', 'gzip, deflate, br')
    expect(brotli.headers['content-encoding']).toBe('br')
    expect(brotli.headers['content-type']).toBe('text/javascript; charset=utf-8')
    expect(brotli.headers.vary).toBe('Accept-Encoding')
    expect(brotliDecompressSync(brotli.body).toString()).toBe(SOURCE)
    expect(brotli.body.length).toBeLessThan(SOURCE.length / 10)

    const gzip = await fetchRaw('/app.js', 'gzip, br;q=0')
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.body).toString()).toBe(SOURCE)

    const plain = await fetchRaw('/app.js')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString()).toBe(SOURCE)
  })

  it('falls back to the plain file when no compressed copy exists, and never leaves the root', async () => {
    const plain = await fetchRaw('/plain.js', 'br, gzip')
    expect(plain.status).toBe(200)
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString()).toBe(SOURCE)

    expect((await fetchRaw('/missing.js', 'br')).status).toBe(404)
    expect((await fetchRaw('/../package.json', 'br')).status).toBe(404)
  })
})
