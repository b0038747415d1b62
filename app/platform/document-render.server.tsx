import {
  createReadableStreamFromReadable,
  type EntryContext,
  type ServerBuild,
} from '@remix-run/node'
import { RemixServer } from '@remix-run/react'
import type { Location, Params } from '@remix-run/router'
import { renderToPipeableStream, renderToString } from 'react-dom/server'
import { coalescingStream } from './coalescing-stream.server'
import { NonceProvider } from './nonce'

const ABORT_DELAY_MS = 5_000

/**
 * A page's render, as plain data a render worker can be sent (ADR 030, "Sixth pass"): what the
 * main thread's loaders produced, and the script data Remix already serialized for the browser.
 * The worker has the same build, so a route is named by its id.
 */
export interface DocumentPayload {
  url: string
  nonce: string
  serverHandoffString: string
  location: Location
  matches: { routeId: string; params: Params; pathname: string; pathnameBase: string }[]
  loaderData: Record<string, unknown>
  actionData: Record<string, unknown> | null
  statusCode: number
}

/** A page's bytes as a render worker sends them: compressed in `encoding`, or as they are. */
export interface RenderedPage {
  body: Uint8Array<ArrayBuffer>
  encoding: 'br' | 'gzip' | null
}

/**
 * Renders a page elsewhere, compressed as `acceptEncoding` (the request's header) allows; null
 * when it should be rendered here after all (the worker is busy, or no other request waits).
 */
export type RenderElsewhere = (
  payload: DocumentPayload,
  acceptEncoding: string | null,
) => Promise<RenderedPage | null> | null

/**
 * Whether a page can be written whole, in one call: nothing in it waits (deferred data carries
 * promises) and it is no error page (errors are objects a thread cannot be sent, and Remix renders
 * their boundaries through the stream). Such a page can also be sent to a render worker.
 */
export function rendersWhole(context: EntryContext): boolean {
  const state = context.staticHandlerContext
  const deferred = state.activeDeferreds && Object.keys(state.activeDeferreds).length > 0
  return !state.errors && !deferred && Boolean(context.serverHandoffString)
}

/** The payload of a page that renders whole (`rendersWhole`), for a render worker. */
export function documentPayload(
  request: Request,
  context: EntryContext,
  nonce: string,
): DocumentPayload {
  const state = context.staticHandlerContext
  return {
    url: request.url,
    nonce,
    serverHandoffString: context.serverHandoffString!,
    location: state.location,
    matches: state.matches.map(({ route, params, pathname, pathnameBase }) => ({
      routeId: route.id,
      params,
      pathname,
      pathnameBase,
    })),
    loaderData: state.loaderData,
    actionData: state.actionData,
    statusCode: state.statusCode,
  }
}

/** Remix's entry context rebuilt from a payload, with the worker's own copy of the build. */
function entryContextOf(payload: DocumentPayload, build: ServerBuild): EntryContext {
  const routeModules = Object.fromEntries(
    Object.entries(build.routes).map(([id, route]) => [id, route.module]),
  )
  return {
    manifest: build.assets,
    routeModules: routeModules as EntryContext['routeModules'],
    serverHandoffString: payload.serverHandoffString,
    staticHandlerContext: {
      basename: build.basename ?? '/',
      location: payload.location,
      // React Router looks each route up by its id in the routes it builds from the build.
      matches: payload.matches.map(({ routeId, ...match }) => ({
        ...match,
        route: { id: routeId },
      })),
      loaderData: payload.loaderData,
      actionData: payload.actionData,
      errors: null,
      statusCode: payload.statusCode,
      loaderHeaders: {},
      actionHeaders: {},
      activeDeferreds: null,
    },
    future: build.future,
    isSpaMode: build.isSpaMode,
    // Only error pages serialize errors, and those are never sent to a worker.
    serializeError: (error) => ({ message: error.message, stack: undefined }),
  }
}

function documentElement(context: EntryContext, url: string, nonce: string) {
  return (
    <NonceProvider value={nonce}>
      <RemixServer context={context} url={url} abortDelay={ABORT_DELAY_MS} />
    </NonceProvider>
  )
}

/**
 * Streams a page's HTML. With `waitForAll` (bots) the whole document goes at once; otherwise
 * from the shell on, so a suspended part streams in when it is ready.
 */
export function streamDocument(
  request: Request,
  status: number,
  headers: Headers,
  context: EntryContext,
  nonce: string,
  waitForAll: boolean,
): Promise<Response> {
  let responseStatus = status
  return new Promise((resolve, reject) => {
    let shellRendered = false
    const { pipe, abort } = renderToPipeableStream(documentElement(context, request.url, nonce), {
      nonce,
      [waitForAll ? 'onAllReady' : 'onShellReady']() {
        shellRendered = true
        const body = coalescingStream()
        headers.set('Content-Type', 'text/html; charset=utf-8')
        resolve(
          new Response(createReadableStreamFromReadable(body), { headers, status: responseStatus }),
        )
        pipe(body)
      },
      onShellError(error: unknown) {
        reject(error)
      },
      onError(error: unknown) {
        responseStatus = 500
        // Errors after the shell are logged here; before it, Remix's error boundary reports them.
        if (shellRendered) console.error(error)
      },
    })
    setTimeout(abort, ABORT_DELAY_MS)
  })
}

/**
 * Where React's string renderer leaves a part of the page to the browser: a suspended part, which
 * it cannot wait for, or one that failed.
 */
const LEFT_TO_THE_BROWSER = '<!--$!-->'

/**
 * A page that renders whole (`rendersWhole`), as one string. React's string renderer writes the
 * same HTML as its stream, 15-30% faster: the stream encodes each of the page's hundreds of small
 * pieces into bytes on its way (ADR 030, "Eighth pass"). It throws for a page with a part it left
 * to the browser; such a page is streamed instead, which waits for that part.
 */
export function renderWholePage(context: EntryContext, url: string, nonce: string): string {
  const html = renderToString(documentElement(context, url, nonce))
  if (html.includes(LEFT_TO_THE_BROWSER)) {
    throw new Error(`A part of ${url} did not render on the server; it is streamed instead`)
  }
  // The stream writes the doctype before an <html> element; the string renderer does not.
  return `<!DOCTYPE html>${html}`
}

/**
 * A render worker's side: the page's HTML from a payload. Any error throws, and the main thread
 * then renders the page itself, error boundaries and all.
 */
export function renderPayload(payload: DocumentPayload, build: ServerBuild): string {
  return renderWholePage(entryContextOf(payload, build), payload.url, payload.nonce)
}
