import { expect, expectNoSeriousA11yViolations, factories, test, signInAs } from '../fixtures'
import { companyWithStaff } from '../shell/shell-helpers'

test('an admin exports the data, then deletes the company by typing its name', async ({ page }) => {
  test.slow()
  const { makeCompany, makeMember } = await factories()
  const { company, admin } = await companyWithStaff()
  const next = await makeCompany(`Next ${company.id}`)
  await makeMember(next, { user: admin.user, userTypeSlug: 'admin' })
  await signInAs(page, admin, { at: '/account/settings/edit-company' })

  const exported = await page.request.get('/account/settings/edit-company/export')
  expect(exported.status()).toBe(200)
  expect(exported.headers()['content-disposition']).toMatch(/^attachment; filename=".*\.json"/)
  const data = JSON.parse(await exported.text())
  expect(data.company.company_name).toBe(company.name)
  expect(data.staff.map((person: { email: string }) => person.email)).toContain(admin.user.email)
  expect(JSON.stringify(data)).not.toMatch(/password|argon2/i)

  await page.getByRole('link', { name: 'Delete company' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Delete ${company.name}?`)
  await expect(page.getByRole('link', { name: 'Download the company data first' })).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  const confirm = page.getByLabel(`Type ${company.name} to confirm`)
  await confirm.fill('not the name')
  await page.getByRole('button', { name: 'Delete company for good' }).click()
  await expect(confirm).toHaveAccessibleDescription(
    /Type the company name exactly as shown to delete it\./,
  )
  await expectNoSeriousA11yViolations(page)

  await confirm.fill(company.name)
  await page.getByRole('button', { name: 'Delete company for good' }).click()
  await expect(page).toHaveURL(/\/account\/dashboard/)
  await expect(page.getByText(`The company ${company.name} was deleted.`)).toBeVisible()
  await expect(page.getByTestId('active-company')).toHaveText(next.name)
})

test('the last company deleted sends its admin, and signs out its staff, to sign-in', async ({
  page,
  newDevice,
}) => {
  const { company, admin, employee } = await companyWithStaff()
  const colleague = await newDevice()
  await signInAs(colleague.page, employee)
  await signInAs(page, admin, { at: '/account/settings/edit-company/delete' })
  await page.getByLabel(`Type ${company.name} to confirm`).fill(company.name)
  await page.getByRole('button', { name: 'Delete company for good' }).click()
  await expect(page).toHaveURL(/\/auth\/signin/)
  await expect(page.getByText(`The company ${company.name} was deleted.`)).toBeVisible()

  await colleague.page.goto('/account/dashboard')
  await expect(colleague.page).toHaveURL(/\/auth\/signin/)
})
