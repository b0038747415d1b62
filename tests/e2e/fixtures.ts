/**
 * What every browser test builds on: a client address of its own, test data straight into the
 * database (tests/factories), the real sign-in form, the mail the app sent over SMTP, and an
 * accessibility check for each page visited.
 */
import { readFileSync } from 'node:fs'
import { readdir, readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import axe from 'axe-core'
import {
  test as base,
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test'
import { uniqueIp } from '#tests/factories/request'
import { linkIn, type CapturedMail } from '#tests/support/smtp'

export { expect }
export { linkIn }

export const SIGNIN_PATHS = ['/auth/signin', '/account/login', '/signin'] as const
/** Any of the sign-in pages, with or without a query string. */
export const SIGNIN_URL = /\/(auth\/signin|account\/login|signin)(\?.*)?$/
export const DASHBOARD_URL = /\/account\/dashboard(\?.*)?$/

/**
 * Sign-in is throttled per client address (TRUST_PROXY=1: the server reads X-Forwarded-For).
 * Every context gets an address of its own from the IPv6 documentation range, so no test's
 * failed sign-ins can lock out another's.
 */
export function clientHeaders(ip = uniqueIp()): Record<string, string> {
  return { 'X-Forwarded-For': ip }
}

interface Fixtures {
  /** The address this test's default context (page, request) presents. */
  clientIp: string
  /** Opens one more browser (a second device) with its own address; closed after the test. */
  newDevice: () => Promise<{ context: BrowserContext; page: Page }>
}

/**
 * Marks a test that talks to the server only through `request` (no page, no browser): it runs in
 * the js project alone (playwright.config.ts), since without a page JavaScript changes nothing.
 *   test('…', API_ONLY, async ({ request }) => { … })
 */
export const API_ONLY = { tag: '@api-only' }

export const test = base.extend<Fixtures>({
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (test.info().tags.includes(API_ONLY.tag)) {
      throw new Error('An API_ONLY test runs in one project only: it must not use a page.')
    }
    if (javaScriptEnabled) awaitHydrationOnLoad(page)
    await provide(page)
  },
  // The second argument is Playwright's `use`; named `provide` so the React hooks lint rule
  // does not mistake it for React's use().
  // eslint-disable-next-line no-empty-pattern
  clientIp: async ({}, provide) => {
    await provide(uniqueIp())
  },
  extraHTTPHeaders: async ({ extraHTTPHeaders, clientIp }, provide) => {
    await provide({ ...extraHTTPHeaders, ...clientHeaders(clientIp) })
  },
  newDevice: async ({ browser, javaScriptEnabled, baseURL, userAgent, viewport }, provide) => {
    const opened: BrowserContext[] = []
    await provide(async () => {
      const context = await openContext(browser, {
        javaScriptEnabled,
        baseURL,
        userAgent,
        viewport,
      })
      opened.push(context)
      const page = await context.newPage()
      if (javaScriptEnabled) awaitHydrationOnLoad(page)
      return { context, page }
    })
    for (const context of opened) await context.close()
  },
})

/**
 * With JavaScript, a test must act on the hydrated app, not on server HTML that React has not
 * taken over yet (a click there would quietly fall back to a plain form post): page.goto and
 * page.reload return only once the new document is hydrated.
 */
function awaitHydrationOnLoad(page: Page): void {
  const goto = page.goto.bind(page)
  const reload = page.reload.bind(page)
  page.goto = async (...args) => {
    const response = await goto(...args)
    await waitForHydration(page)
    return response
  }
  page.reload = async (...args) => {
    const response = await reload(...args)
    await waitForHydration(page)
    return response
  }
}

/** React has claimed the server-rendered document (it tags each node it hydrates). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      // Not a page of the app (a test's stand-in page): nothing to hydrate.
      !('__remixContext' in window) ||
      [document.documentElement, document.body].every((node) =>
        Object.keys(node).some((key) => key.startsWith('__reactFiber$')),
      ),
  )
}

function openContext(browser: Browser, options: BrowserContextOptions): Promise<BrowserContext> {
  return browser.newContext({ ...options, extraHTTPHeaders: clientHeaders() })
}

// ---- Data ----------------------------------------------------------------------------------

/**
 * The factories open the database at import (top-level await), so they are loaded on first use:
 * tests that arrange nothing never connect.
 */
export const factories = () => import('#tests/factories/accounts')

/** The app's own database handle and tables, for arranging states the UI cannot reach. */
export async function database() {
  const [{ db }, accounts, company] = await Promise.all([
    import('~/platform/db.server'),
    import('~/domains/accounts/accounts.tables'),
    import('~/domains/company/company.tables'),
  ])
  return { db, ...accounts, ...company }
}

// ---- Signing in ----------------------------------------------------------------------------

/** Fills and submits the sign-in form already on the page. */
export async function submitSignIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email address').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

/**
 * Signs in through the real form at `from` (default /auth/signin) and waits until the browser
 * has left the sign-in page.
 */
export async function signIn(
  page: Page,
  email: string,
  password: string,
  from = '/auth/signin',
): Promise<void> {
  await page.goto(from)
  await submitSignIn(page, email, password)
  await expect(page).not.toHaveURL(SIGNIN_URL)
}

/**
 * Signs a member in without the form and opens the dashboard: a session opened as sign-in opens
 * it, its cookie set in the browser. Feature tests use this (the form costs two page loads and a
 * password hash per test); the sign-in form itself is tested in auth/. `at` opens another page
 * instead (e.g. the plan step, for a company without a plan, whose dashboard redirects there).
 */
export async function signInAs(
  page: Page,
  member: { user: { id: number }; membership: { companyId: number } },
  { at }: { at?: string } = {},
): Promise<void> {
  const [{ db }, { createSession }, { sessionCookieHeader }, { testMeta }] = await Promise.all([
    import('~/platform/db.server'),
    import('~/domains/accounts/sessions.server'),
    import('~/platform/auth.server'),
    import('#tests/factories/request'),
  ])
  const { token } = await createSession(db, {
    userId: member.user.id,
    companyId: member.membership.companyId,
    kind: 'browser',
    meta: testMeta(),
  })
  const appUrl = test.info().project.use.baseURL!
  const setCookie = await sessionCookieHeader(new Request(appUrl), token)
  const value = /^__session=([^;]*)/.exec(setCookie)![1]!
  await page.context().addCookies([{ name: '__session', value, url: appUrl, httpOnly: true }])
  await page.goto(at ?? '/account/dashboard')
  await expect(page).toHaveURL(
    at === undefined ? DASHBOARD_URL : (url) => !SIGNIN_URL.test(url.href),
  )
}

/** A REST access/refresh pair for an account (POST /account/api/token/). */
export async function apiTokens(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<{ access: string; refresh: string }> {
  const response = await request.post('/account/api/token/', { data: { email, password } })
  expect(response.status(), await response.text()).toBe(200)
  return (await response.json()) as { access: string; refresh: string }
}

// ---- Mail ----------------------------------------------------------------------------------

const MAIL_DIR = process.env.MAIL_CAPTURE_DIR ?? path.resolve('.tmp/e2e-mail')

async function capturedMail(): Promise<CapturedMail[]> {
  const names = (await readdir(MAIL_DIR).catch(() => [] as string[]))
    .filter((name) => name.endsWith('.json') && !name.startsWith('.'))
    .sort()
  return Promise.all(
    names.map(async (name) => {
      const mail = JSON.parse(await readFile(path.join(MAIL_DIR, name), 'utf8')) as Omit<
        CapturedMail,
        'raw'
      >
      return { ...mail, raw: '' }
    }),
  )
}

/** Every message the app has sent to an address so far, oldest first. */
export async function mailTo(address: string): Promise<CapturedMail[]> {
  const wanted = address.toLowerCase()
  return (await capturedMail()).filter((mail) => mail.to.some((to) => to.toLowerCase() === wanted))
}

/**
 * Waits for the app to deliver a message to an address over SMTP (the capture server writes
 * each one to MAIL_CAPTURE_DIR) and returns the `count`-th one.
 */
export async function waitForMail(
  address: string,
  { count = 1, timeoutMs = 15_000 } = {},
): Promise<CapturedMail> {
  let found: CapturedMail[] = []
  await expect
    .poll(
      async () => {
        found = await mailTo(address)
        return found.length
      },
      { message: `an email to ${address}`, timeout: timeoutMs, intervals: [100, 250, 500] },
    )
    .toBeGreaterThanOrEqual(count)
  return found[count - 1]!
}

// ---- Accessibility -------------------------------------------------------------------------

/** Tells AxeBuilder that axe-core is already in the page (see `injectAxe`). */
const AXE_ALREADY_INJECTED = 'void 0'

/**
 * The same axe-core build, minified: `axe.source` is the readable 1.3 MB file, and the page
 * parses whichever it is sent (~110 instead of ~165 CPU-ms per injection, measured).
 */
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
)

/**
 * What axe is asked to do. Only serious and critical findings fail a test, and axe gives every
 * rule a fixed impact that all its findings carry (axe-core's _finalizeRuleResult), so rules
 * whose impact is minor or moderate could never fail one: they are not run. Nor does axe
 * describe every node that passed a rule (a CSS selector and HTML snippet each, sent back to
 * the test): only violations are reported in full. Together they halve the cost of a check.
 * Were the rule list ever unreadable, every rule runs, as before.
 */
const AXE_OPTIONS = {
  resultTypes: ['violations'],
  rules: Object.fromEntries(
    ((axe as { _audit?: { rules?: { id: string; impact?: string }[] } })._audit?.rules ?? [])
      .filter((rule) => rule.impact === 'minor' || rule.impact === 'moderate')
      .map((rule) => [rule.id, { enabled: false }]),
  ),
} satisfies axe.RunOptions

/**
 * Runs axe on the page as it is now and fails on any serious or critical violation, listing
 * each rule with the elements it found.
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const target = test.info().project.use.javaScriptEnabled === false ? await copyOf(page) : page
  await injectAxe(target)
  const results = await new AxeBuilder({ page: target, axeSource: AXE_ALREADY_INJECTED })
    // axe.run in the page itself; the default mode opens an extra page per check for
    // cross-origin frames, which this app does not have.
    .setLegacyMode(true)
    .options(AXE_OPTIONS)
    .analyze()
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  )
  const report = serious.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n` +
      violation.nodes.map((node) => `    ${node.target.join(' ')}`).join('\n'),
  )
  expect(report, `accessibility problems on ${page.url()}`).toEqual([])
}

/**
 * Puts axe-core into the document once. AxeBuilder evaluates its source (1.3 MB) on every call
 * (twice in legacy mode); a client-side navigation keeps the document, so with JavaScript most
 * checks after the first reuse it.
 */
async function injectAxe(page: Page): Promise<void> {
  const present = await page.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object')
  if (!present) await page.evaluate(AXE_SOURCE)
}

/**
 * axe is a script evaluated in the page, which a context without JavaScript never runs. There
 * the page is checked as a copy: its current document (exactly the server's HTML, since no
 * script touched it) minus its scripts, written into a scriptable page with a <base> at the
 * original URL, so stylesheets and colours are the real ones. One such page per worker
 * (browser) is reused.
 */
const copyPages = new WeakMap<Browser, Promise<Page>>()

async function copyOf(page: Page): Promise<Page> {
  const browser = page.context().browser()!
  let copy = copyPages.get(browser)
  if (!copy) {
    copy = browser.newContext({ javaScriptEnabled: true }).then((context) => context.newPage())
    copyPages.set(browser, copy)
  }
  const copyPage = await copy
  const html = (await page.content())
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, '')
    .replace(/<head>/i, `<head><base href="${page.url().replace(/"/g, '&quot;')}">`)
  const viewport = page.viewportSize()
  if (viewport) await copyPage.setViewportSize(viewport)
  await copyPage.setContent(html, { waitUntil: 'load' })
  return copyPage
}
