import { expect, expectNoSeriousA11yViolations, test, signInAs } from '../fixtures'
import {
  addLinkables,
  addPosition,
  companyWithDivision,
  orgTables,
  positionRow,
} from './positions-helpers'

const LIST = '/account/positions'

test('the position form asks for a name and a division, offers order 1 … positions + 1 and switched texts', async ({
  page,
  javaScriptEnabled,
}) => {
  test.slow() // several pages, each checked with axe
  const { company, admin, division } = await companyWithDivision()
  const ceo = await addPosition(company.id, { name: 'Chief', divisionId: division.id })
  await addPosition(company.id, { name: 'Clerk', divisionId: division.id })
  await signInAs(page, admin, { at: LIST })
  await page.getByRole('link', { name: 'Create Position' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create Position')
  await expect(page.getByLabel('Order').locator('option')).toHaveText(['1', '2', '3'])
  await expect(page.getByLabel('Order')).toHaveAccessibleDescription(
    'Determines whether it is to the right or left of follow juniors',
  )
  await expect(page.getByLabel('Header text')).toBeHidden()
  await page.getByRole('switch', { name: 'Header' }).check()
  await expect(page.getByLabel('Header text')).toBeVisible()
  await expect(page.getByLabel('Description text')).toBeHidden()
  await page.getByRole('switch', { name: 'Description' }).check()
  await expect(page.getByLabel('Description text')).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  if (javaScriptEnabled) {
    // Checked as the admin types, with the same rules as the server.
    await page.getByLabel('Name').fill('Temp')
    await expect(page.getByText('Looks good!')).toBeVisible()
    await page.getByLabel('Name').fill('')
    await expect(page.getByLabel('Name')).toHaveAccessibleDescription(
      /Please enter position name\./,
    )
    await expect(page.getByText('Looks good!')).toBeHidden()
  }
  await page.getByRole('button', { name: 'Submit' }).click()
  if (!javaScriptEnabled) await expect(page.getByText('Error creating position')).toBeVisible()
  await expect(page.getByLabel('Name')).toHaveAccessibleDescription(/Please enter position name\./)
  await expect(page.getByLabel('Division', { exact: true })).toHaveAccessibleDescription(
    /Please choose a division\./,
  )
  await expect(page.getByRole('link', { name: 'Please choose a division.' })).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  await page.getByLabel('Name').fill('Head of Operations')
  await page.getByLabel('Division', { exact: true }).selectOption({ label: 'Operations' })
  await page.getByLabel('Manager position (optional)').selectOption({ label: 'Chief' })
  await page.getByLabel('Order').selectOption('2')
  await page.getByRole('switch', { name: 'Header' }).check()
  await page.getByLabel('Header text').fill('Operations')
  await page.getByRole('switch', { name: 'Description' }).uncheck()
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page).toHaveURL(LIST)
  await expect(page.getByText('Position created.')).toBeVisible()
  const row = positionRow(page, 'Head of Operations')
  await expect(row).toContainText('Operations')
  await expect(row).toContainText('Chief')
  await expectNoSeriousA11yViolations(page)

  const { db, positions, eq, and } = await orgTables()
  const [saved] = await db
    .select()
    .from(positions)
    .where(and(eq(positions.companyId, company.id), eq(positions.name, 'Head of Operations')))
  expect(saved).toMatchObject({
    managerPositionId: ceo.id,
    order: 2,
    aboveText: 'Operations',
    description: '',
  })
})

test('a manager position that would make a loop is refused with a clear message', async ({
  page,
}) => {
  test.slow()
  const { company, admin, division } = await companyWithDivision()
  const top = await addPosition(company.id, { name: 'Top', divisionId: division.id })
  const middle = await addPosition(company.id, {
    name: 'Middle',
    divisionId: division.id,
    managerPositionId: top.id,
  })
  const other = await addPosition(company.id, { name: 'Other', divisionId: division.id })
  await signInAs(page, admin, { at: `${LIST}/${top.id}/edit` })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Update Position')
  // Its own juniors are not offered…
  const managers = page.getByLabel('Manager position (optional)').locator('option')
  await expect(managers).toHaveText(['No manager position', 'Other'])
  await expectNoSeriousA11yViolations(page)
  // …and one that became a junior while the form was open is refused by the server.
  const { db, positions, eq } = await orgTables()
  await db.update(positions).set({ managerPositionId: middle.id }).where(eq(positions.id, other.id))
  await page.getByLabel('Manager position (optional)').selectOption({ label: 'Other' })
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByText('Error updating position')).toBeVisible()
  await expect(page.getByLabel('Manager position (optional)')).toHaveAccessibleDescription(
    /A position cannot be managed by one of its own juniors: that would make a loop in the chart\./,
  )
  await expectNoSeriousA11yViolations(page)
  const [saved] = await db.select().from(positions).where(eq(positions.id, top.id))
  expect(saved!.managerPositionId).toBeNull()

  // The bulk edit refuses it too, with a line for the position that would loop.
  await page.goto(`${LIST}/bulk?id=${top.id}`)
  await page.getByLabel('Manager position').selectOption({ label: 'Middle' })
  await page.getByRole('button', { name: 'Save changes for every position chosen' }).click()
  await expect(page.getByText('Error updating position')).toBeVisible()
  await expect(
    page.getByText(
      `Error for ID ${top.id}: A position cannot be managed by one of its own juniors: that would make a loop in the chart.`,
    ),
  ).toBeVisible()
  await expectNoSeriousA11yViolations(page)
})

test('an edit made from an older version is refused (409) and shows the saved position', async ({
  page,
}) => {
  const { company, admin, division } = await companyWithDivision()
  const position = await addPosition(company.id, { name: 'Clerk', divisionId: division.id })
  await signInAs(page, admin, { at: `${LIST}/${position.id}/edit` })
  const { db, positions, eq } = await orgTables()
  await db
    .update(positions)
    .set({ name: 'Senior clerk', version: 2 })
    .where(eq(positions.id, position.id))
  await page.getByLabel('Name').fill('Junior clerk')
  const response = page.waitForResponse((r) => r.request().method() === 'POST')
  await page.getByRole('button', { name: 'Submit' }).click()
  expect((await response).status()).toBe(409)
  await expect(page.getByText('Error updating position')).toBeVisible()
  await expect(
    page.getByText('Someone updated this position after you opened it.', { exact: false }),
  ).toBeVisible()
  await expect(page.getByRole('region', { name: 'The position as it is saved now' })).toContainText(
    'Senior clerk',
  )
  await expect(page.getByLabel('Name')).toHaveValue('Junior clerk')
  await expectNoSeriousA11yViolations(page)
})

test('deleting asks to Confirm Deletion and moves the juniors to the manager position', async ({
  page,
}) => {
  const { company, admin, division } = await companyWithDivision()
  const top = await addPosition(company.id, { name: 'Top', divisionId: division.id })
  const middle = await addPosition(company.id, {
    name: 'Middle',
    divisionId: division.id,
    managerPositionId: top.id,
  })
  await addPosition(company.id, {
    name: 'Bottom',
    divisionId: division.id,
    managerPositionId: middle.id,
  })
  await signInAs(page, admin, { at: LIST })
  await positionRow(page, 'Middle').getByRole('link', { name: 'Delete Middle' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm Deletion')
  await expect(page.getByText('Its 1 junior positions will report to “Top” instead.')).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await page.getByRole('button', { name: 'Delete position' }).click()
  await expect(page).toHaveURL(LIST)
  await expect(page.getByText('Position deleted.')).toBeVisible()
  await expect(positionRow(page, 'Middle')).toHaveCount(0)
  await expect(positionRow(page, 'Bottom')).toContainText('Top')
})

test('bulk delete lists the positions that could not be deleted, by id, and deletes none', async ({
  page,
}) => {
  const { company, admin, division } = await companyWithDivision()
  const first = await addPosition(company.id, { name: 'First', divisionId: division.id })
  const second = await addPosition(company.id, { name: 'Second', divisionId: division.id })
  await signInAs(page, admin, { at: LIST })
  await page.getByRole('checkbox', { name: 'Select First' }).check()
  await page.getByRole('checkbox', { name: 'Select Second' }).check()
  await page.getByRole('button', { name: 'Edit or delete selected' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Edit or delete positions')
  await expect(page.getByRole('heading', { name: 'Confirm Deletion' })).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  // Someone else deletes one of them meanwhile.
  const { db, positions, eq } = await orgTables()
  await db.delete(positions).where(eq(positions.id, second.id))
  await page.getByRole('button', { name: 'Delete 2 positions' }).click()
  await expect(page.getByText('Error deleting positions!')).toBeVisible()
  await expect(page.getByText(`Error for ID ${second.id}: Position not found.`)).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  const [kept] = await db.select().from(positions).where(eq(positions.id, first.id))
  expect(kept).toBeDefined()

  await page.goto(`${LIST}/bulk?id=${first.id}`)
  await page.getByRole('button', { name: 'Delete 1 positions' }).click()
  await expect(page).toHaveURL(LIST)
  await expect(page.getByText('Positions deleted.')).toBeVisible()
  await expect(page.getByText('No positions yet. Add one with Create Position.')).toBeVisible()
})

test('the positions pages are for profile admins: other staff are refused', async ({ page }) => {
  const { company, staff, division } = await companyWithDivision()
  const position = await addPosition(company.id, { name: 'Clerk', divisionId: division.id })
  await signInAs(page, staff)
  for (const path of [
    LIST,
    `${LIST}/new`,
    `${LIST}/${position.id}/edit`,
    `${LIST}/${position.id}/delete`,
    `${LIST}/bulk?id=${position.id}`,
  ]) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(403)
  }
  await expectNoSeriousA11yViolations(page)
})

test('a profile admin who is not a company admin manages positions', async ({ page }) => {
  const { f, company, division } = await companyWithDivision()
  const profileAdmin = await f.makeMember(company, { roles: ['user_is_profile_admin'] })
  await addPosition(company.id, { name: 'Clerk', divisionId: division.id })
  await signInAs(page, profileAdmin, { at: LIST })
  await expect(positionRow(page, 'Clerk')).toContainText('Operations')
  await page.getByLabel('Search positions').fill('nobody')
  await page.getByRole('button', { name: 'Search' }).click()
  await expect(page.getByText('No position matches this search.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Create Position' })).toBeVisible()
  await expectNoSeriousA11yViolations(page)
})

test("another company's positions are not found on every position page", async ({ page }) => {
  const acme = await companyWithDivision()
  const globex = await companyWithDivision()
  const foreign = await addPosition(acme.company.id, { name: 'Acme secret' })
  await signInAs(page, globex.admin)
  for (const path of [`${LIST}/${foreign.id}/edit`, `${LIST}/${foreign.id}/delete`]) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(404)
  }
  await page.goto(`${LIST}/bulk?id=${foreign.id}`)
  await expect(page.getByText('Choose positions in the list first.')).toBeVisible()
  await expect(page.getByText('Acme secret')).toHaveCount(0)
  await expectNoSeriousA11yViolations(page)
})

test('articles and courses chosen on the position form are kept and assigned to its holders', async ({
  page,
  javaScriptEnabled,
}) => {
  test.slow()
  const { company, admin, staff, division } = await companyWithDivision()
  const position = await addPosition(company.id, { name: 'Driver', divisionId: division.id })
  const { handbook } = await addLinkables(company, staff.membership, position.id)
  // Assigned only: the holder may open it once the position assigns it.
  await signInAs(page, staff, { at: `/knowledgebase/articles/${handbook.id}` })
  await expect(page.getByRole('heading', { name: 'Driver handbook' })).toHaveCount(0)
  await page.context().clearCookies()

  await signInAs(page, admin, { at: `${LIST}/${position.id}/edit` })
  const articles = page.getByRole('group', { name: 'Articles (optional)' })
  const courses = page.getByRole('group', { name: 'Courses (optional)' })
  await expect(articles.getByRole('checkbox')).toHaveCount(2)
  if (javaScriptEnabled) {
    await page.getByLabel('Filter articles').fill('HAND')
    await expect(articles.getByRole('checkbox', { name: 'Office rules' })).toBeHidden()
  }
  await articles.getByRole('checkbox', { name: 'Driver handbook' }).check()
  await courses.getByRole('checkbox', { name: 'Forklift licence' }).check()
  await courses.getByRole('checkbox', { name: 'First aid' }).check()
  await expectNoSeriousA11yViolations(page)
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByText('Position updated.')).toBeVisible()

  await page.goto(`${LIST}/${position.id}/edit`)
  await expect(articles.getByRole('checkbox', { name: 'Driver handbook' })).toBeChecked()
  await expect(articles.getByRole('checkbox', { name: 'Office rules' })).not.toBeChecked()
  await expect(courses.getByRole('checkbox', { name: 'Forklift licence' })).toBeChecked()
  // Unticking one removes it.
  await courses.getByRole('checkbox', { name: 'First aid' }).uncheck()
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByText('Position updated.')).toBeVisible()
  await page.goto(`${LIST}/${position.id}/edit`)
  await expect(courses.getByRole('checkbox', { name: 'First aid' })).not.toBeChecked()
  await expect(courses.getByRole('checkbox', { name: 'Forklift licence' })).toBeChecked()
  await page.context().clearCookies()

  await signInAs(page, staff, { at: `/knowledgebase/articles/${handbook.id}` })
  await expect(page.getByRole('heading', { name: 'Driver handbook' })).toBeVisible()
})
