import {
  expect,
  expectNoSeriousA11yViolations,
  factories,
  DASHBOARD_URL,
  signIn,
  test,
} from '../fixtures'

test('a member of two companies switches between them', async ({ page }) => {
  const { makeCompany, makeCompanyWithAdmin, makeMember, TEST_PASSWORD } = await factories()
  const { company: first, admin } = await makeCompanyWithAdmin()
  const second = await makeCompany()
  await makeMember(second, { user: admin.user })

  await signIn(page, admin.user.email, TEST_PASSWORD)
  // A first sign-in lands in the company joined first.
  await expect(page.getByTestId('active-company')).toHaveText(first.name)

  await page.getByTestId('signed-in-as').click()
  await page.getByRole('link', { name: 'Switch Company' }).click()
  await expect(page).toHaveURL(/\/switch-company$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Switch Company')
  await expect(page.getByRole('listitem').filter({ hasText: first.name })).toContainText(
    'Current company',
  )
  await expectNoSeriousA11yViolations(page)

  await page.getByRole('button', { name: `Switch to ${second.name}` }).click()
  await expect(page).toHaveURL(DASHBOARD_URL)
  await expect(page.getByText(`You are now working in ${second.name}.`)).toBeVisible()
  await expect(page.getByTestId('active-company')).toHaveText(second.name)
  await expectNoSeriousA11yViolations(page)

  // And back again.
  await page.getByTestId('signed-in-as').click()
  await page.getByRole('link', { name: 'Switch Company' }).click()
  await page.getByRole('button', { name: `Switch to ${first.name}` }).click()
  await expect(page.getByTestId('active-company')).toHaveText(first.name)
})
