import type { Page } from '@playwright/test'
import {
  DASHBOARD_URL,
  expect,
  expectNoSeriousA11yViolations,
  factories,
  SIGNIN_URL,
  signIn,
  test,
} from '../fixtures'

async function changePassword(page: Page, current: string, next: string) {
  await page.goto('/auth/change-password')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Change password')
  await page.getByLabel('Current password').fill(current)
  await page.getByLabel('New password', { exact: true }).fill(next)
  await page.getByLabel('Confirm new password').fill(next)
  await page.getByRole('button', { name: 'Change password' }).click()
}

test('changing the password signs the account out on every other device', async ({
  page,
  newDevice,
}) => {
  const { makeCompanyWithAdmin, TEST_PASSWORD } = await factories()
  const { admin } = await makeCompanyWithAdmin()
  const laptop = page
  const { page: phone } = await newDevice()
  await signIn(laptop, admin.user.email, TEST_PASSWORD)
  await signIn(phone, admin.user.email, TEST_PASSWORD)

  await laptop.getByTestId('signed-in-as').click()
  await laptop.getByRole('link', { name: 'Change password' }).click()
  await expect(laptop).toHaveURL(/\/auth\/change-password$/)
  await expectNoSeriousA11yViolations(laptop)
  await changePassword(laptop, TEST_PASSWORD, 'a-fresh-password-1')

  await expect(laptop).toHaveURL(DASHBOARD_URL)
  await expect(
    laptop.getByText(
      'Your password has been changed. You have been signed out on your other devices.',
    ),
  ).toBeVisible()
  await expectNoSeriousA11yViolations(laptop)

  // The phone's next page load finds its session gone.
  await phone.reload()
  await expect(phone).toHaveURL(SIGNIN_URL)
  await expect(phone.getByRole('heading', { level: 1 })).toHaveText('Sign in')

  // The device that changed it stays signed in, and the new password is the one that works.
  await laptop.reload()
  await expect(laptop.getByRole('heading', { level: 1 })).toHaveText('Welcome, Ada')
  await signIn(phone, admin.user.email, 'a-fresh-password-1')
  await expect(phone.getByRole('heading', { level: 1 })).toHaveText('Welcome, Ada')
})

test('a wrong current password is refused next to the field, and nothing changes', async ({
  page,
  newDevice,
}) => {
  const { makeCompanyWithAdmin, TEST_PASSWORD } = await factories()
  const { admin } = await makeCompanyWithAdmin()
  const { page: other } = await newDevice()
  await signIn(page, admin.user.email, TEST_PASSWORD)
  await signIn(other, admin.user.email, TEST_PASSWORD)

  await changePassword(page, 'not-my-password', 'a-fresh-password-1')
  await expect(page).toHaveURL(/\/auth\/change-password$/)
  const current = page.getByLabel('Current password')
  await expect(current).toHaveAccessibleDescription(/Your current password is incorrect/)
  await expect(current).toHaveAttribute('aria-invalid', 'true')
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'There is a problem' })
      .getByRole('link', { name: 'Your current password is incorrect' }),
  ).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  // The other device is still signed in.
  await other.reload()
  await expect(other.getByRole('heading', { level: 1 })).toHaveText('Welcome, Ada')
})

test('the change-password page needs a signed-in visitor', async ({ page, baseURL }) => {
  await page.goto('/auth/change-password')
  expect(page.url()).toBe(`${baseURL}/auth/signin?redirectTo=%2Fauth%2Fchange-password`)
})
