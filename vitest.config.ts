import { availableParallelism } from 'node:os'
import path from 'node:path'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: {
    alias: {
      '~': path.resolve('app'),
      '#tests': path.resolve('tests'),
    },
  },
  test: {
    include: ['app/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.ts'],
    environment: 'node',
    // Each test file gets its own module graph in a worker thread; on PGlite that means its own
    // in-memory database. Threads, not forked processes: the whole suite cost about 40% less CPU.
    pool: 'threads',
    // Vitest's default is one worker fewer than there are cores: on a 2-core CI machine a single
    // worker, with the other core mostly idle. Every worker has a database of its own (PGlite:
    // one per file; PostgreSQL: one per worker, tests/setup/postgres-worker-databases.ts), so
    // files can run side by side.
    maxWorkers: Math.max(availableParallelism(), 2),
    globalSetup: ['tests/setup/pglite-template.ts', 'tests/setup/postgres-worker-databases.ts'],
    setupFiles: ['tests/setup/worker-database.ts'],
    testTimeout: 20_000,
    // npm test runs the suite twice (PGlite, then PostgreSQL): the second run reads the first
    // run's transformed modules from node_modules/.experimental-vitest-cache instead of
    // transforming the ~600 app modules again. The cache is keyed by each file's content.
    experimental: { fsModuleCache: true },
    hookTimeout: 60_000,
    env: {
      NODE_ENV: 'test',
      DATABASE_URL: process.env.DATABASE_URL ?? 'memory://',
      SESSION_SECRET: 'test-session-secret-that-is-long-enough-0123456789',
      DATA_DIR: path.resolve('.tmp/vitest-data'),
      PGLITE_TEMPLATE: path.resolve('.tmp/vitest-data/pglite-template.tar'),
    },
  },
})
