import {
  apiTokens,
  DASHBOARD_URL,
  expect,
  expectNoSeriousA11yViolations,
  factories,
  linkIn,
  signIn,
  test,
  waitForMail,
} from '../fixtures'

test('a staff member added by an admin activates the account from the emailed link', async ({
  page,
}) => {
  const { makeCompanyWithAdmin, makeMember, uniqueEmail, TEST_PASSWORD } = await factories()
  const { company, admin } = await makeCompanyWithAdmin()
  const staff = await makeMember(company, {
    email: uniqueEmail('staff'),
    firstName: 'Sam',
    lastName: 'Staff',
    password: null,
  })

  // The admin asks the API to send the activation email.
  const { access } = await apiTokens(page.request, admin.user.email, TEST_PASSWORD)
  const sent = await page.request.post('/account/api/send-activation-email/', {
    headers: { Authorization: `Bearer ${access}` },
    data: { staff_id: staff.membership.id },
  })
  expect(sent.status(), await sent.text()).toBe(200)
  expect(await sent.json()).toEqual({ detail: 'Activation email sent.' })

  const mail = await waitForMail(staff.user.email)
  expect(mail.subject).toBe(`Activate your ${company.name} account on Groundwork`)
  expect(mail.text).toContain('Hello Sam,')
  const link = linkIn(mail, '/auth/set-password/')
  expect(new URL(link).pathname).toBe(`/auth/set-password/${staff.user.uuid}`)

  await page.goto(link)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Activate your account')
  await expectNoSeriousA11yViolations(page)
  await page.getByLabel('New password', { exact: true }).fill('my-own-password-1')
  await page.getByLabel('Confirm new password').fill('my-own-password-1')
  await page.getByRole('button', { name: 'Activate account' }).click()

  await expect(page).toHaveURL(DASHBOARD_URL)
  await expect(page.getByText('Your account is active. Welcome to Groundwork!')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Sam')
  await expect(page.getByTestId('active-company')).toHaveText(company.name)
  await expectNoSeriousA11yViolations(page)

  // The link is spent, and the chosen password is the one that signs in.
  await page.goto(link)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This link has expired')
  await page.context().clearCookies()
  await signIn(page, staff.user.email, 'my-own-password-1')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Sam')

  // Once active, asking again is refused.
  const again = await page.request.post('/account/api/send-activation-email/', {
    headers: { Authorization: `Bearer ${access}` },
    data: { staff_id: staff.membership.id },
  })
  expect(again.status()).toBe(409)
})
