import { execFile } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { msg } from '~/i18n'
import { aiProvider } from '~/platform/ai.server'
import { audit } from '~/platform/audit.server'
import { authorize, type Asker } from '~/platform/authorize.server'
import { db, dbEngine } from '~/platform/db.server'
import { jobQueues } from '~/platform/jobs.server'
import {
  kickMailDelivery,
  mailServerName,
  queueEmail,
  verifyMailServer,
} from '~/platform/mail.server'
import { fileStore, newStorageKey } from '~/platform/storage.server'
import { libreOfficeCommand } from '../files/office-previews.server'
import { can } from './self-check.policy'
import type { CheckName, CheckResult, CheckText } from './self-check.schema'

/** The AI check's one tiny call gives up after this long, so the page never hangs on it. */
export const AI_CHECK_TIMEOUT_MS = 10_000
/** LibreOffice's `--version` starts the whole program: a second or two on a small server. */
const OFFICE_CHECK_TIMEOUT_MS = 15_000
const MIGRATIONS_FOLDER = path.resolve(process.env.MIGRATIONS_DIR ?? 'drizzle')

const ok = (name: CheckName, detail: CheckText): CheckResult => ({
  name,
  status: 'ok',
  detail,
  fix: null,
})

/** A failure's own words, short (they go into a table cell). */
const reason = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, 300)

async function migrationsApplied(): Promise<{ applied: number; shipped: number }> {
  const journal = JSON.parse(
    await readFile(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: unknown[] }
  const result = await db.execute<{ applied: number }>(
    sql`select count(*)::int as applied from drizzle.__drizzle_migrations`,
  )
  return { applied: Number(result.rows[0]?.applied ?? 0), shipped: journal.entries.length }
}

async function checkDatabase(): Promise<CheckResult> {
  const engine = dbEngine === 'pglite' ? 'PGlite (embedded)' : 'PostgreSQL'
  try {
    const probe = randomUUID()
    const echoed = await db.execute<{ probe: string }>(sql`select ${probe}::text as probe`)
    if (echoed.rows[0]?.probe !== probe) throw new Error('the database answered another value')
    const { applied, shipped } = await migrationsApplied()
    if (applied < shipped) {
      return {
        name: 'database',
        status: 'failed',
        detail: {
          text: msg('{{engine}}: {{applied}} of {{shipped}} migrations applied.'),
          values: { engine, applied, shipped },
        },
        fix: { text: msg('Restart the server: it applies the missing migrations when it starts.') },
      }
    }
    return ok('database', {
      text: msg('{{engine}}: a query answered, all {{shipped}} migrations applied.'),
      values: { engine, shipped },
    })
  } catch (error) {
    return {
      name: 'database',
      status: 'failed',
      detail: {
        text: msg('{{engine}} did not answer: {{error}}'),
        values: { engine, error: reason(error) },
      },
      fix: { text: msg('Check DATABASE_URL and that the database server is running.') },
    }
  }
}

async function checkMail(): Promise<CheckResult> {
  try {
    if ((await verifyMailServer()) === 'not-configured') {
      return {
        name: 'mail',
        status: 'not-configured',
        detail: { text: msg('No SMTP server: emails are written as files under DATA_DIR/mail.') },
        fix: {
          text: msg('Set SMTP_URL (smtp://user:password@host:587) and MAIL_FROM, then restart.'),
        },
      }
    }
    return ok('mail', {
      text: msg('The SMTP server {{server}} accepted a connection.'),
      values: { server: mailServerName() ?? '' },
    })
  } catch (error) {
    return {
      name: 'mail',
      status: 'failed',
      detail: {
        text: msg('The SMTP server {{server}} refused or did not answer: {{error}}'),
        values: { server: mailServerName() ?? '', error: reason(error) },
      },
      fix: {
        text: msg('Check SMTP_URL: host, port and credentials, and that this server may reach it.'),
      },
    }
  }
}

async function checkStorage(companyId: number): Promise<CheckResult> {
  const key = newStorageKey(companyId, 'self-check', 'txt')
  const bytes = new TextEncoder().encode(`self-check ${key}`)
  try {
    await fileStore.put(key, bytes, 'text/plain')
    const read = await fileStore.get(key)
    if (!read || Buffer.compare(Buffer.from(read), Buffer.from(bytes)) !== 0) {
      throw new Error('the object read back differs from the one written')
    }
    await fileStore.remove(key)
    if ((await fileStore.size(key)) !== null)
      throw new Error('the object is still there after delete')
    return ok('storage', { text: msg('A probe object was written, read back and deleted.') })
  } catch (error) {
    await fileStore.remove(key).catch(() => {})
    return {
      name: 'storage',
      status: 'failed',
      detail: { text: msg('The probe object failed: {{error}}'), values: { error: reason(error) } },
      fix: {
        text: msg('Check that DATA_DIR is writable, or the S3_BUCKET, S3_ENDPOINT and S3 keys.'),
      },
    }
  }
}

async function checkJobs(): Promise<CheckResult> {
  try {
    const { running, queues } = await jobQueues()
    if (!running) {
      return {
        name: 'jobs',
        status: 'failed',
        detail: { text: msg('The job queue (pg-boss) is not running in this process.') },
        fix: {
          text: msg('Start the app with server.js (npm start); look for [jobs] errors in its log.'),
        },
      }
    }
    const depths = queues.map((queue) => `${queue.name}: ${queue.waiting}`).join(', ')
    return ok('jobs', {
      text: msg('pg-boss is running. Jobs waiting: {{depths}}'),
      values: { depths: depths || '—' },
    })
  } catch (error) {
    return {
      name: 'jobs',
      status: 'failed',
      detail: {
        text: msg('The job queue did not answer: {{error}}'),
        values: { error: reason(error) },
      },
      fix: { text: msg('Check the database the queue lives in (the pgboss schema).') },
    }
  }
}

async function checkAi(): Promise<CheckResult> {
  const provider = aiProvider()
  if (!provider) {
    return {
      name: 'ai',
      status: 'not-configured',
      detail: {
        text: msg('No AI provider: search answers are extracts, the writing helper is off.'),
      },
      fix: { text: msg('Set AI_API_KEY (and AI_BASE_URL for a provider other than OpenAI).') },
    }
  }
  try {
    await provider.chatCompletion({
      messages: [{ role: 'user', content: 'Reply with the single word OK.' }],
      maxTokens: 5,
      timeoutMs: AI_CHECK_TIMEOUT_MS,
    })
    return ok('ai', {
      text: msg('The model {{model}} answered.'),
      values: { model: provider.model },
    })
  } catch (error) {
    return {
      name: 'ai',
      status: 'failed',
      detail: {
        text: msg('The model {{model}} did not answer: {{error}}'),
        values: { model: provider.model, error: reason(error) },
      },
      fix: {
        text: msg('Check AI_API_KEY, AI_BASE_URL and AI_MODEL, and that this server may reach it.'),
      },
    }
  }
}

const INSTALL_LIBREOFFICE = msg(
  'Install LibreOffice (Debian: apt install --no-install-recommends libreoffice-writer-nogui libreoffice-calc-nogui libreoffice-impress-nogui), or set LIBREOFFICE_PATH.',
)

/** Office previews (ADR 042): LibreOffice is there and starts. */
async function checkOffice(): Promise<CheckResult> {
  const command = libreOfficeCommand()
  if (!command) {
    return {
      name: 'office',
      status: 'not-configured',
      detail: {
        text: msg('No LibreOffice: office files are offered for download, not previewed.'),
      },
      fix: { text: INSTALL_LIBREOFFICE },
    }
  }
  try {
    const version = await new Promise<string>((resolve, reject) =>
      execFile(command, ['--version'], { timeout: OFFICE_CHECK_TIMEOUT_MS }, (error, stdout) =>
        error ? reject(error) : resolve(stdout.trim()),
      ),
    )
    return ok('office', { text: msg('{{version}} answered.'), values: { version } })
  } catch (error) {
    return {
      name: 'office',
      status: 'failed',
      detail: {
        text: msg('LibreOffice at {{command}} did not start: {{error}}'),
        values: { command, error: reason(error) },
      },
      fix: { text: INSTALL_LIBREOFFICE },
    }
  }
}

/**
 * The installation's self-check (/test): each part the app depends on, tried for real, with
 * what to do when it fails. The checks run one after another: on PGlite they share a connection.
 */
export async function runSelfCheck(asker: Asker): Promise<CheckResult[]> {
  await authorize(asker, can, 'installation.check')
  return [
    await checkDatabase(),
    await checkMail(),
    await checkStorage(asker.actor.companyId),
    await checkJobs(),
    await checkAi(),
    await checkOffice(),
  ]
}

/** Queues a test message to the admin who asks and starts delivery; audited. */
export async function sendTestEmail(asker: Asker): Promise<{ to: string }> {
  await authorize(asker, can, 'installation.check')
  const { actor, meta } = asker
  await db.transaction(async (tx) => {
    const id = await queueEmail(tx, {
      companyId: actor.companyId,
      template: 'self_check',
      to: actor.email,
      subject: 'Groundwork test message',
      text: 'This message was sent from the installation self-check (/test): mail works.',
      html: '<p>This message was sent from the installation self-check (/test): mail works.</p>',
    })
    await audit(tx, meta, {
      action: 'installation.test_email',
      companyId: actor.companyId,
      actorUserId: actor.userId,
      entityType: 'outbound_email',
      entityId: id,
    })
  })
  kickMailDelivery()
  return { to: actor.email }
}
