import type { AppLoadContext, EntryContext } from '@remix-run/node'
import { isbot } from 'isbot'
import { kbReassignJob } from './domains/knowledge/reading/reading-jobs.server'
import { kbUploadCleanupJob } from './domains/knowledge/files/upload-jobs.server'
import { fileUploadCleanupJob } from './domains/files/file-uploads.server'
import { checklistRecurrenceJob } from './domains/checklists/checklist-recurrence.server'
import { esignScheduleJob } from './domains/esign/esign-schedule.server'
import { nightlyClockOutJob } from './domains/attendance/clock.server'
import { slackPostJob } from './domains/company/slack-posts.server'
import { officePreviewJob } from './domains/files/office-previews.server'
import { contentSecurityPolicy, newNonce } from './platform/csp.server'
import { backgroundWorkSettled } from './platform/background-work'
import { closeDatabase } from './platform/db.server'
import { isRenderWorker } from './platform/env.server'
import { databaseMaintenanceJob, startJobs, stopJobs } from './platform/jobs.server'
import {
  documentPayload,
  renderWholePage,
  rendersWhole,
  streamDocument,
  type RenderedPage,
} from './platform/document-render.server'
import { startMailSweeper } from './platform/mail.server'
import { compressPage, pageEncoding } from '../server/page-compression.js'

/** server.js asks which public page a request to a verified custom domain is (ADR 026). */
export { publicPathForHost } from './domains/public-kb/public-host.server'
/** server.js asks whether its cached copy of a public page is still current (ADR 030). */
export { publicPagesVersion } from './domains/public-kb/public-page-versions.server'

// Emails left unsent by an earlier run (mail server down, restart) are retried in the background.
if (process.env.NODE_ENV !== 'test' && !isRenderWorker) startMailSweeper()
// Scheduled jobs (pg-boss); the app keeps serving if the queue cannot start.
if (process.env.NODE_ENV !== 'test' && !isRenderWorker) {
  startJobs([
    kbReassignJob,
    kbUploadCleanupJob,
    fileUploadCleanupJob,
    checklistRecurrenceJob,
    esignScheduleJob,
    nightlyClockOutJob,
    slackPostJob,
    officePreviewJob,
    databaseMaintenanceJob,
  ]).catch((error) => console.error('[jobs] not started:', error))
}

/**
 * server.js calls this at shutdown, once no request is left (server/shutdown.js): email runs
 * already started and job workers finish what they hold, then the database closes (PGlite
 * flushes its files).
 */
export async function closeApp(): Promise<void> {
  await Promise.all([backgroundWorkSettled(), stopJobs()])
  await closeDatabase()
}

/**
 * Writes a page's HTML (app/platform/document-render.server.tsx). A page with nothing to wait
 * for is written whole and compressed as the request accepts; under server.js's load a render
 * worker does that on the other core while this thread runs the next request's loaders (ADR 030,
 * "Sixth pass" to "Eighth pass"). Error pages and pages with deferred data are streamed: bots and
 * browsers without JavaScript get the whole document at once (onAllReady), so a page never
 * depends on client code to finish rendering. Every page gets a Content-Security-Policy with a
 * nonce of its own, which Remix's and React's inline scripts carry.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = newNonce()
  responseHeaders.set('Content-Security-Policy', contentSecurityPolicy(nonce))
  const page =
    rendersWhole(remixContext) &&
    ((await renderedElsewhere(request, remixContext, nonce, loadContext)) ??
      renderedHere(request, remixContext, nonce))
  if (!page) {
    const waitForAll = isbot(request.headers.get('user-agent') ?? '')
    return streamDocument(
      request,
      responseStatusCode,
      responseHeaders,
      remixContext,
      nonce,
      waitForAll,
    )
  }
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
  if (page.encoding) {
    // server.js's compression middleware leaves an encoded answer alone.
    responseHeaders.set('Content-Encoding', page.encoding)
    responseHeaders.append('Vary', 'Accept-Encoding')
  }
  return new Response(page.body, { headers: responseHeaders, status: responseStatusCode })
}

/** The page from a render worker; null when there is none, it is busy or it failed. */
async function renderedElsewhere(
  request: Request,
  context: EntryContext,
  nonce: string,
  loadContext: AppLoadContext,
): Promise<RenderedPage | null> {
  const rendering = loadContext.renderElsewhere?.(
    documentPayload(request, context, nonce),
    acceptedEncodings(request),
  )
  try {
    return (await rendering) ?? null
  } catch (error) {
    console.error('[render worker] rendering here instead:', error)
    return null
  }
}

/**
 * The page written whole on this thread; null when it must be streamed after all (a part of it
 * did not render: the stream waits for it, or renders the error boundary).
 */
function renderedHere(request: Request, context: EntryContext, nonce: string): RenderedPage | null {
  let html: string
  try {
    html = renderWholePage(context, request.url, nonce)
  } catch {
    return null
  }
  const encoding = pageEncoding(acceptedEncodings(request))
  return { body: compressPage(Buffer.from(html), encoding), encoding }
}

/** What a page may be compressed in: nothing for HEAD, as server.js's compression middleware. */
function acceptedEncodings(request: Request): string | null {
  return request.method === 'HEAD' ? null : request.headers.get('accept-encoding')
}

/** server/render-worker.js renders pages with this, from what handleRequest sent it. */
export { renderPayload } from './platform/document-render.server'
