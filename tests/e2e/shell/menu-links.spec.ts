import type { Page } from '@playwright/test'
import { expect, expectNoSeriousA11yViolations, test, signInAs } from '../fixtures'
import { addMenuLink, companyWithStaff, mainMenu, shellTables } from './shell-helpers'

const PAGE = '/account/settings/menu-links'

const addForm = (page: Page) => page.getByRole('region', { name: 'Add a link' })
const row = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) })

async function addLink(
  page: Page,
  values: { name: string; url: string; order?: string; parent?: string },
) {
  const form = addForm(page)
  await form.getByLabel('Name').fill(values.name)
  await form.getByLabel('Web address').fill(values.url)
  if (values.order) await form.getByLabel('Order').fill(values.order)
  if (values.parent)
    await form.getByLabel('Parent link (optional)').selectOption({ label: values.parent })
  await form.getByRole('button', { name: 'Add link' }).click()
}

test('an admin adds links; a link with a parent shows as a submenu', async ({ page }) => {
  // Several pages and forms in one story: give it room on a busy machine.
  test.slow()
  const { admin } = await companyWithStaff()
  await signInAs(page, admin, { at: PAGE })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Menu Links')
  await expect(page.getByText('There are no menu links yet. Add one below.')).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  await addLink(page, { name: 'Handbook', url: 'https://handbook.example.com/' })
  await expect(page.getByText('Link added.')).toBeVisible()
  await expect(row(page, 'Handbook')).toContainText('https://handbook.example.com/')
  await addLink(page, { name: 'Holidays', url: '/knowledgebase/articles', parent: 'Handbook' })
  await expect(page.getByText('Link added.')).toBeVisible()
  await expect(row(page, 'Holidays')).toContainText('Handbook')

  const menu = mainMenu(page)
  const holidays = menu.getByRole('link', { name: /Holidays/ })
  await expect(holidays).toBeHidden()
  await menu.getByText('Handbook', { exact: true }).first().click()
  await expect(holidays).toBeVisible()
  await expect(holidays).toHaveAttribute('target', '_blank')
  await expectNoSeriousA11yViolations(page)
})

test('a link without a name or with a bad address is refused with the spec message', async ({
  page,
}) => {
  const { admin } = await companyWithStaff()
  await signInAs(page, admin, { at: PAGE })
  await addLink(page, { name: '', url: 'javascript:alert(1)' })
  await expect(page.getByText('Error With Adding Link')).toBeVisible()
  await expect(addForm(page).getByLabel('Name')).toHaveAccessibleDescription(
    /This field is required/,
  )
  await expect(addForm(page).getByLabel('Web address')).toHaveAccessibleDescription(
    /Enter a web address starting with http/,
  )
  await expect(page.getByText('There are no menu links yet. Add one below.')).toBeVisible()
  await expectNoSeriousA11yViolations(page)
})

test('an admin edits a link; an edit made from an older version is refused (409)', async ({
  page,
}) => {
  // Several pages and forms in one story: give it room on a busy machine.
  test.slow()
  const { company, admin } = await companyWithStaff()
  const link = await addMenuLink(company.id, { name: 'Wiki', url: 'https://wiki.example.com/' })
  await signInAs(page, admin, { at: PAGE })
  await row(page, 'Wiki').getByRole('link', { name: /Edit/ }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Edit link “Wiki”')
  await expectNoSeriousA11yViolations(page)
  await page.getByLabel('Name').fill('Team wiki')
  await page.getByRole('button', { name: 'Save link' }).click()
  await expect(page.getByText('Link updated.')).toBeVisible()
  await expect(row(page, 'Team wiki')).toBeVisible()

  // Someone else saves while this admin has the form open.
  await page.goto(`${PAGE}/${link.id}/edit`)
  const { db, companyMenuLinks, eq } = await shellTables()
  await db
    .update(companyMenuLinks)
    .set({ name: 'Renamed elsewhere', version: link.version + 5 })
    .where(eq(companyMenuLinks.id, link.id))
  await page.getByLabel('Name').fill('My change')
  const response = page.waitForResponse((r) => r.request().method() === 'POST')
  await page.getByRole('button', { name: 'Save link' }).click()
  expect((await response).status()).toBe(409)
  await expect(page.getByText('Error With Updating Link')).toBeVisible()
  await expect(
    page.getByText('This link was changed by someone else. Reload it and try again.'),
  ).toBeVisible()
  await expect(page.getByRole('region', { name: 'The link as it is saved now' })).toContainText(
    'Renamed elsewhere',
  )
  await expect(page.getByLabel('Name')).toHaveValue('My change')
  await expectNoSeriousA11yViolations(page)
})

test('deleting asks first, on a page that works without JavaScript', async ({ page }) => {
  const { company, admin } = await companyWithStaff()
  const parent = await addMenuLink(company.id, { name: 'Old tools', url: '/' })
  await addMenuLink(company.id, { name: 'Old child', url: '/x', parentId: parent.id })
  await signInAs(page, admin, { at: PAGE })
  await row(page, 'Old tools')
    .getByRole('link', { name: /Delete/ })
    .click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Delete link “Old tools”?')
  await expect(page.getByText('Its submenu links move to the top level of the menu.')).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await page.getByRole('button', { name: 'Delete link' }).click()
  await expect(page.getByText('Link deleted.')).toBeVisible()
  await expect(row(page, 'Old tools')).toHaveCount(0)
  await expect(row(page, 'Old child')).toBeVisible()
})

test('deleting a link that is already gone says so', async ({ page }) => {
  const { company, admin } = await companyWithStaff()
  const link = await addMenuLink(company.id, { name: 'Doomed', url: '/' })
  await signInAs(page, admin, { at: `${PAGE}/${link.id}/delete` })
  const { db, companyMenuLinks, eq } = await shellTables()
  await db.delete(companyMenuLinks).where(eq(companyMenuLinks.id, link.id))
  await page.getByRole('button', { name: 'Delete link' }).click()
  await expect(page.getByText('Error deleting menu link')).toBeVisible()
})

test('only company admins manage links: others get 403 on the pages and the forms', async ({
  page,
  baseURL,
}) => {
  const { company, employee } = await companyWithStaff()
  const link = await addMenuLink(company.id, { name: 'Kept', url: '/' })
  await signInAs(page, employee)
  for (const path of [PAGE, `${PAGE}/${link.id}/edit`, `${PAGE}/${link.id}/delete`]) {
    expect((await page.goto(path))?.status(), path).toBe(403)
  }
  const headers = { Origin: baseURL! }
  const add = await page.request.post(PAGE, {
    headers,
    form: { intent: 'add', name: 'Sneaky', url: '/' },
  })
  expect(add.status()).toBe(403)
  const remove = await page.request.post(PAGE, {
    headers,
    form: { intent: 'delete', id: String(link.id) },
  })
  expect(remove.status()).toBe(403)
  const edit = await page.request.post(`${PAGE}/${link.id}/edit`, {
    headers,
    form: { name: 'Sneaky', version: '1' },
  })
  expect(edit.status()).toBe(403)
  const { db, companyMenuLinks, eq } = await shellTables()
  const rows = await db
    .select()
    .from(companyMenuLinks)
    .where(eq(companyMenuLinks.companyId, company.id))
  expect(rows.map((r) => r.name)).toEqual(['Kept'])
})

test("another company's link is not found", async ({ page }) => {
  const { admin } = await companyWithStaff()
  const other = await companyWithStaff()
  const link = await addMenuLink(other.company.id, { name: 'Theirs', url: '/' })
  await signInAs(page, admin)
  expect((await page.goto(`${PAGE}/${link.id}/edit`))?.status()).toBe(404)
  expect((await page.goto(`${PAGE}/${link.id}/delete`))?.status()).toBe(404)
})
