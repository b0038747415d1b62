/**
 * The browser suite's mail server: a loopback SMTP server (startSmtpCapture) that writes every
 * message it receives as one JSON file ({to, subject, text, html}) into MAIL_CAPTURE_DIR, where
 * test workers read it (tests/e2e/fixtures.ts). Started by playwright.config.ts as a webServer.
 *
 *   MAIL_CAPTURE_DIR=.tmp/e2e-mail SMTP_CAPTURE_PORT=3225 node --import tsx tests/support/smtp-capture-server.ts
 */
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { startSmtpCapture } from './smtp'

const dir = path.resolve(process.env.MAIL_CAPTURE_DIR ?? '.tmp/e2e-mail')
const port = Number(process.env.SMTP_CAPTURE_PORT)
if (!Number.isInteger(port) || port <= 0) {
  throw new Error('SMTP_CAPTURE_PORT must be set to the port to listen on')
}

// Messages from an earlier run would match nothing (emails are unique per test), but clear them
// so the directory only ever shows this run.
rmSync(dir, { recursive: true, force: true })
mkdirSync(dir, { recursive: true })

let received = 0
const capture = await startSmtpCapture(
  (mail) => {
    received += 1
    const name = `${Date.now()}-${String(received).padStart(5, '0')}.json`
    const body = JSON.stringify(
      { to: mail.to, subject: mail.subject, text: mail.text, html: mail.html },
      null,
      2,
    )
    // Written under a temporary name and renamed, so a reader never sees half a file.
    const temporary = path.join(dir, `.${name}.partial`)
    writeFileSync(temporary, body)
    renameSync(temporary, path.join(dir, name))
  },
  { port },
)
console.info(`listening on ${capture.url}, writing messages to ${dir}`)

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => void capture.close().then(() => process.exit(0)))
}
