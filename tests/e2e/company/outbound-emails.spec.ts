import {
  expect,
  expectNoSeriousA11yViolations,
  factories,
  test,
  waitForMail,
  signInAs,
} from '../fixtures'
import { companyWithStaff } from '../shell/shell-helpers'
import { sentEmail } from './company-helpers'

test('a profile admin finds an email, reads it and resends it over SMTP', async ({ page }) => {
  test.slow()
  const { uniqueEmail } = await factories()
  const { company, admin } = await companyWithStaff()
  const to = uniqueEmail('welcome')
  await sentEmail(company.id, to, 'Welcome to the team')
  await sentEmail(company.id, uniqueEmail('other'), 'Someone else’s email')
  await signInAs(page, admin, { at: '/account/outbound-emails' })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('System Emails')
  await expectNoSeriousA11yViolations(page)

  await page.getByLabel('Recipient').fill(to)
  await page.getByLabel('Status').selectOption({ label: 'Sent' })
  await page.getByRole('button', { name: 'Filter' }).click()
  const rows = page.getByRole('main').getByRole('row')
  await expect(rows).toHaveCount(2)
  await expect(rows.nth(1)).toContainText(to)
  await expect(rows.nth(1)).toContainText('Sent')

  await page.getByRole('link', { name: 'Welcome to the team' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to the team')
  await expect(page.getByText('Welcome to the team: your handbook is ready.')).toBeVisible()
  await expect(page.locator('iframe[title="HTML version of the email"]')).toHaveAttribute(
    'sandbox',
    '',
  )
  await expectNoSeriousA11yViolations(page)

  await page.getByRole('button', { name: 'Resend email' }).click()
  await expect(page.getByText('The email was queued to be sent again.')).toBeVisible()
  const mail = await waitForMail(to)
  expect(mail.subject).toBe('Welcome to the team')
  expect(mail.text).toContain('your handbook is ready')
  await page.reload()
  await expect(page.getByRole('definition').getByText('Sent', { exact: true })).toBeVisible()
})

test('System Emails are refused to staff without profile rights', async ({ page }) => {
  const { company, employee } = await companyWithStaff()
  const email = await sentEmail(company.id, 'someone@example.test', 'Private')
  await signInAs(page, employee)
  for (const path of ['/account/outbound-emails', `/account/outbound-emails/${email.id}`]) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(403)
  }
  await expect(page.getByText('Private')).toHaveCount(0)
})

test("another company's email is a 404", async ({ page }) => {
  const { admin } = await companyWithStaff()
  const other = await companyWithStaff()
  const email = await sentEmail(other.company.id, 'someone@example.test', 'Theirs')
  await signInAs(page, admin)
  const response = await page.goto(`/account/outbound-emails/${email.id}`)
  expect(response?.status()).toBe(404)
  await expect(page.getByText('Theirs')).toHaveCount(0)
})
