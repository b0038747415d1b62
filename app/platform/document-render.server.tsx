import { Writable } from 'node:stream'
import {
  createReadableStreamFromReadable,
  type EntryContext,
  type ServerBuild,
} from '@remix-run/node'
import { RemixServer } from '@remix-run/react'
import type { Location, Params } from '@remix-run/router'
import { renderToPipeableStream } from 'react-dom/server'
import { joinedBytes } from './bytes'
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
 * when it should be rendered here after all (the worker is busy).
 */
export type RenderElsewhere = (
  payload: DocumentPayload,
  acceptEncoding: string | null,
) => Promise<RenderedPage> | null

/**
 * The payload of a page that renders the same in a worker, or null. Error pages carry error
 * objects and deferred data carries promises, which a thread cannot be sent: those few pages
 * render where they were loaded.
 */
export function documentPayload(
  request: Request,
  context: EntryContext,
  nonce: string,
): DocumentPayload | null {
  const state = context.staticHandlerContext
  const deferred = state.activeDeferreds && Object.keys(state.activeDeferreds).length > 0
  if (state.errors || deferred || !context.serverHandoffString) return null
  return {
    url: request.url,
    nonce,
    serverHandoffString: context.serverHandoffString,
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
 * A render worker's side: the whole page's HTML from a payload. Any error rejects, and the main
 * thread then renders the page itself, error boundaries and all.
 */
export function renderPayload(
  payload: DocumentPayload,
  build: ServerBuild,
): Promise<Uint8Array<ArrayBuffer>> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk)
        done()
      },
      final(done) {
        // An array of its own, so the worker can hand its memory over instead of copying it.
        resolve(joinedBytes(chunks))
        done()
      },
    })
    let failed = false
    const context = entryContextOf(payload, build)
    const { pipe, abort } = renderToPipeableStream(
      documentElement(context, payload.url, payload.nonce),
      {
        nonce: payload.nonce,
        onAllReady() {
          if (!failed) pipe(sink)
        },
        onShellError: reject,
        onError(error: unknown) {
          failed = true
          reject(error)
        },
      },
    )
    setTimeout(abort, ABORT_DELAY_MS).unref()
  })
}
