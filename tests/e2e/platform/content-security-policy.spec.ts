/**
 * Content-Security-Policy (issue 17 §4, ADR 031): every page sends one with a nonce of its own,
 * the main pages run with JavaScript on without a single violation (Remix's inline scripts carry
 * the nonce, article videos are framed from their players), and script that was not ours, such as
 * an inline handler slipped into the page, does not run.
 */
import type { Page } from '@playwright/test'
import { API_ONLY, expect, factories, signInAs, test } from '../fixtures'

const VIDEO_PLAYER = 'https://www.youtube-nocookie.com/'

/** Records every CSP violation and console error the page reports, from its first script on. */
async function watchForViolations(page: Page): Promise<() => Promise<string[]>> {
  const consoleErrors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(`console: ${message.text()}`)
  })
  await page.addInitScript(() => {
    const seen: string[] = []
    Object.assign(window, { cspViolations: seen })
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`),
    )
  })
  return async () => [
    ...(await page.evaluate(
      () => (window as unknown as { cspViolations: string[] }).cspViolations,
    )),
    ...consoleErrors,
  ]
}

async function companyWithContent() {
  const f = await factories()
  const { company, admin } = await f.makeCompanyWithAdmin()
  const { makeArticle } = await import('#tests/factories/knowledge-articles')
  const { makePublicKb, makePublicArticle } = await import('#tests/factories/public-kb')
  const article = await makeArticle(company, {
    title: 'Fire drill',
    body: '<p>Meet at the car park.</p>',
    embedVideoUrl: 'https://youtu.be/dQw4w9WgXcQ',
    blocks: ['text', 'embed_video'],
  })
  const kb = await makePublicKb(company)
  const publicArticle = await makePublicArticle(company, [kb.id], { title: 'Opening hours' })
  return { company, admin, article, publicArticle }
}

test('the main pages run with JavaScript without a single CSP violation', async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, 'Without JavaScript no script runs that the policy could stop.')
  const { company, admin, article, publicArticle } = await companyWithContent()
  // The video player itself is not what is tested (and the test machine is offline).
  await page.route(`${VIDEO_PLAYER}**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<p>player</p>' }),
  )
  const violations = await watchForViolations(page)
  await signInAs(page, admin)

  for (const path of [
    '/account/dashboard',
    '/account/employees',
    '/account/org-chart',
    '/knowledgebase/articles',
    `/knowledgebase/articles/${article.id}`,
    `/knowledgebase/articles/${article.id}/edit`,
    `/articles/public/${company.slug}/`,
    `/articles/public/${company.slug}/details/${publicArticle.id}/`,
  ]) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(200)
    expect(response?.headers()['content-security-policy'], path).toContain("frame-ancestors 'none'")
    await page.waitForLoadState('networkidle')
    expect(await violations(), path).toEqual([])
  }
  // The player is framed lazily: once scrolled to, it loads, allowed by frame-src.
  await page.goto(`/knowledgebase/articles/${article.id}`)
  const player = page.locator(`iframe[src^="${VIDEO_PLAYER}"]`)
  await player.scrollIntoViewIfNeeded()
  await expect(player.contentFrame().getByText('player')).toBeVisible()
  expect(await violations()).toEqual([])
})

test('script the page did not vouch for does not run, and is reported', async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, 'Without JavaScript no script runs at all.')
  const violations = await watchForViolations(page)
  await page.goto('/auth/signin')

  // What an HTML injection would add: an inline handler and an inline script without the nonce.
  await page.evaluate(() => {
    const picture = document.createElement('img')
    picture.setAttribute('onerror', 'window.injected = "handler"')
    picture.src = '/no-such-picture.png'
    const script = document.createElement('script')
    script.textContent = 'window.injected = "script"'
    document.body.append(picture, script)
  })
  await expect
    .poll(violations)
    .toEqual(
      expect.arrayContaining(['script-src-attr blocked inline', 'script-src-elem blocked inline']),
    )
  expect(await page.evaluate(() => (window as { injected?: string }).injected)).toBeUndefined()
})

test('every page gets a policy with a nonce of its own', API_ONLY, async ({ request }) => {
  const nonces = []
  for (let i = 0; i < 2; i++) {
    const response = await request.get('/auth/signin')
    const policy = response.headers()['content-security-policy'] ?? ''
    for (const directive of [
      "object-src 'none'",
      "base-uri 'self'",
      "frame-ancestors 'none'",
      "script-src-attr 'none'",
    ]) {
      expect(policy).toContain(directive)
    }
    const nonce = /script-src 'self' 'nonce-([^']+)'/.exec(policy)?.[1]
    expect(nonce).toBeTruthy()
    // Every script tag of the page carries it; there is no script without one.
    const html = await response.text()
    const scripts = html.match(/<script\b[^>]*>/g) ?? []
    expect(scripts.length).toBeGreaterThan(0)
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`)
    nonces.push(nonce)
  }
  expect(nonces[0]).not.toBe(nonces[1])
})

test(
  'over https behind the proxy: HSTS and Secure cookies; over http neither',
  API_ONLY,
  async ({ request }) => {
    const f = await factories()
    const { admin } = await f.makeCompanyWithAdmin()
    const signIn = (headers: Record<string, string>) =>
      request.post('/auth/signin', {
        headers,
        form: { email: admin.user.email, password: f.TEST_PASSWORD },
        maxRedirects: 0,
      })

    const secure = await signIn({ 'X-Forwarded-Proto': 'https' })
    expect(secure.status()).toBe(302)
    expect(secure.headers()['strict-transport-security']).toBe('max-age=31536000')
    const secureCookies = secure.headersArray().filter((h) => h.name.toLowerCase() === 'set-cookie')
    expect(secureCookies.length).toBeGreaterThan(0)
    for (const cookie of secureCookies) expect(cookie.value).toMatch(/;\s*Secure/i)

    const plain = await signIn({})
    expect(plain.status()).toBe(302)
    expect(plain.headers()['strict-transport-security']).toBeUndefined()
    const plainCookies = plain.headersArray().filter((h) => h.name.toLowerCase() === 'set-cookie')
    for (const cookie of plainCookies) expect(cookie.value).not.toMatch(/;\s*Secure/i)
  },
)
