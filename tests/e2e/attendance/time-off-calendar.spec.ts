import { expect, expectNoSeriousA11yViolations, signInAs, test } from '../fixtures'

/** The month after YYYY-MM, as YYYY-MM. */
const nextMonth = (month: string) => {
  const [year, number] = month.split('-').map(Number) as [number, number]
  return new Date(Date.UTC(year, number, 1)).toISOString().slice(0, 7)
}

test('a member opens the time-off calendar, sees who is away and moves a month', async ({
  page,
}) => {
  const { makeCompanyWithAdmin, makeMember } = await import('#tests/factories/accounts')
  const { makeTimeOffBook } = await import('#tests/factories/time-off-calendar')
  const { company } = await makeCompanyWithAdmin()
  const ann = await makeMember(company, { firstName: 'Ann', lastName: 'Avery' })
  const bo = await makeMember(company, { firstName: 'Bo', lastName: 'Berg' })
  const today = new Date().toISOString().slice(0, 10)
  const book = await makeTimeOffBook(company)
  await book(ann.membership, today, today)

  await signInAs(page, bo)
  await expect(page.getByRole('region', { name: 'Away today' })).toContainText('Ann Avery')
  await page.getByRole('link', { name: 'Open the time-off calendar' }).click()

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Time-off calendar')
  const grid = page.getByRole('table')
  const annRow = grid.getByRole('row', { name: /Ann Avery/ })
  await expect(annRow.getByText('Away: Vacation')).toHaveCount(1)
  await expect(grid.locator('th[aria-current="date"]')).toHaveCount(1)
  await expectNoSeriousA11yViolations(page)

  const month = today.slice(0, 7)
  await page.getByRole('link', { name: /Next month/ }).click()
  await expect(page).toHaveURL(new RegExp(`month=${nextMonth(month)}`))
  await expect(
    grid.getByRole('row', { name: /Ann Avery/ }).getByText('Away: Vacation'),
  ).toHaveCount(0)
  await expect(grid.locator('th[aria-current="date"]')).toHaveCount(0)
  await page.getByRole('link', { name: /Previous month/ }).click()
  await expect(page).toHaveURL(new RegExp(`month=${month}`))
  await expect(annRow.getByText('Away: Vacation')).toHaveCount(1)

  await page.getByLabel('Only people away this month').check()
  await page.getByRole('button', { name: 'Filter' }).click()
  await expect(page).toHaveURL(/away=1/)
  await expect(grid.getByRole('row', { name: /Bo Berg/ })).toHaveCount(0)
  await expect(annRow.getByText('Away: Vacation')).toHaveCount(1)
})

test('an attendance admin adds a holiday, which the calendar then shows', async ({ page }) => {
  const { makeCompanyWithAdmin, makeMember } = await import('#tests/factories/accounts')
  const { company } = await makeCompanyWithAdmin()
  const keeper = await makeMember(company, { roles: ['user_is_attendance_admin'] })
  const year = new Date().getUTCFullYear() + 1

  await signInAs(page, keeper, { at: `/company/manage-holidays?year=${year}` })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Holidays')
  await expect(page.getByText(`No holidays in ${year} yet.`)).toBeVisible()
  await page.getByRole('button', { name: 'Add holiday' }).click()
  await expect(page.getByText('This field is required').first()).toBeVisible()
  await page.getByLabel('Name').fill('Founders’ Day')
  await page.getByLabel('Date').fill(`${year}-05-04`)
  await page.getByRole('button', { name: 'Add holiday' }).click()
  await expect(page.getByText('Holiday added.')).toBeVisible()
  await expect(page.locator(`input[value="Founders’ Day"]`)).toHaveCount(1)
  await expectNoSeriousA11yViolations(page)

  await page.goto(`/inout/time-off-calendar?month=${year}-05`)
  await expect(page.getByText(/4 May: Founders’ Day/)).toBeVisible()
})
