// The two patches of ADR 030's ninth pass, on a two-route app served by Remix's own request
// handler: a loader gets the request as it came when there is nothing to strip from its URL
// (patches/@remix-run+server-runtime+2.17.5.patch), and the page's data is parsed from the text
// json() wrote instead of being read back through the response's body
// (patches/@remix-run+router+1.23.3.patch). Both must leave what a loader and a page see as it was.
import { createRequestHandler, json, type ServerBuild } from '@remix-run/node'
import { afterEach, describe, expect, it, vi } from 'vitest'

/** Strings of every kind JSON has to escape or carry through: scripts, emoji, controls, quotes. */
const PAGE_DATA = {
  names: ['Zoë', 'Łukasz', 'Ἀθηνᾶ', 'محمد', '山田太郎', '👩🏽‍💻', 'tab\there', 'quote " \\ </script>'],
  lonely: '\ud800 half a pair',
  when: new Date('2026-11-28T09:00:00.000Z'),
  numbers: [0, -0, 1e21, 0.1 + 0.2, Number.MAX_SAFE_INTEGER],
  nothing: null,
  dropped: undefined,
  nested: { deep: { deeper: [{ ok: true }] } },
}

interface Seen {
  requests: Request[]
  loaderData: Record<string, unknown> | null
}

/** The document entry: keeps the page's loader data instead of rendering it. */
function keepLoaderData(seen: Seen): ServerBuild['entry']['module']['default'] {
  return (_request, status, headers, context) => {
    seen.loaderData = context.staticHandlerContext.loaderData
    return new Response('<!DOCTYPE html><p>page</p>', { status, headers })
  }
}

/** A root route and its index child, each loader keeping the request it was given. */
function twoRouteBuild(seen: Seen): ServerBuild {
  const route = (id: string, parentId: string | undefined, data: unknown) => ({
    id,
    parentId,
    path: parentId ? undefined : '',
    index: parentId ? true : undefined,
    module: {
      default: () => null,
      loader: ({ request }: { request: Request }) => {
        seen.requests.push(request)
        return json(data)
      },
    },
  })
  const assetRoute = (id: string, parentId: string | undefined) => ({
    id,
    parentId,
    path: parentId ? undefined : '',
    index: parentId ? true : undefined,
    module: `/build/${id}.js`,
    hasLoader: true,
    hasAction: false,
    hasClientLoader: false,
    hasClientAction: false,
    hasErrorBoundary: false,
  })
  return {
    mode: 'production',
    basename: undefined,
    publicPath: '/build/',
    assetsBuildDirectory: 'public/build',
    future: {},
    isSpaMode: false,
    entry: { module: { default: keepLoaderData(seen) } },
    routes: {
      root: route('root', undefined, { shell: true }),
      page: route('page', 'root', PAGE_DATA),
    },
    assets: {
      version: 'patches',
      url: '/build/manifest.js',
      entry: { module: '/build/entry.js', imports: [] },
      routes: { root: assetRoute('root', undefined), page: assetRoute('page', 'root') },
    },
  } as unknown as ServerBuild
}

async function load(url: string) {
  const seen: Seen = { requests: [], loaderData: null }
  const handle = createRequestHandler(twoRouteBuild(seen), 'production')
  const request = new Request(url)
  const response = await handle(request)
  return { seen, request, response }
}

afterEach(() => vi.restoreAllMocks())

describe('a loader’s request', () => {
  it('is the request as it came when its URL has no query string', async () => {
    const { seen, request, response } = await load('http://app.test/')

    expect(response.status).toBe(200)
    expect(seen.requests).toHaveLength(2)
    for (const given of seen.requests) {
      expect(given).toBe(request)
      expect(given.url).toBe('http://app.test/')
    }
  })

  it('still loses only ?index and ?_data, the rest of its query as written before', async () => {
    const { seen } = await load('http://app.test/?index&q=a%20b&tag=x&tag=y')

    expect(seen.requests).toHaveLength(2)
    for (const given of seen.requests) {
      // URLSearchParams writes the query again: the space as '+', as Remix always passed it on.
      expect(given.url).toBe('http://app.test/?q=a+b&tag=x&tag=y')
    }
  })
})

describe('a page’s data from json()', () => {
  it('is the loader’s data through JSON, as reading the body gave it', async () => {
    const { seen } = await load('http://app.test/')

    expect(seen.loaderData).toEqual({
      root: { shell: true },
      page: JSON.parse(JSON.stringify(PAGE_DATA)),
    })
    const page = seen.loaderData?.page as typeof PAGE_DATA
    expect(page.when).toBe('2026-11-28T09:00:00.000Z')
    expect(page.lonely).toBe('\ud800 half a pair')
    expect(Object.hasOwn(page, 'dropped')).toBe(false)
  })

  it('is parsed from the text json() wrote, without reading the body', async () => {
    const readBody = vi.spyOn(Response.prototype, 'json')

    const { seen } = await load('http://app.test/')

    expect(seen.loaderData?.page).toEqual(JSON.parse(JSON.stringify(PAGE_DATA)))
    expect(readBody).not.toHaveBeenCalled()
  })

  it('is the body’s own when the response is not json()’s', async () => {
    const bodyReads = vi.spyOn(Response.prototype, 'json')
    const seen: Seen = { requests: [], loaderData: null }
    const build = twoRouteBuild(seen)
    const handWritten = new Response(JSON.stringify({ written: 'by hand' }), {
      headers: { 'Content-Type': 'application/json; charset=utf-8' },
    })
    build.routes.page!.module.loader = () => handWritten

    await createRequestHandler(build, 'production')(new Request('http://app.test/'))

    expect(seen.loaderData?.page).toEqual({ written: 'by hand' })
    expect(bodyReads.mock.contexts).toContain(handWritten)
  })
})
