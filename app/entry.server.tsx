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
import { documentPayload, streamDocument } from './platform/document-render.server'
import { startMailSweeper } from './platform/mail.server'

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
 * Streams HTML (app/platform/document-render.server.tsx). Bots and browsers without JavaScript
 * get the whole document at once (onAllReady), so a page never depends on client code to finish
 * rendering. Every page gets a Content-Security-Policy with a nonce of its own, which Remix's and
 * React's inline scripts carry. Under server.js a render worker renders most pages on the other
 * core while this thread runs the next request's loaders (ADR 030, "Sixth pass").
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
  const payload = loadContext.renderElsewhere && documentPayload(request, remixContext, nonce)
  const rendering = payload
    ? loadContext.renderElsewhere?.(payload, acceptedEncodings(request))
    : null
  if (rendering) {
    try {
      const { body, encoding } = await rendering
      responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
      if (encoding) {
        // server.js's compression middleware leaves an encoded answer alone.
        responseHeaders.set('Content-Encoding', encoding)
        responseHeaders.append('Vary', 'Accept-Encoding')
      }
      return new Response(body, { headers: responseHeaders, status: responseStatusCode })
    } catch (error) {
      console.error('[render worker] rendering here instead:', error)
    }
  }
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

/** What a page may be compressed in: nothing for HEAD, as server.js's compression middleware. */
function acceptedEncodings(request: Request): string | null {
  return request.method === 'HEAD' ? null : request.headers.get('accept-encoding')
}

/** server/render-worker.js renders pages with this, from what handleRequest sent it. */
export { renderPayload } from './platform/document-render.server'
