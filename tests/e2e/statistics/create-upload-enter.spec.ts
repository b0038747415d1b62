import { expect, expectNoSeriousA11yViolations, signInAs, test } from '../fixtures'
import { lastWeek, statsTeam, thisWeek, weeklyStat } from './statistics-helpers'

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

test('an admin reorders stats, by drag with JavaScript and with Up without it, and the order stays', async ({
  page,
  javaScriptEnabled,
}) => {
  test.slow()
  const { admin, owner } = await statsTeam()
  for (const name of ['Alpha', 'Beta', 'Gamma']) await weeklyStat(owner, name)
  await signInAs(page, admin, { at: '/statistics/create/' })
  const names = page.getByRole('table', { name: 'Stats in their order' }).getByRole('rowheader')
  await expect(names).toHaveText(['Alpha', 'Beta', 'Gamma'])

  if (javaScriptEnabled) {
    // Gamma's handle dropped on Alpha's: the same move post as the buttons, with place_of.
    const from = (await page
      .getByRole('button', { name: 'Drag “Gamma” to a new place' })
      .boundingBox())!
    const to = (await page
      .getByRole('button', { name: 'Drag “Alpha” to a new place' })
      .boundingBox())!
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
    await page.mouse.down()
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 })
    await page.mouse.up()
  } else {
    await page.getByRole('button', { name: /^Up\s*: Gamma$/ }).click()
    await expect(names).toHaveText(['Alpha', 'Gamma', 'Beta'])
    await page.getByRole('button', { name: /^Up\s*: Gamma$/ }).click()
  }
  await expect(names).toHaveText(['Gamma', 'Alpha', 'Beta'])
  await page.reload()
  await expect(names).toHaveText(['Gamma', 'Alpha', 'Beta'])
})

test('with JavaScript the stat form keeps what was typed in the browser across a reload', async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, 'Without JavaScript nothing is kept in the browser.')
  const { admin, owner } = await statsTeam()
  await signInAs(page, admin, { at: '/statistics/create-stat/' })
  await page.getByLabel('Name').fill('Half-typed stat')
  await page.getByLabel('Owner').selectOption({ label: 'Olga Owner' })
  await page.reload()
  await expect(page.getByText('Your unsaved changes to this form were restored.')).toBeVisible()
  await expect(page.getByLabel('Name')).toHaveValue('Half-typed stat')
  await expect(page.getByLabel('Owner')).toHaveValue(String(owner.membership.id))
})
