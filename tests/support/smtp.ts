import PostalMime from 'postal-mime'
import { SMTPServer } from 'smtp-server'

export interface CapturedMail {
  to: string[]
  subject: string
  text: string
  html: string
  raw: string
}

/**
 * A real SMTP server on loopback that keeps what it receives: the app talks SMTP to it
 * exactly as it would to a production relay.
 */
export async function startSmtpCapture(
  onMail?: (mail: CapturedMail) => void,
  options: { port?: number } = {},
) {
  const messages: CapturedMail[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', async () => {
        const raw = Buffer.concat(chunks).toString('utf8')
        const parsed = await PostalMime.parse(raw)
        const to = (parsed.to ?? []).flatMap((entry) =>
          'address' in entry ? [entry.address ?? ''] : (entry.group ?? []).map((m) => m.address),
        )
        const mail = {
          to,
          subject: parsed.subject ?? '',
          text: parsed.text ?? '',
          html: typeof parsed.html === 'string' ? parsed.html : '',
          raw,
        }
        messages.push(mail)
        onMail?.(mail)
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve))
  const address = server.server.address()
  const port = typeof address === 'object' && address ? address.port : 0

  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    messages,
    /** Waits until a message matching the predicate arrives (or fails after the timeout). */
    async waitFor(predicate: (mail: CapturedMail) => boolean, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs
      while (Date.now() < deadline) {
        const found = messages.find(predicate)
        if (found) return found
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
      throw new Error(`No matching email within ${timeoutMs} ms; got ${messages.length} message(s)`)
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** The first link in an email's text that starts with the given path. */
export function linkIn(mail: CapturedMail, pathPrefix: string): string {
  const match = mail.text.match(
    new RegExp(`https?://[^\\s]+${pathPrefix.replace(/\//g, '\\/')}[^\\s]*`),
  )
  if (!match) throw new Error(`No ${pathPrefix} link in email "${mail.subject}"`)
  return match[0]
}
