import { expect, expectNoSeriousA11yViolations, signInAs, test } from '../fixtures'
import { savedMeanwhile, statsTeam, thisWeek, weeklyStat } from './statistics-helpers'

test('an owner enters the week in the statsheet and sees it on the chart and in its downloads', async ({
  page,
}) => {
  const { owner } = await statsTeam()
  const calls = await weeklyStat(owner, 'Calls made')
  const visits = await weeklyStat(owner, 'Site visits')
  const week = await thisWeek()
  await signInAs(page, owner, { at: '/statistics/statsheet/' })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Statsheet')
  await expectNoSeriousA11yViolations(page)

  await page.getByLabel(`Calls made, ${week.label}`).fill('42')
  await page.getByLabel(`Site visits, ${week.label}`).fill('-3.5')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Statsheet saved.')).toBeVisible()
  await expect(page.getByLabel(`Calls made, ${week.label}`)).toHaveValue('42')
  await expect(page.getByLabel(`Site visits, ${week.label}`)).toHaveValue('-3.5')

  await page.goto(`/statistics/single/?stat=${calls.id}`)
  const chart = page.getByRole('img', { name: 'Calls made' })
  await expect(chart).toBeVisible()
  const values = page.getByRole('table', { name: 'Values of Calls made' })
  await expect(values.getByRole('row', { name: `${week.label} 42` })).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  const png = await page.request.get(`/statistics/single/export/png?stat=${calls.id}`)
  expect(png.headers()['content-type']).toBe('image/png')
  const csv = await page.request.get(`/statistics/single/export/csv?stat=${visits.id}`)
  expect(await csv.text()).toContain(`Site visits,${week.start},`)
  expect(await csv.text()).toContain(',-3.5\r\n')

  await page.goto('/statistics/multi/?search=Calls')
  await expect(page.getByRole('img', { name: 'Calls made' })).toBeVisible()
  await expect(page.getByRole('img', { name: 'Site visits' })).toHaveCount(0)
  await expectNoSeriousA11yViolations(page)
})

test('a number saved meanwhile is a 409 showing both numbers; saving again keeps mine', async ({
  page,
}) => {
  const { owner } = await statsTeam()
  const calls = await weeklyStat(owner, 'Calls made')
  const week = await thisWeek()
  await signInAs(page, owner, { at: '/statistics/statsheet/' })
  const cell = page.getByLabel(`Calls made, ${week.label}`)
  await cell.fill('10')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Statsheet saved.')).toBeVisible()

  await savedMeanwhile(calls.id, week.start, '11')

  await cell.fill('12')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(
    page.getByText('Some numbers were changed by someone else since you opened the statsheet.'),
  ).toBeVisible()
  await expect(page.getByText('Saved now: 11')).toBeVisible()
  await expect(cell).toHaveValue('12')
  await expectNoSeriousA11yViolations(page)

  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Statsheet saved.')).toBeVisible()
  await expect(cell).toHaveValue('12')
})

test('with JavaScript, arrow keys and Enter move between cells and a changed cell saves itself', async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, 'keyboard moves and autosave are the script’s')
  const { owner } = await statsTeam()
  await weeklyStat(owner, 'Calls made')
  await weeklyStat(owner, 'Site visits')
  const week = await thisWeek()
  await signInAs(page, owner, { at: '/statistics/statsheet/' })
  const calls = page.getByLabel(`Calls made, ${week.label}`)
  const visits = page.getByLabel(`Site visits, ${week.label}`)
  const save = page.getByRole('button', { name: 'Save' })
  const saveAt = await save.boundingBox()
  await calls.fill('8')
  await calls.press('Enter')
  await expect(visits).toBeFocused()
  await expect(page.getByText('Saved', { exact: true })).toBeVisible()
  // The note appears in a line kept for it: nothing moves under a pointer heading for Save.
  expect(await save.boundingBox()).toEqual(saveAt)
  await visits.press('ArrowUp')
  await expect(calls).toBeFocused()

  await page.reload()
  await expect(calls).toHaveValue('8')
})
