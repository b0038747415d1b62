import {
  DASHBOARD_URL,
  expect,
  expectNoSeriousA11yViolations,
  factories,
  signInAs,
  submitSignIn,
  test,
  waitForHydration,
  waitForMail,
} from '../fixtures'

test('a company admin runs the installation self-check and gets a test message', async ({
  page,
}) => {
  const { makeCompanyWithAdmin } = await factories()
  const { admin } = await makeCompanyWithAdmin()
  await signInAs(page, admin, { at: '/test' })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Installation self-check')
  // Rows by their heading: a job's name in the Background jobs row ('database-maintenance')
  // must not count as the Database row.
  const row = (part: string) =>
    page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: part, exact: true }) })
  for (const part of [
    'Database',
    'Mail',
    'File storage',
    'Background jobs',
    'AI provider',
    'Office previews',
  ]) {
    await expect(row(part)).toHaveCount(1)
  }
  await expect(row('Database')).toContainText('Working')
  await expect(row('File storage')).toContainText('Working')
  await expectNoSeriousA11yViolations(page)

  await page.getByRole('button', { name: 'Send test email' }).click()
  await expect(page.getByRole('status')).toContainText('A test message to your email address')
  const mail = await waitForMail(admin.user.email)
  expect(mail.subject).toBe('Groundwork test message')
})

test('a member who is not a company admin is refused the self-check', async ({ page }) => {
  const { makeCompanyWithAdmin, makeMember } = await factories()
  const { company } = await makeCompanyWithAdmin()
  const member = await makeMember(company, { firstName: 'Nell' })
  await signInAs(page, member)
  const response = await page.goto('/test')
  expect(response?.status()).toBe(403)
})

test('/auth/tabs-auth explains itself, and signing in from it goes on to the app', async ({
  page,
  javaScriptEnabled,
}) => {
  const { makeCompanyWithAdmin, TEST_PASSWORD } = await factories()
  const { admin } = await makeCompanyWithAdmin()
  await page.goto('/auth/tabs-auth')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in once for every tab')
  await expectNoSeriousA11yViolations(page)
  await page.getByRole('link', { name: 'Sign in' }).click()
  await submitSignIn(page, admin.user.email, TEST_PASSWORD)
  // Without JavaScript the hand-over page stays, saying the other tabs are signed in too.
  if (!javaScriptEnabled) {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are signed in')
    await page.getByRole('link', { name: 'Continue' }).click()
  }
  await expect(page).toHaveURL(DASHBOARD_URL)
})

test('signing in in one tab moves a tab waiting on sign-in on to its page', async ({
  page,
  context,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, 'tabs hear of a sign-in through JavaScript')
  const { makeCompanyWithAdmin, TEST_PASSWORD } = await factories()
  const { admin } = await makeCompanyWithAdmin()
  const waiting = await context.newPage()
  await waiting.goto('/auth/signin?redirectTo=%2Faccount%2Fprofile%2F')
  await waitForHydration(waiting)
  await expect(waiting.getByRole('heading', { level: 1 })).toHaveText('Sign in')
  await page.goto('/auth/signin')
  await submitSignIn(page, admin.user.email, TEST_PASSWORD)
  await expect(page).toHaveURL(DASHBOARD_URL)
  await expect(waiting).toHaveURL(/\/account\/profile\/?$/)
})
