import {
  DASHBOARD_URL,
  expect,
  expectNoSeriousA11yViolations,
  factories,
  signInAs,
  submitSignIn,
  test,
} from '../fixtures'

/**
 * An unexpected server failure shows the seed's error screen (§2.7) with a 500 and nothing of
 * the failure itself. The trigger is a real one: a form post whose body cannot be parsed (a
 * multipart content type without a boundary, as a broken client or proxy might send) makes the
 * sign-in action's request.formData() throw a TypeError, which no code turns into a Response.
 */
test('an unexpected server error shows "Something went wrong!" with a 500 and no details', async ({
  page,
}) => {
  await page.goto('/auth/signin')
  await page.route(
    (url) => url.pathname === '/auth/signin',
    (route) =>
      route.request().method() === 'POST'
        ? route.continue({
            headers: { ...route.request().headers(), 'content-type': 'multipart/form-data' },
            postData: 'not a multipart body',
          })
        : route.continue(),
  )
  const [response] = await Promise.all([
    page.waitForResponse(
      (candidate) =>
        candidate.request().method() === 'POST' &&
        new URL(candidate.url()).pathname === '/auth/signin',
    ),
    submitSignIn(page, 'nobody@example.com', 'a password that is long enough'),
  ])
  expect(response.status()).toBe(500)
  const body = await response.text()
  expect(body).not.toContain('Failed to parse')
  expect(body).not.toMatch(/\bat .*\.(js|ts):\d+/)

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Something went wrong!')
  await expect(
    page.getByText(
      'A server error occurred, Please try again or contact support to have it fixed immediately',
    ),
  ).toBeVisible()
  await expect(page.getByText('or contact support.')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Management tip' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Go to Dashboard' })).toBeVisible()
  const shown = await page.locator('body').innerText()
  expect(shown).not.toMatch(/TypeError|Failed to parse|formData|Unexpected Server Error/)
  await expectNoSeriousA11yViolations(page)
})

/**
 * Seed §4/§9: a crash a fresh load may cure (here a page whose code reads a property of null,
 * as a half-deployed bundle would) reloads the page twice, then the error screen stays. The
 * page's client code is swapped for a broken one; the server renders the page as usual.
 */
test('a recognised crash in the browser reloads the page twice, then shows the error screen', async ({
  browser,
  baseURL,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, 'Without JavaScript nothing crashes in the browser.')
  const context = await browser.newContext({ baseURL })
  const page = await context.newPage()
  await page.route('**/build/routes/_public+/maintenance.coming-soon-*.js', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: 'export default function Broken() { const page = null; return page.title }',
    }),
  )
  let documentLoads = 0
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.url().endsWith('/maintenance/coming-soon')) {
      documentLoads++
    }
  })

  await page.goto('/maintenance/coming-soon')
  await expect.poll(() => documentLoads, { timeout: 10_000 }).toBe(3)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Something went wrong!')
  // It stays: no third reload after the screen is up.
  await page.waitForTimeout(1_000)
  expect(documentLoads).toBe(3)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Something went wrong!')
  const history = await page.evaluate(() => sessionStorage.getItem('groundwork:crash-reloads'))
  expect(JSON.parse(history ?? '[]')).toHaveLength(2)
  await context.close()
})

/**
 * Seed §8: a refusal that is not a server failure (here a 400: a form post the page's action
 * does not know, as an outdated page or a tampered form sends) shows the generic line.
 */
test('a request the server refuses shows the error screen with "An error occurred"', async ({
  page,
}) => {
  const { makeCompanyWithAdmin } = await factories()
  const { admin } = await makeCompanyWithAdmin()
  await signInAs(page, admin)
  await expect(page).toHaveURL(DASHBOARD_URL)
  await page.route(
    (url) => url.pathname === '/account/dashboard',
    (route) =>
      route.request().method() === 'POST'
        ? route.continue({ postData: 'intent=no-such-form' })
        : route.continue(),
  )
  const [response] = await Promise.all([
    page.waitForResponse((candidate) => candidate.request().method() === 'POST'),
    page.getByRole('button', { name: 'Add to-do' }).click(),
  ])
  expect(response.status()).toBe(400)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Something went wrong!')
  await expect(page.getByText('An error occurred', { exact: true })).toBeVisible()
  await expect(page.getByText('A server error occurred')).toHaveCount(0)
  await expectNoSeriousA11yViolations(page)
})
