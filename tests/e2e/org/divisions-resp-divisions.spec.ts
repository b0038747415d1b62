import { expect, expectNoSeriousA11yViolations, test, signInAs } from '../fixtures'
import { orgCompany, rowOf } from './divisions-resp-helpers'

const PAGE = '/account/divisions'
const FAILED = 'An error occurred, please try again.'

test('adding a division: name required, colour #0cb2fc by default, an empty order becomes 1', async ({
  page,
  javaScriptEnabled,
}) => {
  const { admin } = await orgCompany()
  await signInAs(page, admin, { at: PAGE })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Divisions')
  await expect(rowOf(page, 'Sales')).toContainText('#b91c1c')
  await expect(rowOf(page, 'Sales').getByRole('cell').nth(1)).toHaveText('1')
  await expectNoSeriousA11yViolations(page)

  const form = page.getByRole('region', { name: 'Add a division' })
  const name = form.getByLabel('Name')
  const save = form.getByRole('button', { name: 'Add division' })
  await expect(form.getByLabel('Colour')).toHaveValue('#0cb2fc')
  await expect(form.getByLabel('Order')).toHaveValue('1')

  if (javaScriptEnabled) {
    // Checked while typing: the message appears next to the field and Save is disabled.
    await name.fill('W')
    await name.fill('')
    await expect(name).toHaveAccessibleDescription(/This field is required/)
    await expect(save).toBeDisabled()
    await form.getByLabel('Colour').fill('blue')
    await expect(form.getByLabel('Colour')).toHaveAccessibleDescription(
      /Enter a colour as # and six hexadecimal digits/,
    )
    await expect(save).toBeDisabled()
    await form.getByLabel('Colour').fill('#0cb2fc')
  } else {
    // Without JavaScript the server refuses and says why, next to each field.
    await form.getByLabel('Colour').fill('blue')
    await save.click()
    await expect(page.getByText(FAILED)).toBeVisible()
    await expect(form.getByLabel('Name')).toHaveAccessibleDescription(/This field is required/)
    await expect(form.getByLabel('Colour')).toHaveAccessibleDescription(
      /Enter a colour as # and six hexadecimal digits/,
    )
    await expectNoSeriousA11yViolations(page)
    await form.getByLabel('Colour').fill('#0cb2fc')
  }
  await name.fill('Warehouse')
  await form.getByLabel('Order').fill('')
  await expect(save).toBeEnabled()
  await save.click()
  await expect(page.getByText('Division added.')).toBeVisible()
  const row = rowOf(page, 'Warehouse')
  await expect(row).toContainText('#0cb2fc')
  await expect(row.getByRole('cell').nth(1)).toHaveText('1')
})

test('editing a division; an edit made from an older version is refused (409) and the saved one shown', async ({
  page,
}) => {
  test.slow()
  const { admin, support } = await orgCompany()
  await signInAs(page, admin, { at: PAGE })
  await rowOf(page, 'Support').getByRole('link', { name: /Edit/ }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Edit division “Support”')
  await expectNoSeriousA11yViolations(page)
  await page.getByLabel('Order').fill('7')
  await page.getByLabel('Description (optional)').fill('Answers customers')
  await page.getByRole('button', { name: 'Save division' }).click()
  await expect(page.getByText('Division updated.')).toBeVisible()
  await expect(rowOf(page, 'Support')).toContainText('Answers customers')
  await expect(rowOf(page, 'Support').getByRole('cell').nth(1)).toHaveText('7')

  await page.goto(`${PAGE}/${support.id}/edit`)
  const [{ db }, { divisions }, { eq }] = await Promise.all([
    import('~/platform/db.server'),
    import('~/domains/org/org.tables'),
    import('drizzle-orm'),
  ])
  await db
    .update(divisions)
    .set({ name: 'Renamed elsewhere', version: 9 })
    .where(eq(divisions.id, support.id))
  await page.getByLabel('Name').fill('My change')
  const response = page.waitForResponse((r) => r.request().method() === 'POST')
  await page.getByRole('button', { name: 'Save division' }).click()
  expect((await response).status()).toBe(409)
  await expect(page.getByText(FAILED)).toBeVisible()
  await expect(page.getByRole('region', { name: 'The division as it is saved now' })).toContainText(
    'Renamed elsewhere',
  )
  await expect(page.getByLabel('Name')).toHaveValue('My change')
  await expectNoSeriousA11yViolations(page)
})

test('deleting a division with people and positions asks what to do, and moves them', async ({
  page,
}) => {
  const { admin, bea } = await orgCompany()
  await signInAs(page, admin, { at: PAGE })
  await rowOf(page, 'Sales')
    .getByRole('link', { name: /Delete/ })
    .click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Delete division “Sales”?')
  await expect(page.getByText('People in it: 1. Positions in it: 1.')).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await page.getByLabel('Move them to another division').check()
  await page.getByLabel('Division to move them to').selectOption({ label: 'Support' })
  await page.getByRole('button', { name: 'Delete division' }).click()
  await expect(page.getByText('Division deleted.')).toBeVisible()
  await expect(rowOf(page, 'Sales')).toHaveCount(0)
  const support = rowOf(page, 'Support')
  await expect(support.getByRole('cell').nth(2)).toHaveText('1')
  await expect(support.getByRole('cell').nth(3)).toHaveText('1')
  await page.goto(`/account/employee/${bea.membership.id}`)
  await expect(page.getByRole('main')).toContainText('Support')
})

test('deleting a division can leave its people without one', async ({ page }) => {
  const { admin, sales } = await orgCompany()
  await signInAs(page, admin, { at: `${PAGE}/${sales.id}/delete` })
  await page.getByLabel('Leave them without a division').check()
  await page.getByRole('button', { name: 'Delete division' }).click()
  await expect(page.getByText('Division deleted.')).toBeVisible()
  await expect(rowOf(page, 'Support').getByRole('cell').nth(2)).toHaveText('0')
})

test('only profile admins manage divisions; another company’s division is not found', async ({
  page,
}) => {
  const { employee, sales } = await orgCompany()
  const other = await orgCompany()
  await signInAs(page, employee)
  for (const path of [PAGE, `${PAGE}/${sales.id}/edit`, `${PAGE}/${sales.id}/delete`]) {
    expect((await page.goto(path))?.status(), path).toBe(403)
  }
  await page.context().clearCookies()
  await signInAs(page, other.admin)
  for (const path of [`${PAGE}/${sales.id}/edit`, `${PAGE}/${sales.id}/delete`]) {
    expect((await page.goto(path))?.status(), path).toBe(404)
  }
})
