import { expect, expectNoSeriousA11yViolations, signInAs, test } from '../fixtures'
import { lastWeek, statsTeam, thisWeek } from './statistics-helpers'

test('an admin creates a stat and uploads values (one bad row refused); its owner enters the week and sees the chart', async ({
  page,
}) => {
  test.slow()
  const { admin, owner } = await statsTeam()
  const [week, previous] = await Promise.all([thisWeek(), lastWeek()])

  await signInAs(page, admin, { at: '/statistics/create-stat/' })
  await page.getByLabel('Name').fill('Tickets closed')
  await page.getByLabel('Owner').selectOption({ label: 'Olga Owner' })
  await page.getByLabel('Period', { exact: true }).selectOption('WEEKLY')
  await page.getByRole('button', { name: 'Create Stat' }).click()
  await expect(page.getByText('Stat created.')).toBeVisible()

  await page.goto('/statistics/upload/')
  const rows = page.getByLabel('Rows')
  await rows.fill(`Tickets closed, ${previous.start}, 30\nTickets closed, not-a-day, 12`)
  await page.getByRole('button', { name: 'Upload values' }).click()
  await expect(page.getByText('Error: Failed to upload values')).toBeVisible()
  await expect(page.getByTestId('upload-errors')).toContainText('Row 2')
  await expect(rows).toHaveValue(
    `Tickets closed, ${previous.start}, 30\nTickets closed, not-a-day, 12`,
  )
  await expectNoSeriousA11yViolations(page)
  await rows.fill(`Tickets closed, ${previous.start}, 30`)
  await page.getByRole('button', { name: 'Upload values' }).click()
  await expect(page.getByText('1 values saved.')).toBeVisible()

  await signInAs(page, owner, { at: '/statistics/statsheet/' })
  await expect(page.getByLabel(`Tickets closed, ${previous.label}`)).toHaveValue('30')
  await page.getByLabel(`Tickets closed, ${week.label}`).fill('34')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Statsheet saved.')).toBeVisible()

  await page.getByRole('link', { name: 'Single Stat' }).first().click()
  await expect(page.getByRole('img', { name: 'Tickets closed' })).toBeVisible()
  const values = page.getByRole('table', { name: 'Values of Tickets closed' })
  await expect(values.getByRole('row', { name: `${previous.label} 30` })).toBeVisible()
  await expect(values.getByRole('row', { name: `${week.label} 34` })).toBeVisible()
})
