import { expect, expectNoSeriousA11yViolations, test } from '../fixtures'

/** Seed §2.1: open pages anyone can reach without signing in, with and without JavaScript. */

test('coming soon says so and leads back to the dashboard', async ({ page }) => {
  const response = await page.goto('/maintenance/coming-soon')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Coming soon')
  await expect(page.getByText('This feature is coming soon.')).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  // Anonymous, so the dashboard sends the visitor on to sign in: the link really goes there.
  await page.getByRole('link', { name: 'Go to Dashboard' }).click()
  await expect(page).toHaveURL(/\/auth\/signin\?redirectTo=%2Faccount%2Fdashboard$/)
})

test('the maintenance error page is the error screen, answered with 200', async ({ page }) => {
  const response = await page.goto('/maintenance/error')
  // A page users are sent to: nothing failed on this request.
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Something went wrong!')
  await expect(page.getByText('wait about 10 minutes')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Management tip' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute(
    'href',
    '/account/dashboard',
  )
  await expectNoSeriousA11yViolations(page)
})

test('the offline page says to try again, with a plain link that goes back', async ({ page }) => {
  const response = await page.goto('/maintenance/offline-ui?from=/maintenance/coming-soon')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You appear to be offline')
  await expect(page.getByText('Check your internet connection, then try again.')).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  // A full page load, with or without JavaScript.
  const [retry] = await Promise.all([
    page.waitForRequest((request) => request.isNavigationRequest()),
    page.getByRole('link', { name: 'Try again' }).click(),
  ])
  expect(new URL(retry.url()).pathname).toBe('/maintenance/coming-soon')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Coming soon')
})

test('the offline page never sends the user to another site', async ({ page }) => {
  await page.goto('/maintenance/offline-ui?from=//evil.example/phish')
  await expect(page.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/')
})
