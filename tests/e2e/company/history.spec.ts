import { expect, expectNoSeriousA11yViolations, test, signInAs } from '../fixtures'
import { companyWithStaff } from '../shell/shell-helpers'
import { recordAction } from './company-helpers'

const PAGE = '/account/actions'

test('an admin filters the history by person and by action', async ({ page }) => {
  const { company, admin, employee } = await companyWithStaff()
  await recordAction(company.id, admin.user.id, 'menu_link.create', { type: 'menu_link', id: 1 })
  await recordAction(company.id, employee.user.id, 'todo.create', {
    type: 'membership',
    id: employee.membership.id,
  })
  await recordAction(company.id, employee.user.id, 'menu_link.create')
  await signInAs(page, admin, { at: PAGE })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('System Action History')
  const rows = page.getByRole('main').getByRole('row')
  await expect(rows.filter({ hasText: 'Added a menu link' })).toHaveCount(2)
  await expectNoSeriousA11yViolations(page)

  await page.getByLabel('Person').fill('Eve')
  await page.getByRole('button', { name: 'Filter' }).click()
  await expect(page).toHaveURL(/person=Eve/)
  await expect(rows).toHaveCount(3)
  await expect(rows.nth(1)).toContainText('Eve Employee')
  await expect(rows.nth(1)).toContainText('Added a menu link')
  await expect(rows.nth(2)).toContainText('Added a to-do')
  await expect(
    rows.nth(2).getByRole('link', { name: `Staff member #${employee.membership.id}` }),
  ).toHaveAttribute('href', `/account/employee/${employee.membership.id}`)

  await page.getByLabel('Action').selectOption({ label: 'Added a menu link' })
  await page.getByRole('button', { name: 'Filter' }).click()
  await expect(rows).toHaveCount(2)
  await expect(rows.nth(1)).toContainText('Eve Employee')
  await expectNoSeriousA11yViolations(page)

  await page.getByRole('link', { name: 'Clear filters' }).click()
  await expect(rows.filter({ hasText: 'Ada Admin' }).first()).toBeVisible()
})

test('an employee sees only their own actions', async ({ page }) => {
  const { company, admin, employee } = await companyWithStaff()
  await recordAction(company.id, admin.user.id, 'company.update')
  await recordAction(company.id, employee.user.id, 'todo.create')
  await signInAs(page, employee, { at: PAGE })
  await expect(
    page.getByText('You see your own actions. Profile admins see everyone’s.'),
  ).toBeVisible()
  await expect(page.getByLabel('Person')).toHaveCount(0)
  const table = page.getByRole('main').getByRole('table')
  await expect(table.getByRole('row').filter({ hasText: 'Added a to-do' })).toHaveCount(1)
  await expect(table.getByText('Changed the company settings')).toHaveCount(0)
  await expect(table.getByText('Ada Admin')).toHaveCount(0)
  await expectNoSeriousA11yViolations(page)
})
