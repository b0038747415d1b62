import type { BrowserContext, Page } from '@playwright/test'
import {
  expect,
  expectNoSeriousA11yViolations,
  factories,
  SIGNIN_URL,
  signIn,
  test,
} from '../fixtures'

async function signedInAdmin(page: Page) {
  const { makeCompanyWithAdmin, TEST_PASSWORD } = await factories()
  const { admin } = await makeCompanyWithAdmin()
  await signIn(page, admin.user.email, TEST_PASSWORD)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Ada')
}

/**
 * Signing out must end the session on the server, not just drop the cookie: put the old
 * cookie back and the dashboard still sends the browser to sign-in.
 */
async function expectOldSessionDead(page: Page, context: BrowserContext, oldCookies: Cookies) {
  await context.clearCookies()
  await context.addCookies(oldCookies)
  await page.goto('/account/dashboard')
  await expect(page).toHaveURL(SIGNIN_URL)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in')
}
type Cookies = Awaited<ReturnType<BrowserContext['cookies']>>

test("the header's Logout button signs out and back to sign-in", async ({ page, context }) => {
  await signedInAdmin(page)
  const cookies = await context.cookies()
  expect(cookies.map((cookie) => cookie.name)).toContain('__session')

  // Logout is in the profile menu, opened by the user's name.
  await page.getByTestId('signed-in-as').click()
  await page.getByRole('button', { name: 'Logout' }).click()
  await expect(page).toHaveURL(SIGNIN_URL)
  await expect(page.getByText('You have been signed out.')).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  await expectOldSessionDead(page, context, cookies)
})

for (const path of ['/auth/signout', '/signout', '/logout']) {
  test(`opening ${path} signs out (by itself with JavaScript, by its one button without)`, async ({
    page,
    context,
    javaScriptEnabled,
  }) => {
    await signedInAdmin(page)
    const cookies = await context.cookies()

    await page.goto(path)
    if (!javaScriptEnabled) {
      // A GET alone never signs out; the page offers exactly one thing to do.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign out')
      await expect(page.getByRole('button')).toHaveCount(1)
      await expectNoSeriousA11yViolations(page)
      await page.getByRole('button', { name: 'Sign out' }).click()
    }
    await expect(page).toHaveURL(SIGNIN_URL)
    await expect(page.getByText('You have been signed out.')).toBeVisible()

    await expectOldSessionDead(page, context, cookies)
  })
}

test('a signed-out visitor opening the sign-out page goes to sign-in', async ({ page }) => {
  await page.goto('/logout')
  await expect(page).toHaveURL(SIGNIN_URL)
})
