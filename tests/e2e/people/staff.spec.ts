import sharp from 'sharp'
import {
  DASHBOARD_URL,
  database,
  expect,
  expectNoSeriousA11yViolations,
  factories,
  linkIn,
  signInAs,
  SIGNIN_URL,
  test,
  waitForMail,
} from '../fixtures'

async function companyWithAdmin() {
  const f = await factories()
  const { company, admin } = await f.makeCompanyWithAdmin()
  return { f, company, admin }
}

test('a profile admin creates a staff member, who activates the account from the email', async ({
  page,
}) => {
  test.slow() // several pages, each checked with axe, and a real email
  const { f, company, admin } = await companyWithAdmin()
  await signInAs(page, admin, { at: '/account/create' })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create New Employee')
  await expectNoSeriousA11yViolations(page)

  await page.getByRole('button', { name: 'Create staff member' }).click()
  await expect(page.getByRole('alert').getByText('Error creating staff')).toBeVisible()
  await expect(page.getByRole('link', { name: 'This field is required' })).toHaveCount(2)
  await expectNoSeriousA11yViolations(page)

  const email = f.uniqueEmail('created')
  await page.getByLabel('First name').fill('Cora')
  await page.getByLabel('Last name (optional)').fill('Created')
  await page.getByLabel('Email address').fill(email)
  await page.getByRole('button', { name: 'Create staff member' }).click()
  await expect(page).toHaveURL(/\/account\/employee\/\d+$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cora Created')
  await expect(
    page.getByText('The staff member has been created and an activation email sent.'),
  ).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  const mail = await waitForMail(email)
  expect(mail.subject).toBe(`Activate your ${company.name} account on Groundwork`)
  await page.context().clearCookies()
  await page.goto(linkIn(mail, '/auth/set-password/'))
  await page.getByLabel('New password', { exact: true }).fill('cora-password-1')
  await page.getByLabel('Confirm new password').fill('cora-password-1')
  await page.getByRole('button', { name: 'Activate account' }).click()
  await expect(page).toHaveURL(DASHBOARD_URL)
  await expect(page.getByTestId('active-company')).toHaveText(company.name)
})

test('a CSV with a bad row is listed by row and creates nobody; a good one creates everyone', async ({
  page,
}) => {
  test.slow() // two uploads and a real email
  const { f, admin } = await companyWithAdmin()
  await signInAs(page, admin, { at: '/account/employees/bulk-create' })
  await expectNoSeriousA11yViolations(page)
  const good = f.uniqueEmail('csv')
  const header = 'first_name,last_name,email,position,division,manager_email,user_type'
  await page.getByLabel('CSV file').setInputFiles({
    name: 'staff.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`${header}\nGus,Good,${good},,,,\n,Nameless,${f.uniqueEmail()},,,,\n`),
  })
  await page.getByRole('button', { name: 'Preview' }).click()
  await expect(page.getByText('Error for ID 2: This field is required')).toBeVisible()
  await expect(page.getByRole('button', { name: /^Create/ })).toHaveCount(0)
  await expectNoSeriousA11yViolations(page)
  expect(await f.findUserByEmail(good)).toBeUndefined()

  const second = f.uniqueEmail('csv')
  await page.getByLabel('CSV file').setInputFiles({
    name: 'staff.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`${header}\nGus,Good,${good},,,,\nHal,Second,${second},,,${good},\n`),
  })
  await page.getByRole('button', { name: 'Preview' }).click()
  await expect(page.getByRole('cell', { name: 'Ready' })).toHaveCount(2)
  await page.getByRole('button', { name: 'Create 2 staff members' }).click()
  await expect(
    page.getByText('The staff members have been created and sent their activation emails.'),
  ).toBeVisible()
  expect(await f.findUserByEmail(second)).toBeDefined()
  await waitForMail(second)
})

test('deactivating someone signs them out at once; restoring brings them back', async ({
  page,
  newDevice,
}) => {
  const { f, company, admin } = await companyWithAdmin()
  const staff = await f.makeMember(company, { firstName: 'Dora', lastName: 'Gone' })
  const { page: theirs } = await newDevice()
  await signInAs(theirs, staff)
  await expect(theirs).toHaveURL(DASHBOARD_URL)

  await signInAs(page, admin, { at: `/account/employee/${staff.membership.id}` })
  await page.getByRole('link', { name: 'Deactivate' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Deactivate Dora Gone?')
  await expectNoSeriousA11yViolations(page)
  await page.getByRole('button', { name: 'Deactivate' }).click()
  await expect(page.getByText('The staff member has been deactivated.')).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  await theirs.goto('/account/dashboard')
  await expect(theirs).toHaveURL(SIGNIN_URL)

  await page.getByRole('button', { name: 'Restore Dora Gone' }).click()
  await expect(page.getByText('The staff member has been restored.')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dora Gone')
})

test('everyone uploads their own photo; it is served to the company only', async ({
  page,
  newDevice,
}) => {
  const { f, company } = await companyWithAdmin()
  const staff = await f.makeMember(company, { firstName: 'Pia', lastName: 'Photo' })
  await signInAs(page, staff, { at: '/account/profile' })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pia Photo')
  await expectNoSeriousA11yViolations(page)
  const png = await sharp({
    create: { width: 900, height: 600, channels: 3, background: '#2255aa' },
  })
    .png()
    .toBuffer()
  await page.getByLabel('Choose a photo').setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: png,
  })
  await page.getByRole('button', { name: 'Upload photo' }).click()
  await expect(page.getByText('The photo has been updated.')).toBeVisible()
  const src = await page.locator('main img').first().getAttribute('src')
  expect(src).toMatch(new RegExp(`^/account/employee/${staff.membership.id}/photo\\?v=`))
  const photo = await page.request.get(src!)
  expect(photo.status()).toBe(200)
  expect(photo.headers()['content-type']).toBe('image/webp')
  expect(photo.headers()['cache-control']).toContain('private')

  const other = await f.makeCompanyWithAdmin()
  const { page: stranger } = await newDevice()
  await signInAs(stranger, other.admin)
  expect((await stranger.request.get(src!)).status()).toBe(404)
})

test('an edit made from a stale version is refused with what is saved now', async ({ page }) => {
  const { f, company, admin } = await companyWithAdmin()
  const staff = await f.makeMember(company, { firstName: 'Vic', lastName: 'Version' })
  await signInAs(page, admin, { at: `/account/employee/${staff.membership.id}/edit` })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Edit Vic Version')
  await expectNoSeriousA11yViolations(page)

  // Someone else saves in between.
  const { db, memberships, users } = await database()
  const { eq, sql } = await import('drizzle-orm')
  await db.update(users).set({ lastName: 'Elsewhere' }).where(eq(users.id, staff.user.id))
  await db
    .update(memberships)
    .set({ version: sql`${memberships.version} + 1` })
    .where(eq(memberships.id, staff.membership.id))

  await page.getByLabel('First name').fill('Victor')
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByText(/Someone else changed this person/).first()).toBeVisible()
  await expect(page.getByTestId('saved-name')).toHaveText('Vic Elsewhere')
  await expect(page.getByLabel('First name')).toHaveValue('Victor')
  await expectNoSeriousA11yViolations(page)

  // Having seen the saved values, saving again (now from the current version) keeps the form's.
  await page.getByLabel('Last name (optional)').fill('Elsewhere')
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByText('The staff member has been updated.')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Victor Elsewhere')
})

test("another company's staff ids are 404 on every staff page", async ({ page }) => {
  const { f, admin } = await companyWithAdmin()
  const other = await f.makeCompanyWithAdmin()
  const stranger = await f.makeMember(other.company)
  await signInAs(page, admin)
  const id = stranger.membership.id
  for (const path of [
    `/account/employee/${id}`,
    `/account/employee/${id}/edit`,
    `/account/employee/${id}/delete`,
    `/account/employee/${id}/photo`,
  ]) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(404)
  }
  await page.goto(`/account/employee/${id}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page Error found!')
  await expectNoSeriousA11yViolations(page)
  const posted = await page.request.post(`/account/employee/${id}/delete`, {
    form: {},
    headers: { Origin: new URL(page.url()).origin },
  })
  expect(posted.status()).toBe(404)
  // A bulk page simply does not list them.
  await page.goto(`/account/employees/bulk?id=${id}`)
  await expect(page.getByText('Choose at least one person in the directory.')).toBeVisible()
})

test('bulk edit changes everyone chosen; a bulk deactivation that would remove the last admin changes nobody', async ({
  page,
}) => {
  test.slow() // several pages, each checked with axe
  const { f, company, admin } = await companyWithAdmin()
  const { makeDivision } = await import('#tests/factories/org')
  await makeDivision(company, { name: 'Harbour' })
  const [ann, ben] = [
    await f.makeMember(company, { firstName: 'Ann', lastName: 'Bulk' }),
    await f.makeMember(company, { firstName: 'Ben', lastName: 'Bulk' }),
  ]
  await signInAs(page, admin, {
    at: `/account/employees/bulk?id=${ann.membership.id}&id=${ben.membership.id}`,
  })
  await expect(page.getByRole('heading', { name: '2 people chosen' })).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await page.getByLabel('Division').selectOption({ label: 'Harbour' })
  await page.getByRole('button', { name: 'Save changes for everyone chosen' }).click()
  await expect(page.getByText('The chosen staff members have been updated.')).toBeVisible()
  await page.goto(`/account/employee/${ben.membership.id}`)
  await expect(page.getByRole('main').getByText('Harbour')).toBeVisible()

  await page.goto(`/account/employees/bulk?id=${ann.membership.id}&id=${admin.membership.id}`)
  await page.getByText('Deactivate everyone chosen').click()
  await page.getByRole('button', { name: 'Deactivate 2 people' }).click()
  await expect(page.getByRole('alert').getByText('Error deleting staff!')).toBeVisible()
  await expect(
    page.getByText(
      `Error for ID ${admin.membership.id}: The company must keep at least one admin.`,
    ),
  ).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await page.goto(`/account/employee/${ann.membership.id}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ann Bulk')
  await expect(page.getByText('Deactivated', { exact: true })).toHaveCount(0)
})

test('employees get 403 on staff administration pages', async ({ page }) => {
  const { f, company } = await companyWithAdmin()
  const employee = await f.makeMember(company)
  await signInAs(page, employee)
  for (const path of [
    '/account/create',
    '/account/employees/bulk-create',
    '/account/employees/deactivated',
    `/account/employees/bulk?id=${employee.membership.id}`,
    `/account/employee/${employee.membership.id}/edit`,
  ]) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(403)
  }
  await expectNoSeriousA11yViolations(page)
})
