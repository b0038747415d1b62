import { API_ONLY, expect, expectNoSeriousA11yViolations, test } from '../fixtures'

for (const path of ['/no-such-page', '/404']) {
  test(`${path} shows the not-found page with a 404 status and a way back`, async ({ page }) => {
    const response = await page.goto(path)
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page Error found!')
    await expect(page.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute(
      'href',
      '/account/dashboard',
    )
    await expectNoSeriousA11yViolations(page)
  })
}

test('the health check reports the app and its database as up', API_ONLY, async ({ request }) => {
  const response = await request.get('/healthz')
  expect(response.status()).toBe(200)
  expect(await response.json()).toEqual({ status: 'ok', db: 'ok' })
})
