import { json } from '@remix-run/node'
import { pingDatabase } from '~/platform/db.server'

const DB_TIMEOUT_MS = 2_000

/** For load balancers and uptime checks: 200 while the database answers, 503 otherwise. */
export async function loader() {
  try {
    await Promise.race([
      pingDatabase(),
      new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), DB_TIMEOUT_MS)),
    ])
    return json({ status: 'ok', db: 'ok' }, { headers: { 'Cache-Control': 'no-store' } })
  } catch {
    return json(
      { status: 'error', db: 'unavailable' },
      { status: 503, headers: { 'Cache-Control': 'no-store' } },
    )
  }
}
