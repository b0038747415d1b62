import { createReadableStreamFromReadable, type EntryContext } from '@remix-run/node'
import { RemixServer } from '@remix-run/react'
import { isbot } from 'isbot'
import { renderToPipeableStream } from 'react-dom/server'
import { kbReassignJob } from './domains/knowledge/reading/reading-jobs.server'
import { kbUploadCleanupJob } from './domains/knowledge/files/upload-jobs.server'
import { fileUploadCleanupJob } from './domains/files/file-uploads.server'
import { checklistRecurrenceJob } from './domains/checklists/checklist-recurrence.server'
import { esignScheduleJob } from './domains/esign/esign-schedule.server'
import { nightlyClockOutJob } from './domains/attendance/clock.server'
import { slackPostJob } from './domains/company/slack-posts.server'
import { officePreviewJob } from './domains/files/office-previews.server'
import { coalescingStream } from './platform/coalescing-stream.server'
import { contentSecurityPolicy, newNonce } from './platform/csp.server'
import { backgroundWorkSettled } from './platform/background-work'
import { closeDatabase } from './platform/db.server'
import { databaseMaintenanceJob, startJobs, stopJobs } from './platform/jobs.server'
import { NonceProvider } from './platform/nonce'
import { startMailSweeper } from './platform/mail.server'

const ABORT_DELAY_MS = 5_000

/** server.js asks which public page a request to a verified custom domain is (ADR 026). */
export { publicPathForHost } from './domains/public-kb/public-host.server'
/** server.js asks whether its cached copy of a public page is still current (ADR 030). */
export { publicPagesVersion } from './domains/public-kb/public-page-versions.server'

// Emails left unsent by an earlier run (mail server down, restart) are retried in the background.
if (process.env.NODE_ENV !== 'test') startMailSweeper()
// Scheduled jobs (pg-boss); the app keeps serving if the queue cannot start.
if (process.env.NODE_ENV !== 'test') {
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
 * Streams HTML. Bots and browsers without JavaScript get the whole document at once
 * (onAllReady), so a page never depends on client code to finish rendering. Every page gets a
 * Content-Security-Policy with a nonce of its own, which Remix's and React's inline scripts carry.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
) {
  const waitForAll = isbot(request.headers.get('user-agent') ?? '')
  const nonce = newNonce()
  responseHeaders.set('Content-Security-Policy', contentSecurityPolicy(nonce))
  return new Promise((resolve, reject) => {
    let shellRendered = false
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY_MS} />
      </NonceProvider>,
      {
        nonce,
        [waitForAll ? 'onAllReady' : 'onShellReady']() {
          shellRendered = true
          const body = coalescingStream()
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          )
          pipe(body)
        },
        onShellError(error: unknown) {
          reject(error)
        },
        onError(error: unknown) {
          responseStatusCode = 500
          // Errors after the shell are logged here; before it, Remix's error boundary reports them.
          if (shellRendered) console.error(error)
        },
      },
    )
    setTimeout(abort, ABORT_DELAY_MS)
  })
}
