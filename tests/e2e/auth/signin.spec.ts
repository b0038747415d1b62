import type { Page } from '@playwright/test'
import {
  clientHeaders,
  DASHBOARD_URL,
  expect,
  expectNoSeriousA11yViolations,
  factories,
  SIGNIN_PATHS,
  signIn,
  submitSignIn,
  test,
} from '../fixtures'

const BAD_CREDENTIALS = 'The email or password you entered is incorrect.'
const THROTTLED =
  'Too many failed sign-in attempts. For your security, please wait 15 minutes before trying again.'

for (const path of SIGNIN_PATHS) {
  test(`signing in at ${path} opens the dashboard of the member's company`, async ({ page }) => {
    const { makeCompanyWithAdmin, TEST_PASSWORD } = await factories()
    const { company, admin } = await makeCompanyWithAdmin()

    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in')
    await expectNoSeriousA11yViolations(page)
    await submitSignIn(page, admin.user.email, TEST_PASSWORD)

    await expect(page).toHaveURL(DASHBOARD_URL)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Ada')
    await expect(page.getByTestId('active-company')).toHaveText(company.name)
    // One company only: nothing to switch to.
    await expect(page.getByRole('link', { name: 'Switch Company' })).toHaveCount(0)
    await expectNoSeriousA11yViolations(page)
  })
}

/**
 * Submits the form on the page and returns the HTTP status of the sign-in POST, checking it was
 * sent the way the project promises: by the app's script with JavaScript, as a plain form post
 * without.
 */
async function submitAndGetStatus(page: Page, email: string, password: string) {
  const posted = page.waitForResponse(
    (res) => res.request().method() === 'POST' && new URL(res.url()).pathname === '/auth/signin',
  )
  await submitSignIn(page, email, password)
  const response = await posted
  const javaScriptEnabled = test.info().project.use.javaScriptEnabled !== false
  expect(response.request().resourceType()).toBe(javaScriptEnabled ? 'fetch' : 'document')
  return response.status()
}

test('a wrong password or an unknown email gives one generic error', async ({
  page,
  javaScriptEnabled,
}) => {
  const { makeCompanyWithAdmin, uniqueEmail } = await factories()
  const { admin } = await makeCompanyWithAdmin()

  await page.goto('/auth/signin')
  expect(await submitAndGetStatus(page, admin.user.email, 'not-the-password')).toBe(401)
  await expect(page).toHaveURL(/\/auth\/signin$/)
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' })
  await expect(summary).toContainText(BAD_CREDENTIALS)
  await expect(page.getByText(BAD_CREDENTIALS)).toHaveCount(1)
  // Neither field is blamed: that would tell which half was wrong.
  await expect(page.getByLabel('Email address')).not.toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByLabel('Email address')).toHaveValue(admin.user.email)
  if (!javaScriptEnabled) await expect(page.getByLabel('Password')).toHaveValue('')
  await expectNoSeriousA11yViolations(page)

  // An address with no account reads exactly the same.
  await page.goto('/auth/signin')
  expect(await submitAndGetStatus(page, uniqueEmail('nobody'), 'whatever-password')).toBe(401)
  await expect(page.getByText(BAD_CREDENTIALS)).toHaveCount(1)
})

/** Five wrong passwords for `email` typed into the form on `page`, each refused as wrong. */
async function failFiveTimes(page: Page, email: string) {
  await page.goto('/auth/signin')
  for (let attempt = 1; attempt <= 5; attempt++) {
    expect(await submitAndGetStatus(page, email, `wrong-${attempt}`)).toBe(401)
    await expect(page.getByText(BAD_CREDENTIALS)).toBeVisible()
  }
}

test('after five failed attempts the address must wait: even the right password gets a 429', async ({
  page,
}) => {
  const { makeCompanyWithAdmin, TEST_PASSWORD } = await factories()
  const { admin } = await makeCompanyWithAdmin()

  await failFiveTimes(page, admin.user.email)

  expect(await submitAndGetStatus(page, admin.user.email, TEST_PASSWORD)).toBe(429)
  await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toContainText(
    THROTTLED,
  )
  await expect(page.getByText(BAD_CREDENTIALS)).toHaveCount(0)
  await page.goto('/account/dashboard')
  await expect(page).toHaveURL(/\/auth\/signin\?/)
})

test('wrong passwords from someone else do not lock the owner out', async ({ page, newDevice }) => {
  const { makeCompanyWithAdmin, TEST_PASSWORD } = await factories()
  const { admin } = await makeCompanyWithAdmin()
  const attacker = await newDevice()

  await failFiveTimes(attacker.page, admin.user.email)

  // The owner, at an address of their own, signs in at once.
  await signIn(page, admin.user.email, TEST_PASSWORD)
  await expect(page).toHaveURL(DASHBOARD_URL)
})

test('a browser that signed in before gets in even from an address that is failing', async ({
  page,
  browser,
  baseURL,
  javaScriptEnabled,
  clientIp,
}) => {
  const { makeCompanyWithAdmin, TEST_PASSWORD } = await factories()
  const { admin } = await makeCompanyWithAdmin()
  // The owner's browser, behind the same address as the attacker (an office, a café).
  const ownerContext = await browser.newContext({
    baseURL,
    javaScriptEnabled,
    extraHTTPHeaders: clientHeaders(clientIp),
  })
  const owner = await ownerContext.newPage()
  await signIn(owner, admin.user.email, TEST_PASSWORD)
  await ownerContext.clearCookies({ name: '__session' })

  await failFiveTimes(page, admin.user.email)
  expect(await submitAndGetStatus(page, admin.user.email, TEST_PASSWORD)).toBe(429)

  await signIn(owner, admin.user.email, TEST_PASSWORD)
  await expect(owner).toHaveURL(DASHBOARD_URL)
  await ownerContext.close()
})
