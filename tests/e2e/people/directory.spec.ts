import { expect, expectNoSeriousA11yViolations, test, signInAs } from '../fixtures'
import { DIRECTORY, directoryCompany, filters, listedNames } from './directory-helpers'

test('a member searches and filters the directory, by a custom field too', async ({ page }) => {
  test.slow()
  const { employee } = await directoryCompany()
  await signInAs(page, employee, { at: DIRECTORY })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Directory')
  await expect(listedNames(page)).toHaveText(['Ada Admin', 'Bea Baker', 'Cal Cruz', 'Eve Employee'])
  const bea = page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Bea Baker' }) })
  await expect(bea).toContainText('Account manager')
  await expect(bea).toContainText('Sales')
  await expect(bea.getByRole('link', { name: 'Ada Admin' })).toHaveAttribute(
    'href',
    /\/account\/employee\/\d+$/,
  )
  // Not an admin: no bulk editing, no creating.
  await expect(page.getByRole('table').getByRole('checkbox')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Bulk edit selected' })).toHaveCount(0)
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Create New Employee' }),
  ).toHaveCount(0)
  await expectNoSeriousA11yViolations(page)

  await filters(page).getByLabel('Search').fill('bak')
  await filters(page).getByRole('button', { name: 'Apply filters' }).click()
  await expect(page).toHaveURL(/[?&]q=bak/)
  await expect(listedNames(page)).toHaveText(['Bea Baker'])
  await expect(page.getByRole('heading', { name: 'People found: 1' })).toBeVisible()

  await filters(page).getByLabel('Search').fill('')
  await filters(page).getByLabel('Division').selectOption({ label: 'Engineering' })
  await filters(page).getByRole('button', { name: 'Apply filters' }).click()
  await expect(listedNames(page)).toHaveText(['Cal Cruz'])

  await filters(page).getByLabel('Division').selectOption({ label: 'All divisions' })
  await filters(page).getByText('Custom field filters').click()
  await filters(page).getByLabel('T-shirt size').selectOption({ label: 'S' })
  await filters(page).getByRole('button', { name: 'Apply filters' }).click()
  await expect(listedNames(page)).toHaveText(['Bea Baker'])
  // The filter stays shown and chosen on the result page, so it can be changed.
  await expect(filters(page).getByLabel('T-shirt size')).toHaveValue(/\d+/)
  await expectNoSeriousA11yViolations(page)

  await filters(page).getByLabel('Role').selectOption({ label: 'Statistics administrator' })
  await filters(page).getByRole('button', { name: 'Apply filters' }).click()
  await expect(page.getByText('No one matches these filters. Try another search.')).toBeVisible()
  await page.getByRole('main').getByRole('link', { name: 'Clear filters' }).first().click()
  await expect(listedNames(page)).toHaveCount(4)
})

test('the directory pages 25 at a time and sorts by a column', async ({ page }) => {
  test.slow()
  const { employee } = await directoryCompany(26)
  await signInAs(page, employee, { at: DIRECTORY })
  await expect(page.getByText('Page 1 of 2')).toBeVisible()
  await expect(listedNames(page)).toHaveCount(25)
  await page.getByRole('link', { name: 'Next page' }).click()
  await expect(page).toHaveURL(/[?&]page=2/)
  await expect(page.getByText('Page 2 of 2')).toBeVisible()
  await expect(listedNames(page)).toHaveCount(5)
  await expectNoSeriousA11yViolations(page)

  await page.goto(DIRECTORY)
  await page.getByRole('columnheader', { name: /Name/ }).getByRole('link').click()
  await expect(page).toHaveURL(/dir=desc/)
  await expect(listedNames(page).first()).toHaveText('Filler 25')
  await page
    .getByRole('columnheader', { name: /Division/ })
    .getByRole('link')
    .click()
  // Engineering, then Sales, then everyone without a division.
  await expect(listedNames(page).nth(0)).toHaveText('Cal Cruz')
  await expect(listedNames(page).nth(1)).toHaveText('Bea Baker')
})

test('an admin exports the filtered view as CSV and picks people for bulk editing', async ({
  page,
}) => {
  test.slow()
  const { admin, bea, cal } = await directoryCompany()
  await signInAs(page, admin, { at: DIRECTORY })
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Create New Employee' }),
  ).toHaveAttribute('href', '/account/create')
  await filters(page).getByLabel('Division').selectOption({ label: 'Sales' })
  await filters(page).getByRole('button', { name: 'Apply filters' }).click()
  await expect(listedNames(page)).toHaveText(['Bea Baker'])
  const href = await page.getByRole('link', { name: 'Export CSV' }).getAttribute('href')
  expect(href).toMatch(/^\/account\/employees\/export\.csv\?.*division=\d+/)
  const response = await page.request.get(href!)
  expect(response.status()).toBe(200)
  expect(response.headers()['content-disposition']).toMatch(/^attachment; filename="directory.csv"/)
  expect((await response.text()).split('\r\n')).toEqual([
    'First name,Last name,Email,Position,Division,Manager',
    `Bea,Baker,${bea.user.email},Account manager,Sales,Ada Admin`,
    '',
  ])
  await expectNoSeriousA11yViolations(page)

  await page.goto(DIRECTORY)
  await page.getByRole('checkbox', { name: 'Select Bea Baker' }).check()
  await page.getByRole('checkbox', { name: 'Select Cal Cruz' }).check()
  await page.getByRole('button', { name: 'Bulk edit selected' }).click()
  await expect(page).toHaveURL(
    new RegExp(`/account/employees/bulk\\?id=${bea.membership.id}&id=${cal.membership.id}$`),
  )
})
