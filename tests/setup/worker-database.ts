import { afterAll } from 'vitest'
import { backgroundWorkSettled } from '~/platform/background-work'
import { isPostgresUrl, workerDatabaseUrl } from './postgres-worker-databases'

// Runs in each worker before its test files import the app: on PostgreSQL, point the app at
// this worker's own database (made by postgres-worker-databases.ts).
const url = process.env.DATABASE_URL
const poolId = process.env.VITEST_POOL_ID
if (isPostgresUrl(url) && poolId && !url.includes(`_w${poolId}`)) {
  process.env.DATABASE_URL = workerDatabaseUrl(url, poolId)
}

// Email runs a test kicked off finish within its own file (app/platform/background-work.ts).
afterAll(() => backgroundWorkSettled())
