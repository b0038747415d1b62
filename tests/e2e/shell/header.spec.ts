import { expect, expectNoSeriousA11yViolations, factories, signInAs, test } from '../fixtures'
import { adminSignedIn, header, openProfileMenu } from './header-helpers'

// Each test walks several pages with an accessibility check on each; the shared machine is slow.
test.describe.configure({ timeout: 60_000 })

async function setCompany(companyId: number, values: Record<string, unknown>) {
  const [{ db }, { companies }, { eq }] = await Promise.all([
    import('~/platform/db.server'),
    import('~/domains/company/company.tables'),
    import('drizzle-orm'),
  ])
  await db.update(companies).set(values).where(eq(companies.id, companyId))
}

test('the header: brand to the dashboard, plan label to billing, profile menu of an admin', async ({
  page,
}) => {
  const { company } = await adminSignedIn(page)
  await page.goto('/account/settings')
  const brand = header(page).getByRole('link', { name: `Groundwork · ${company.name}` })
  await expect(brand).toHaveAttribute('href', '/account/dashboard')
  await expect(header(page).getByTestId('subscription-label')).toHaveText('Premium')
  await expect(header(page).getByTestId('subscription-label')).toHaveAttribute(
    'href',
    '/account/billing',
  )
  await expect(header(page).getByTestId('header-timezone')).toContainText('UTC')

  await openProfileMenu(page)
  const menu = page.getByTestId('profile-menu')
  for (const item of ['Settings', 'Accessibility Options', 'Subscription', 'Change password']) {
    await expect(menu.getByRole('link', { name: item, exact: true })).toBeVisible()
  }
  await expect(menu.getByRole('button', { name: 'Logout' })).toBeVisible()
  // One company only: nothing to switch to.
  await expect(menu.getByRole('link', { name: 'Switch Company' })).toHaveCount(0)
  await expectNoSeriousA11yViolations(page)

  await menu.getByRole('link', { name: 'Accessibility Options' }).click()
  await expect(page).toHaveURL(/\/account\/settings#accessibility$/)
  await brand.click()
  await expect(page).toHaveURL(/\/account\/dashboard$/)
})

test('an employee has no Subscription item; a member of two companies can switch', async ({
  page,
}) => {
  const { makeCompany, makeCompanyWithAdmin, makeMember } = await factories()
  const { company } = await makeCompanyWithAdmin()
  const employee = await makeMember(company)
  await makeMember(await makeCompany(), { user: employee.user })
  await signInAs(page, employee)

  await openProfileMenu(page)
  const menu = page.getByTestId('profile-menu')
  await expect(menu.getByRole('link', { name: 'Settings' })).toBeVisible()
  await expect(menu.getByRole('link', { name: 'Subscription' })).toHaveCount(0)
  await expect(menu.getByRole('link', { name: 'Switch Company' })).toBeVisible()
  await expectNoSeriousA11yViolations(page)
})

test("the plan label: 'No Plan', a trial's days left, 'LTD Active' with a forever coupon", async ({
  page,
}) => {
  const { company } = await adminSignedIn(page, { plan: null })
  const label = header(page).getByTestId('subscription-label')
  // Without a plan, billing is the one page of the app open to the admin (to choose one).
  await page.goto('/account/billing')
  await expect(label).toHaveText('No Plan')

  const [{ db }, { subscriptions, companyCoupons }] = await Promise.all([
    import('~/platform/db.server'),
    import('~/domains/billing/billing.tables'),
  ])
  const inThreeDays = new Date(Date.now() + 2.5 * 24 * 60 * 60 * 1000)
  await db
    .insert(subscriptions)
    .values({ companyId: company.id, plan: 'premium', status: 'trial', trialEndsAt: inThreeDays })
  await page.reload()
  await expect(label).toHaveText('Premium · 3 days left')
  await expectNoSeriousA11yViolations(page)

  await db
    .insert(companyCoupons)
    .values({ companyId: company.id, code: 'LIFETIME', durationType: 'forever' })
  await page.reload()
  await expect(label).toHaveText('LTD Active')
})

test('Company Information shows the sanitized company HTML, and is absent when empty', async ({
  page,
  javaScriptEnabled,
}) => {
  const { company } = await adminSignedIn(page)
  await expect(header(page).getByText('Company Information')).toHaveCount(0)

  await setCompany(company.id, {
    information:
      '<p>Office hours <b>9–5</b></p><script>window.pwned = true</script>' +
      '<img src="/nothing.png" alt="" onerror="window.pwned = true">',
  })
  await page.goto('/account/dashboard')
  const served = await (await page.request.get('/account/dashboard')).text()
  expect(served).not.toContain('window.pwned')

  if (javaScriptEnabled) {
    await header(page).getByRole('button', { name: 'Company Information' }).click()
    const dialog = page.getByRole('dialog', { name: 'Company Information' })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByText('Office hours 9–5')).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(dialog).toBeHidden()
    expect(await page.evaluate(() => (window as { pwned?: boolean }).pwned)).toBeUndefined()
  } else {
    await page.getByTestId('company-information').locator('summary').click()
    const panel = page.getByTestId('company-information')
    await expect(panel.getByText('Office hours 9–5')).toBeVisible()
    await expect(panel.getByRole('heading', { name: 'Company Information' })).toBeVisible()
    await expectNoSeriousA11yViolations(page)
  }
})

test('the company logo replaces the product name in the brand', async ({ page }) => {
  const { company } = await adminSignedIn(page)
  await setCompany(company.id, { logo: '/images/demo/globex-logo.svg' })
  await page.reload()
  const logo = header(page).getByRole('link').getByRole('img', { name: company.name })
  await expect(logo).toBeVisible()
  const box = await logo.boundingBox()
  expect(box!.width).toBeLessThanOrEqual(179)
  expect(box!.height).toBeLessThanOrEqual(60)
  await expect(header(page).getByText('Groundwork ·')).toHaveCount(0)
})

test('a referral URL on another origin signs the user out here and in there, once', async ({
  page,
  baseURL,
  newDevice,
}) => {
  const { makeCompanyWithAdmin, TEST_PASSWORD } = await factories()
  const { company, admin } = await makeCompanyWithAdmin()
  // The same server under another origin stands in for the partner's host.
  const partner = baseURL!.replace('localhost', '127.0.0.1')
  await setCompany(company.id, { referralUrl: `${partner}/welcome` })

  await page.goto('/auth/signin?redirectTo=/account/settings')
  const handOver = page.waitForRequest((request) =>
    request.url().startsWith(`${partner}/auth/signin?autoLogin=true&token=`),
  )
  await page.getByLabel('Email address').fill(admin.user.email)
  await page.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()

  const url = new URL((await handOver).url())
  expect(url.searchParams.get('token')).toMatch(/^[\w-]{40,}$/)
  expect(Number(url.searchParams.get('timestamp'))).toBeGreaterThan(Date.now() - 60_000)
  expect(url.searchParams.get('redirect')).toBe('/account/settings')
  // The partner redeems the token and continues to the page the user asked for, signed in.
  await expect(page).toHaveURL(`${partner}/account/settings`)
  await expect(page.getByTestId('signed-in-as')).toBeVisible()

  // The token is spent: replayed on another device it only shows the sign-in form.
  const other = await newDevice()
  await other.page.goto(url.toString())
  await expect(other.page.getByRole('button', { name: 'Sign in' })).toBeVisible()

  // Signed out here: the app's own origin asks for a sign-in again.
  await page.goto(`${baseURL}/account/dashboard`)
  await expect(page).toHaveURL(/\/auth\/signin/)
})
