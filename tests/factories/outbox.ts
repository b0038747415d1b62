import pg from 'pg'

/**
 * Mail delivery in tests.
 *
 * Every delivery run sends *every* due email in the outbox (that is how several app processes
 * share the work). On PostgreSQL the test files of one worker share its database, so one
 * file's delivery run could send another file's email to the wrong SMTP server. Test code that
 * queues or delivers mail therefore runs inside `withMailOutbox`, which serialises those
 * sections with an advisory lock (scoped to the database), and waits for its own emails before
 * leaving. On PGlite every file has its own database and the lock is not needed.
 *
 * The app is imported lazily here: files that point SMTP_URL at a capture server must set it
 * before the first import of the app's env module.
 */
const MAIL_LOCK_KEY = 7_202_612

export async function withMailOutbox<T>(section: () => Promise<T>): Promise<T> {
  const url = process.env.DATABASE_URL ?? ''
  if (!/^postgres(ql)?:\/\//.test(url)) return section()
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query('select pg_advisory_lock($1)', [MAIL_LOCK_KEY])
    return await section()
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MAIL_LOCK_KEY]).catch(() => {})
    await client.end()
  }
}

/** The outbox rows addressed to one recipient, oldest first. */
export async function outboxTo(address: string) {
  const [{ db }, { outboundEmails }, { asc, eq }] = await Promise.all([
    import('~/platform/db.server'),
    import('~/platform/mail.tables'),
    import('drizzle-orm'),
  ])
  return db
    .select()
    .from(outboundEmails)
    .where(eq(outboundEmails.toAddress, address))
    .orderBy(asc(outboundEmails.id))
}

type OutboxRow = Awaited<ReturnType<typeof outboxTo>>[number]

/** Waits until an email to the address has been sent (by any delivery run) and returns it. */
export async function waitForSent(address: string, timeoutMs = 10_000): Promise<OutboxRow> {
  const deadline = Date.now() + timeoutMs
  let rows: OutboxRow[] = []
  while (Date.now() < deadline) {
    rows = await outboxTo(address)
    const sent = rows.find((row) => row.status === 'sent')
    if (sent) return sent
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  const states = rows.map((row) => `${row.status} (${row.lastError ?? 'no error'})`).join(', ')
  throw new Error(`No email to ${address} was sent within ${timeoutMs} ms: ${states || 'none'}`)
}

/** The first link in an email body that starts with the given path. */
export function linkInText(text: string, pathPrefix: string): URL {
  const match = text.match(new RegExp(`https?://\\S+${pathPrefix.replace(/\//g, '\\/')}\\S*`))
  if (!match) throw new Error(`No ${pathPrefix} link in:\n${text}`)
  return new URL(match[0])
}
