import { expect, expectNoSeriousA11yViolations, test, signInAs } from '../fixtures'
import { addResponsibility, orgCompany, rowOf } from './divisions-resp-helpers'

const FORM = '/account/responsibilities'
const LIST = '/account/responsibilities/list'

test('creating a responsibility: title and description required; find staff and assign them', async ({
  page,
}) => {
  test.slow()
  const { admin } = await orgCompany()
  await signInAs(page, admin, { at: FORM })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Add a responsibility')
  await expectNoSeriousA11yViolations(page)

  await page.getByRole('button', { name: 'Add responsibility' }).click()
  await expect(page.getByText('An error occurred, please try again.')).toBeVisible()
  await expect(page.getByLabel('Title')).toHaveAccessibleDescription(/This field is required/)
  await expect(page.getByLabel('Description')).toHaveAccessibleDescription(/This field is required/)
  await expectNoSeriousA11yViolations(page)

  await page.getByLabel('Title').fill('Fire warden')
  await page.getByLabel('Description').fill('Checks exits every Monday')
  // The search narrows the staff list and keeps what was typed.
  await page.getByLabel('Find staff by name').fill('bak')
  await page.getByRole('button', { name: 'Search staff' }).click()
  await expect(page.getByRole('checkbox', { name: 'Bea Baker' })).toBeVisible()
  await expect(page.getByRole('checkbox', { name: 'Eve Employee' })).toHaveCount(0)
  await expect(page.getByLabel('Title')).toHaveValue('Fire warden')
  await page.getByRole('checkbox', { name: 'Bea Baker' }).check()
  await page.getByLabel('Find staff by name').fill('eve')
  await page.getByRole('button', { name: 'Search staff' }).click()
  // Bea stays ticked while searching for someone else.
  await expect(page.getByRole('checkbox', { name: 'Bea Baker' })).toBeChecked()
  await page.getByRole('checkbox', { name: 'Eve Employee' }).check()
  await expect(page.getByLabel('Description')).toHaveValue('Checks exits every Monday')
  await page.getByRole('button', { name: 'Add responsibility' }).click()

  await expect(page).toHaveURL(new RegExp(`${LIST}$`))
  await expect(page.getByText('Responsibility added.')).toBeVisible()
  const row = rowOf(page, 'Fire warden')
  await expect(row).toContainText('Bea Baker, Eve Employee')
  await expect(row).toContainText('Ada Admin')
  await expectNoSeriousA11yViolations(page)
})

test('the list searches; editing changes who holds it; deleting asks on a page first', async ({
  page,
}) => {
  test.slow()
  const { company, admin, bea } = await orgCompany()
  await addResponsibility(company.id, {
    title: 'Open the office',
    description: 'Unlock at 8:00',
    holders: [bea.membership.id],
    createdById: admin.membership.id,
  })
  await addResponsibility(company.id, { title: 'Water the plants', description: 'Fridays' })
  await signInAs(page, admin, { at: LIST })
  await expect(page.getByText('Responsibilities found: 2')).toBeVisible()
  await page.getByLabel('Search responsibilities').fill('office')
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  await expect(page.getByText('Responsibilities found: 1')).toBeVisible()
  await expect(rowOf(page, 'Water the plants')).toHaveCount(0)

  await rowOf(page, 'Open the office').getByRole('link', { name: /Edit/ }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Edit responsibility “Open the office”',
  )
  await expectNoSeriousA11yViolations(page)
  await expect(page.getByRole('checkbox', { name: 'Bea Baker' })).toBeChecked()
  await page.getByRole('checkbox', { name: 'Bea Baker' }).uncheck()
  await page.getByRole('checkbox', { name: 'Eve Employee' }).check()
  await page.getByRole('button', { name: 'Save responsibility' }).click()
  await expect(page.getByText('Responsibility updated.')).toBeVisible()
  await expect(rowOf(page, 'Open the office')).toContainText('Eve Employee')
  await expect(rowOf(page, 'Open the office')).not.toContainText('Bea Baker')

  await rowOf(page, 'Open the office')
    .getByRole('link', { name: /Delete/ })
    .click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Delete responsibility “Open the office”?',
  )
  await expect(page.getByText('People who hold it: 1.')).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await page.getByRole('button', { name: 'Delete responsibility' }).click()
  await expect(page.getByText('Responsibility deleted.')).toBeVisible()
  await expect(rowOf(page, 'Open the office')).toHaveCount(0)
  await expect(rowOf(page, 'Water the plants')).toBeVisible()
})

test('a profile shows the responsibilities the person holds, to colleagues and to themselves', async ({
  page,
}) => {
  const { company, admin, bea, employee } = await orgCompany()
  await addResponsibility(company.id, {
    title: 'First aider',
    description: 'Keeps the kits stocked',
    holders: [bea.membership.id, employee.membership.id],
    createdById: admin.membership.id,
  })
  await signInAs(page, employee, { at: `/account/employee/${bea.membership.id}` })
  const section = page.getByRole('region', { name: 'Responsibilities' })
  await expect(section).toContainText('First aider')
  await expect(section).toContainText('Keeps the kits stocked')
  await expect(section.getByRole('link', { name: 'Manage responsibilities' })).toHaveCount(0)
  await expectNoSeriousA11yViolations(page)
  await page.goto('/account/profile')
  await expect(page.getByRole('region', { name: 'Responsibilities' })).toContainText('First aider')
})

test('only profile admins manage responsibilities; another company’s is not found', async ({
  page,
}) => {
  const { company, employee } = await orgCompany()
  const duty = await addResponsibility(company.id, { title: 'Secret', description: 'Hidden' })
  const other = await orgCompany()
  await signInAs(page, employee)
  for (const path of [FORM, LIST, `${FORM}/${duty.id}/edit`, `${FORM}/${duty.id}/delete`]) {
    expect((await page.goto(path))?.status(), path).toBe(403)
  }
  await page.context().clearCookies()
  await signInAs(page, other.admin)
  for (const path of [`${FORM}/${duty.id}/edit`, `${FORM}/${duty.id}/delete`]) {
    expect((await page.goto(path))?.status(), path).toBe(404)
  }
})

test('articles chosen on the responsibility form are kept, through a staff search too', async ({
  page,
  javaScriptEnabled,
}) => {
  const { company, admin, bea } = await orgCompany()
  const duty = await addResponsibility(company.id, {
    title: 'Fire warden',
    description: 'Checks exits',
    holders: [bea.membership.id],
  })
  const { makeArticle } = await import('#tests/factories/knowledge-articles')
  await makeArticle(company, { title: 'Evacuation plan' })
  await makeArticle(company, { title: 'Canteen menu' })
  await signInAs(page, admin, { at: `${FORM}/${duty.id}/edit` })
  const articles = page.getByRole('group', { name: 'Articles (optional)' })
  if (javaScriptEnabled) {
    await page.getByLabel('Filter articles').fill('evac')
    await expect(articles.getByRole('checkbox', { name: 'Canteen menu' })).toBeHidden()
  }
  await articles.getByRole('checkbox', { name: 'Evacuation plan' }).check()
  await page.getByLabel('Find staff by name').fill('eve')
  await page.getByRole('button', { name: 'Search staff' }).click()
  await expect(page.getByRole('checkbox', { name: 'Eve Employee' })).toBeVisible()
  await expect(articles.getByRole('checkbox', { name: 'Evacuation plan' })).toBeChecked()
  await expectNoSeriousA11yViolations(page)
  await page.getByRole('button', { name: 'Save responsibility' }).click()
  await expect(page.getByText('Responsibility updated.')).toBeVisible()

  await page.goto(`${FORM}/${duty.id}/edit`)
  await expect(articles.getByRole('checkbox', { name: 'Evacuation plan' })).toBeChecked()
  await expect(articles.getByRole('checkbox', { name: 'Canteen menu' })).not.toBeChecked()
})
