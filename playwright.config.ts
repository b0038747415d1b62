import { existsSync } from 'node:fs'
import path from 'node:path'
import { defineConfig, devices, type LaunchOptions } from '@playwright/test'

/**
 * The browser suite: the production build (`npm run build` first) served by server.js on a
 * PostgreSQL database of its own, driven by Debian's Chromium (headless shell) with and without
 * JavaScript.
 * Mail goes over real SMTP to a capture server on loopback (tests/support/smtp-capture-server.ts).
 *
 *   E2E_DATABASE_URL=postgres://…/groundwork_e2e npx playwright test
 */
const databaseUrl = process.env.E2E_DATABASE_URL
if (!databaseUrl || !/^postgres(ql)?:\/\//.test(databaseUrl)) {
  throw new Error(
    'E2E_DATABASE_URL must be the postgres:// URL of an empty database for the browser tests, e.g.\n' +
      '  eval "$(scripts/throwaway-postgres.sh start)"\n' +
      '  psql "$PG_TEST_URL/postgres" -c "create database groundwork_e2e"\n' +
      '  E2E_DATABASE_URL="$PG_TEST_URL/groundwork_e2e" npx playwright test\n' +
      '(npm test does all of this.)',
  )
}
if (!existsSync('build/index.js')) {
  throw new Error('No production build found: run `npm run build` before the browser tests.')
}

const APP_PORT = Number(process.env.E2E_APP_PORT ?? 3210)
const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 3225)
// The AI provider's stand-in (tests/support/chat-completions-server.ts); answers slowly or with
// errors when the prompt holds a keyword (E2E_RULES), and the app gives it 3 s at most.
const AI_PORT = Number(process.env.E2E_AI_PORT ?? APP_PORT + 20)
const APP_URL = `http://localhost:${APP_PORT}`
const SESSION_SECRET = 'e2e-session-secret-that-is-long-enough-0123456789'
const MAIL_CAPTURE_DIR = path.resolve('.tmp/e2e-mail')

// Test workers import app code (tests/factories → ~/platform/db.server) to arrange data; they
// must open the very database the app server uses. Workers inherit this process's environment.
process.env.DATABASE_URL = databaseUrl
process.env.SESSION_SECRET = SESSION_SECRET
process.env.NODE_ENV = 'test'
process.env.DATA_DIR = path.resolve('.tmp/e2e-worker-data')
process.env.DATABASE_POOL_SIZE = '4'
process.env.MAIL_CAPTURE_DIR = MAIL_CAPTURE_DIR
process.env.E2E_APP_URL = APP_URL

const launchOptions: LaunchOptions = {
  // Debian's build of Chromium's headless shell (package chromium-headless-shell), the browser
  // Playwright itself uses for headless runs: the full browser in headless mode costs about
  // twice the CPU per test, and the suite is CPU-bound on two cores.
  executablePath: '/usr/lib/chromium/chromium-headless-shell',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
}

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // On CI a failed test runs once more: on two loaded cores a timing slip must not sink a whole
  // landing. One that passes only on its retry is listed by npm test's summary as flaky, to fix.
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  // npm test adds the JSON reporter (scripts/test.sh).
  reporter: 'list',
  use: {
    baseURL: APP_URL,
    // Recording traces costs about a fifth of the run; E2E_TRACE=1 keeps one for each failure.
    // Without it a failure still leaves a screenshot and the page's accessibility tree.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions,
  },
  projects: [
    {
      name: 'js',
      use: { ...devices['Desktop Chrome'], launchOptions, javaScriptEnabled: true },
    },
    {
      name: 'no-js',
      use: { ...devices['Desktop Chrome'], launchOptions, javaScriptEnabled: false },
      // Tests tagged API_ONLY (tests/e2e/fixtures.ts) open no page: the js project covers them.
      grepInvert: /@api-only\b/,
    },
  ],
  webServer: [
    {
      name: 'smtp-capture',
      command: 'node --import tsx tests/support/smtp-capture-server.ts',
      port: SMTP_PORT,
      env: { SMTP_CAPTURE_PORT: String(SMTP_PORT), MAIL_CAPTURE_DIR },
      reuseExistingServer: false,
      stdout: 'pipe',
      timeout: 30_000,
    },
    {
      name: 'chat-completions',
      command: 'node --import tsx tests/support/chat-completions-server.ts',
      port: AI_PORT,
      env: { CHAT_COMPLETIONS_PORT: String(AI_PORT) },
      reuseExistingServer: false,
      stdout: 'pipe',
      timeout: 30_000,
    },
    {
      name: 'app',
      command: 'node server.js',
      url: `${APP_URL}/healthz`,
      env: {
        NODE_ENV: 'production',
        PORT: String(APP_PORT),
        DATABASE_URL: databaseUrl,
        SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
        SESSION_SECRET,
        TRUST_PROXY: '1',
        DATA_DIR: path.resolve('.tmp/e2e-data'),
        DATABASE_POOL_SIZE: '10',
        APP_URL,
        AI_BASE_URL: `http://127.0.0.1:${AI_PORT}/v1`,
        AI_API_KEY: 'e2e-ai-key',
        AI_TIMEOUT_MS: '3000',
      },
      reuseExistingServer: false,
      stdout: 'pipe',
      timeout: 60_000,
    },
  ],
})
