import { expect, expectNoSeriousA11yViolations, test } from '../fixtures'

/**
 * The accessibility check every test relies on must itself fail on a bad page, with and without
 * JavaScript (without, it checks a scriptable copy of the page).
 */
test('the accessibility check catches serious problems', async ({ page }) => {
  await page.route('**/a11y-check-fixture', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body:
        '<!doctype html><html><head><title>Bad page</title></head><body><main><h1>Bad</h1>' +
        '<input type="text" name="unlabelled">' +
        '<p style="color:#ddd;background:#fff">Hard to read</p></main></body></html>',
    }),
  )
  await page.goto('/a11y-check-fixture')
  const failure = await expectNoSeriousA11yViolations(page).then(
    () => 'no violations reported',
    (error: Error) => error.message,
  )
  expect(failure).toContain('label (critical)')
  expect(failure).toContain('color-contrast (serious)')
  expect(failure).toContain('html-has-lang (serious)')
})
