import { expect, expectNoSeriousA11yViolations, test, signInAs } from '../fixtures'
import { twoCompanies } from './fields-files-helpers'

test('an admin adds a choice field and sets its value on a profile; the person sees it', async ({
  page,
  newDevice,
}) => {
  test.slow()
  const { admin, employee, colleague } = await twoCompanies()
  await signInAs(page, admin, { at: '/account/settings/custom-fields' })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Custom fields')
  await expect(page.getByText('There are no custom fields yet. Add one below.')).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  const add = page.getByRole('region', { name: 'Add a field' })
  await add.getByLabel('Name').fill('Team')
  await add.getByLabel('Type', { exact: true }).selectOption({ label: 'Single choice' })
  await add.getByLabel('Options (choice types only)').fill('Red\nBlue')
  await add.getByRole('button', { name: 'Add field' }).click()
  await expect(page.getByText('Custom field added.')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Edit “Team”')
  await expect(page.getByLabel('Option “Blue”')).toHaveValue('Blue')
  await expectNoSeriousA11yViolations(page)

  await page.goto('/account/settings/custom-fields')
  const add2 = page.getByRole('region', { name: 'Add a field' })
  await add2.getByLabel('Name').fill('Shoe size')
  await add2.getByLabel('Type', { exact: true }).selectOption({ label: 'Number' })
  await add2.getByRole('button', { name: 'Add field' }).click()
  await expect(page.getByText('Custom field added.')).toBeVisible()

  await page.goto(`/account/employee/${employee.membership.id}/custom-fields`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Custom fields of Eve Employee')
  await page.getByLabel('Team (optional)').selectOption({ label: 'Blue' })
  await page.getByLabel('Shoe size (optional)').fill('forty')
  await page.getByRole('button', { name: 'Save custom fields' }).click()
  await expect(page.getByLabel('Shoe size (optional)')).toHaveAccessibleDescription(
    /Enter a number/,
  )
  await expect(page.getByRole('link', { name: 'Enter a number' })).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await page.getByLabel('Shoe size (optional)').fill('42')
  await page.getByRole('button', { name: 'Save custom fields' }).click()
  await expect(page.getByText('Custom fields saved.')).toBeVisible()
  const saved = page.getByRole('region', { name: 'Custom fields' })
  await expect(saved.getByRole('definition')).toHaveText(['Blue', '42'])

  // The person edits their own values, and nobody else's.
  const { page: own } = await newDevice()
  await signInAs(own, employee)
  const response = await own.goto(`/account/employee/${colleague.membership.id}/custom-fields`)
  expect(response?.status()).toBe(403)
  await own.goto(`/account/employee/${employee.membership.id}/custom-fields`)
  await expect(own.getByLabel('Team (optional)')).toHaveValue(/\d+/)
  await own.getByLabel('Team (optional)').selectOption({ label: 'Red' })
  await own.getByRole('button', { name: 'Save custom fields' }).click()
  await expect(own.getByText('Custom fields saved.')).toBeVisible()
  await expect(
    own.getByRole('region', { name: 'Custom fields' }).getByRole('definition'),
  ).toHaveText(['Red', '42'])
  expect((await own.goto('/account/settings/custom-fields'))?.status()).toBe(403)
})

test("another company's admin gets 404 on this company's fields and people", async ({ page }) => {
  const { employee, globex } = await twoCompanies()
  const { db } = await import('~/platform/db.server')
  const { customFieldDefinitions } = await import('~/domains/people/custom-fields.tables')
  const [field] = await db
    .insert(customFieldDefinitions)
    .values({ companyId: employee.membership.companyId, name: 'Secret', fieldType: 'text' })
    .returning()
  await signInAs(page, globex.admin)
  for (const path of [
    `/account/settings/custom-fields/${field!.id}`,
    `/account/employee/${employee.membership.id}/custom-fields`,
  ]) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page Error found!')
  }
  await expectNoSeriousA11yViolations(page)
})

test('an admin renames a field, manages its options and deletes it after confirming', async ({
  page,
}) => {
  test.slow()
  const { admin } = await twoCompanies()
  await signInAs(page, admin, { at: '/account/settings/custom-fields' })
  const add = page.getByRole('region', { name: 'Add a field' })
  await add.getByLabel('Name').fill('Languages')
  await add.getByLabel('Type', { exact: true }).selectOption({ label: 'Multiple choice' })
  await add.getByLabel('Options (choice types only)').fill('English\nFrench')
  await add.getByRole('button', { name: 'Add field' }).click()
  await expect(page.getByText('Custom field added.')).toBeVisible()
  const editUrl = page.url()

  await page.getByLabel('Name', { exact: true }).fill('Spoken languages')
  await page.getByLabel('Required').check()
  await page.getByRole('button', { name: 'Save field' }).click()
  await expect(page.getByText('Custom field updated.')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Edit “Spoken languages”')

  await page.getByLabel('Option', { exact: true }).fill('Arabic')
  await page.getByRole('button', { name: 'Add option' }).click()
  await expect(page.getByText('Option added.')).toBeVisible()
  await page.getByLabel('Option “French”').fill('Français')
  await page.getByRole('button', { name: /^Save option\s*: French$/ }).click()
  await expect(page.getByText('Option updated.')).toBeVisible()
  const english = page.getByRole('listitem').filter({ has: page.getByLabel('Option “English”') })
  await english.getByText('Delete', { exact: true }).click()
  await english.getByRole('button', { name: 'Delete option' }).click()
  await expect(page.getByText('Option deleted.')).toBeVisible()
  const options = page.getByRole('region', { name: 'Options' }).getByRole('textbox')
  await expect(options).toHaveCount(3)
  await expect(page.getByLabel('Option “Français”')).toBeVisible()
  await expect(page.getByLabel('Option “Arabic”')).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  await page.getByText('Delete field', { exact: true }).click()
  await page.getByRole('button', { name: 'Delete field permanently' }).click()
  await expect(page.getByText('Custom field deleted.')).toBeVisible()
  await expect(page.getByText('There are no custom fields yet. Add one below.')).toBeVisible()
  expect((await page.goto(editUrl))?.status()).toBe(404)
})
