import { brotliDecompressSync } from 'node:zlib'
import { createRequestHandler, type EntryContext, type ServerBuild } from '@remix-run/node'
import { beforeAll, describe, expect, it } from 'vitest'
import { makeCompanyWithAdmin, signedIn } from '#tests/factories/accounts'
import { makePublicKb } from '#tests/factories/public-kb'
import { uniqueIp } from '#tests/factories/request'
import { remixBuild } from '#tests/support/remix-handler'
import { NAVIGATION } from '~/domains/shell/menu'
import { sessionCookieHeader } from '~/platform/auth.server'
import {
  renderPayload,
  renderWholePage,
  streamDocument,
  type DocumentPayload,
  type RenderElsewhere,
} from '~/platform/document-render.server'
import { CLIENT_IP_HEADER } from '~/platform/request-meta.server'
import { compressPage, pageEncoding } from '../../server/page-compression.js'

/*
 * server.js renders pages in a worker thread from what the main thread's loaders produced
 * (ADR 030, "Sixth pass"). The worker gets a copy of that payload, as postMessage makes one
 * (structuredClone), and must write the same page. Every page of the admin's menu is rendered
 * both ways through the app's real request handler, and compared. Both write a page whole, with
 * React's string renderer (ADR 030, "Eighth pass"), which must write what its stream writes.
 */

const MENU_PATHS = NAVIGATION.flatMap((entry) => (entry.kind === 'group' ? entry.items : [entry]))
  .map((item) => item.route)
  .filter((route): route is string => route !== undefined && !route.includes('{'))
const MISSING_PERSON = '/account/employees/999999999'

let build: ServerBuild
let handle: ReturnType<typeof createRequestHandler>
let cookie: string

beforeAll(async () => {
  const { company, admin } = await makeCompanyWithAdmin()
  await makePublicKb(company)
  const { token } = await signedIn(admin.user, company)
  cookie = (await sessionCookieHeader(new Request('http://app.test/'), token)).split(';')[0]!
  build = await remixBuild([...MENU_PATHS, MISSING_PERSON])
  handle = createRequestHandler(build, 'production')
}, 60_000)

/**
 * A render worker in this thread, doing what server/render-worker.js does: it is sent a
 * structured clone, as between threads, and compresses the page it wrote.
 */
function workerHere(sent: DocumentPayload[]): RenderElsewhere {
  return async (payload, acceptEncoding) => {
    sent.push(payload)
    const encoding = pageEncoding(acceptEncoding)
    const html = Buffer.from(renderPayload(structuredClone(payload), build))
    return { body: compressPage(html, encoding), encoding }
  }
}

async function open(path: string, renderElsewhere?: RenderElsewhere, acceptEncoding?: string) {
  const response = await handle(
    new Request(`http://app.test${path}`, {
      headers: {
        cookie,
        [CLIENT_IP_HEADER]: uniqueIp(),
        ...(acceptEncoding && { 'accept-encoding': acceptEncoding }),
      },
    }),
    { renderElsewhere },
  )
  const body = Buffer.from(await response.arrayBuffer())
  const encoding = response.headers.get('content-encoding')
  const html = comparable((encoding === 'br' ? brotliDecompressSync(body) : body).toString())
  const { status, headers } = response
  return { status, type: headers.get('content-type'), encoding, vary: headers.get('vary'), html }
}

/** Every render has a nonce of its own, and some loaders stamp the time they ran. */
function comparable(html: string): string {
  return html
    .replace(/nonce="[^"]+"/g, 'nonce=""')
    .replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z/g, 'now')
}

/** The entry context Remix hands entry.server for a page, with the request it was made for. */
async function entryContextFor(path: string) {
  let captured: { request: Request; context: EntryContext } | undefined
  const capturing: ServerBuild = {
    ...build,
    entry: {
      module: {
        ...build.entry.module,
        default: (request: Request, _status: number, _headers: Headers, context: EntryContext) => {
          captured = { request, context }
          return new Response('captured')
        },
      },
    },
  }
  await createRequestHandler(
    capturing,
    'production',
  )(
    new Request(`http://app.test${path}`, {
      headers: { cookie, [CLIENT_IP_HEADER]: uniqueIp() },
    }),
  )
  return captured!
}

describe('a page written whole', () => {
  it.each(MENU_PATHS)('is the page React streams: %s', async (path) => {
    const { request, context } = await entryContextFor(path)
    const whole = renderWholePage(context, request.url, 'n')
    const streamed = await streamDocument(request, 200, new Headers(), context, 'n', true)
    expect(whole).toBe(await streamed.text())
    expect(whole).toMatch(/^<!DOCTYPE html><html/)
  })
})

describe('a page rendered by a render worker', () => {
  it.each(MENU_PATHS)('is the page rendered here: %s', async (path) => {
    const sent: DocumentPayload[] = []
    const here = await open(path)
    const elsewhere = await open(path, workerHere(sent))
    expect(here.status).toBe(200)
    expect(sent).toHaveLength(1)
    expect(elsewhere).toEqual(here)
  })

  it('is rendered here when it is an error page, whose errors a thread cannot be sent', async () => {
    const sent: DocumentPayload[] = []
    const page = await open(MISSING_PERSON, workerHere(sent))
    expect(page.status).toBe(404)
    expect(sent).toHaveLength(0)
    expect(page.html).toContain('<html')
  })

  it('is compressed by the worker when the browser accepts it, and the same page', async () => {
    const here = await open('/account/employees')
    const compressed = await open('/account/employees', workerHere([]), 'gzip, deflate, br')
    expect(compressed).toMatchObject({ encoding: 'br', vary: 'Accept-Encoding' })
    expect({ ...compressed, encoding: null, vary: null }).toEqual(here)
  })

  it('is rendered here when the worker is busy, or fails', async () => {
    const here = await open('/account/employees')
    const busy = await open('/account/employees', () => null)
    const failing = await open('/account/employees', () => Promise.reject(new Error('worker gone')))
    expect(busy).toEqual(here)
    expect(failing).toEqual(here)
  })
})
