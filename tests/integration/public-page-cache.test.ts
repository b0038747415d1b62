import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rawGet } from '#tests/support/raw-get'
import { makeCompanyWithAdmin, signedIn } from '#tests/factories/accounts'
import { makePublicArticle, makePublicKb } from '#tests/factories/public-kb'
import { testMeta } from '#tests/factories/request'
import { remixHandler } from '#tests/support/remix-handler'
import { updateArticle } from '~/domains/knowledge/articles/articles.server'
import { publicPagesVersion } from '~/domains/public-kb/public-page-versions.server'
import { cachePublicPages, renderRequestOf } from '../../server/public-page-cache.js'

// The cache of server.js in front of the app's real Remix handler and loaders: what a reader
// gets, what a browser revalidating its copy gets, and what an article edit changes.
let server: Server
let origin: string
let renders = 0

beforeAll(async () => {
  const handle = await remixHandler(['/articles/public/x/', '/articles/public/x/details/1/'])
  const app = express()
  app.use(
    cachePublicPages({
      render: (req: express.Request) => {
        renders += 1
        return handle(renderRequestOf(req))
      },
      versionOf: publicPagesVersion,
    }),
  )
  // What the cache passes on (a reader with a cookie) is answered here, not rendered.
  app.use((_req, res) => res.status(299).send('passed on'))
  server = app.listen(0)
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise((done) => server.close(done)))

const fetchRaw = (pathname: string, headers: Record<string, string> = {}) =>
  rawGet(`${origin}${pathname}`, headers)

async function publicArticle(title: string) {
  const { company, admin } = await makeCompanyWithAdmin()
  const kb = await makePublicKb(company)
  const article = await makePublicArticle(company, [kb.id], { title })
  const { actor } = await signedIn(admin.user, company)
  return {
    company,
    actor,
    article,
    path: `/articles/public/${company.slug}/details/${article.id}/`,
  }
}

describe('public knowledge-base pages from memory', () => {
  it('renders a page once, answers again from memory, and 304 to a browser holding it', async () => {
    const { path } = await publicArticle('Visiting hours')
    const before = renders
    const first = await fetchRaw(path)
    expect(first.status).toBe(200)
    expect(first.body.toString()).toContain('Visiting hours')
    expect(first.headers['cache-control']).toContain('public')
    expect(first.headers.etag).toMatch(/^".+"$/)
    expect(new Date(String(first.headers['last-modified'])).getTime()).not.toBeNaN()

    const second = await fetchRaw(path)
    expect(second.body.equals(first.body)).toBe(true)
    expect(renders - before).toBe(1)

    const revalidated = await fetchRaw(path, { 'If-None-Match': String(first.headers.etag) })
    expect(revalidated.status).toBe(304)
    expect(revalidated.body.length).toBe(0)
    const sinceThen = await fetchRaw(path, {
      'If-Modified-Since': String(first.headers['last-modified']),
    })
    expect(sinceThen.status).toBe(304)
  })

  it('shows an edited article at once, with a new ETag', async () => {
    const { actor, article, path } = await publicArticle('Parking rules')
    const first = await fetchRaw(path)
    expect(first.body.toString()).toContain('Parking rules')

    await updateArticle(
      actor,
      article.id,
      { title: 'Parking and bicycle rules', version: article.version, dont_notify: true },
      testMeta(),
    )
    const after = await fetchRaw(path, { 'If-None-Match': String(first.headers.etag) })
    expect(after.status).toBe(200)
    expect(after.body.toString()).toContain('Parking and bicycle rules')
    expect(after.headers.etag).not.toBe(first.headers.etag)
  })

  it('sends the cached page brotli or gzip compressed, as the browser accepts', async () => {
    const { path } = await publicArticle('Fire drills')
    const plain = await fetchRaw(path)
    const brotli = await fetchRaw(path, { 'Accept-Encoding': 'br' })
    expect(brotli.headers['content-encoding']).toBe('br')
    expect(brotli.headers.vary).toContain('Accept-Encoding')
    expect(brotliDecompressSync(brotli.body).equals(plain.body)).toBe(true)
    const gzip = await fetchRaw(path, { 'Accept-Encoding': 'gzip' })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true)
  })

  it('keeps the page as written when its first reader accepts brotli', async () => {
    const { path } = await publicArticle('Badge replacement')
    const first = await fetchRaw(path, { 'Accept-Encoding': 'br' })
    expect(first.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(first.body).toString()).toContain('Badge replacement')
    const plain = await fetchRaw(path)
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString()).toContain('Badge replacement')
  })

  it('passes on a reader with a cookie, and keeps no 404', async () => {
    const { path, company } = await publicArticle('Lost and found')
    const withCookie = await fetchRaw(path, { cookie: '__session=someone' })
    expect(withCookie.status).toBe(299)

    const missing = `/articles/public/${company.slug}/details/999999999/`
    const before = renders
    expect((await fetchRaw(missing)).status).toBe(404)
    expect((await fetchRaw(missing)).status).toBe(404)
    expect(renders - before).toBe(2)
  })
})
