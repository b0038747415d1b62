import { expect, expectNoSeriousA11yViolations, signInAs, test, waitForMail } from '../fixtures'

test('an employee asks for a week off; their manager and then a request admin approve it', async ({
  page,
}) => {
  // Three people sign in one after another, each page checked with axe.
  test.slow()
  const { requestsTeam, mondayNextYear, plusDays } = await import('#tests/factories/requests')
  const team = await requestsTeam()
  const monday = mondayNextYear(3)

  await signInAs(page, team.eve, { at: '/request/create' })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('New request')
  await page.getByRole('radio', { name: 'Time off (Time off)' }).check()
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page).toHaveURL(/\/request\/create\?type=\d+$/)
  await page.getByLabel('Title').fill('Family trip')
  await page.getByLabel('Kind of time off').selectOption({ label: 'Vacation' })
  await page.getByLabel('First day').fill(monday)
  await page.getByLabel('Last day').fill(plusDays(monday, 4))
  await expectNoSeriousA11yViolations(page)
  await page.getByRole('button', { name: 'Send request' }).click()

  await expect(page).toHaveURL(/\/request\/details\/\d+$/)
  const detailUrl = page.url()
  await expect(page.getByText('Your request was sent.')).toBeVisible()
  await expect(page.getByText('Waiting for approval', { exact: true })).toBeVisible()
  await expect(page.getByText('Waiting for: Manager (Mia Manager)')).toBeVisible()
  await expect(page.getByRole('definition').filter({ hasText: /^5\.00$/ })).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  const mail = await waitForMail(team.mia.user.email)
  expect(mail.subject).toBe('Request waiting for your approval: Family trip')

  await page.context().clearCookies()
  await signInAs(page, team.mia, { at: '/request?status=for_approval' })
  await page.getByRole('link', { name: 'Family trip' }).click()
  await expect(page).toHaveURL(detailUrl)
  await page.getByLabel('Comment').fill('Enjoy the coast')
  await page.getByRole('button', { name: 'Approve' }).click()
  await expect(page.getByText('Request approved.')).toBeVisible()
  await expect(page.getByText('Waiting for: Request admin')).toBeVisible()

  await page.context().clearCookies()
  await signInAs(page, team.rae, { at: new URL(detailUrl).pathname })
  // Rejecting needs a reason: the comment is asked for and nothing changes.
  await page.getByRole('button', { name: 'Reject' }).click()
  await expect(page.getByText('Say why, so the requester knows what to do.').first()).toBeVisible()
  await page.getByRole('button', { name: 'Approve' }).click()
  await expect(page.getByText('Request approved.')).toBeVisible()
  await expect(page.getByText('Approved', { exact: true }).first()).toBeVisible()
  const history = page.getByRole('table', { name: 'Status history' })
  await expect(history.getByRole('row')).toHaveCount(4)
  await expect(history).toContainText('Enjoy the coast')
  await expectNoSeriousA11yViolations(page)

  const approved = await waitForMail(team.eve.user.email)
  expect(approved.subject).toBe('Your request was approved: Family trip')
})
