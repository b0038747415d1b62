import { availableParallelism } from 'node:os'
import path from 'node:path'
import { configDefaults, defineConfig } from 'vitest/config'
import { isolatedTestFiles } from './tests/setup/test-isolation'

const isolated = isolatedTestFiles()

export default defineConfig({
  resolve: {
    alias: {
      '~': path.resolve('app'),
      '#tests': path.resolve('tests'),
    },
  },
  test: {
    environment: 'node',
    // Worker threads, not forked processes: the whole suite cost about 40% less CPU.
    pool: 'threads',
    // Two projects, one pool. Most files share their worker's module graph and so its database
    // (on PGlite one in-memory database per worker, as on PostgreSQL): importing the app and
    // opening a database for every file cost three times the CPU of the tests themselves. The
    // files tests/setup/test-isolation.ts names (they arrange the environment before importing
    // the app, or walk the whole database) get a module graph and a database of their own.
    // A project's file lists add to the root's, so the root names none.
    projects: [
      { extends: true, test: { name: 'isolated', include: isolated } },
      {
        extends: true,
        test: {
          name: 'shared',
          isolate: false,
          include: ['app/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...isolated],
        },
      },
    ],
    // Vitest's default is one worker fewer than there are cores: on a 2-core CI machine a single
    // worker, with the other core mostly idle. Every worker has a database of its own (PGlite:
    // in memory; PostgreSQL: tests/setup/postgres-worker-databases.ts), so files can run side
    // by side.
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
