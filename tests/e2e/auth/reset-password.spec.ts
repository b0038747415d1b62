import type { Page } from '@playwright/test'
import {
  DASHBOARD_URL,
  expect,
  expectNoSeriousA11yViolations,
  factories,
  linkIn,
  mailTo,
  SIGNIN_URL,
  submitSignIn,
  test,
  waitForMail,
} from '../fixtures'

const RESET_REQUESTED =
  'If an account exists for that email address, we have sent a link to reset the password. The link works for one hour.'
const BAD_RESET_LINK =
  'This password reset link is invalid or has expired. Please request a new one.'

async function requestReset(page: Page, email: string): Promise<string> {
  await page.goto('/auth/reset-password')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reset your password')
  await page.getByLabel('Email address').fill(email)
  await page.getByRole('button', { name: 'Send reset link' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your email')
  return page.getByRole('status').innerText()
}

test('a reset link sent by email sets a new password, once', async ({ page }) => {
  const { makeCompanyWithAdmin, uniqueEmail, TEST_PASSWORD } = await factories()
  const { admin } = await makeCompanyWithAdmin()
  const unknown = uniqueEmail('no-account')

  await page.goto('/auth/reset-password')
  await expectNoSeriousA11yViolations(page)

  // Known and unknown addresses get the very same answer.
  const forKnown = await requestReset(page, admin.user.email)
  await expectNoSeriousA11yViolations(page)
  const forUnknown = await requestReset(page, unknown)
  expect(forKnown).toBe(RESET_REQUESTED)
  expect(forUnknown).toBe(RESET_REQUESTED)

  const mail = await waitForMail(admin.user.email)
  expect(mail.subject).toBe('Reset your Groundwork password')
  expect(mail.text).toContain('Hello Ada,')
  const link = linkIn(mail, '/auth/reset-password-confirm/')
  expect(await mailTo(unknown)).toEqual([])

  await page.goto(link)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose a new password')
  await expectNoSeriousA11yViolations(page)
  await page.getByLabel('New password', { exact: true }).fill('brand-new-password-1')
  await page.getByLabel('Confirm new password').fill('brand-new-password-1')
  await page.getByRole('button', { name: 'Change password' }).click()

  await expect(page).toHaveURL(SIGNIN_URL)
  await expect(
    page.getByText('Your password has been changed. Sign in with your new password.'),
  ).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  // The old password is gone; the new one works.
  await submitSignIn(page, admin.user.email, TEST_PASSWORD)
  await expect(page.getByText('The email or password you entered is incorrect.')).toBeVisible()
  await submitSignIn(page, admin.user.email, 'brand-new-password-1')
  await expect(page).toHaveURL(DASHBOARD_URL)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Ada')

  // The link is spent.
  await page.goto(link)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This link has expired')
  await expect(page.getByText(BAD_RESET_LINK)).toBeVisible()
  await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0)
  await expectNoSeriousA11yViolations(page)
})

test('passwords that do not match are refused next to the field', async ({ page }) => {
  const { makeCompanyWithAdmin } = await factories()
  const { admin } = await makeCompanyWithAdmin()
  await requestReset(page, admin.user.email)
  const link = linkIn(await waitForMail(admin.user.email), '/auth/reset-password-confirm/')

  await page.goto(link)
  await page.getByLabel('New password', { exact: true }).fill('brand-new-password-1')
  await page.getByLabel('Confirm new password').fill('brand-new-password-2')
  await page.getByRole('button', { name: 'Change password' }).click()

  await expect(page.getByLabel('Confirm new password')).toHaveAccessibleDescription(
    /The passwords do not match/,
  )
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'There is a problem' })
      .getByRole('link', { name: 'The passwords do not match' }),
  ).toBeVisible()
  await expectNoSeriousA11yViolations(page)
})
