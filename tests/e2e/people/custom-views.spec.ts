import type { Page } from '@playwright/test'
import { expect, expectNoSeriousA11yViolations, test, signInAs } from '../fixtures'
import { DIRECTORY, directoryCompany, filters, listedNames } from './directory-helpers'

const views = (page: Page) => page.getByRole('region', { name: 'Saved views' })
/** The Rename / Delete disclosure of a view (a <details> summary). */
const opener = (page: Page, label: 'Rename' | 'Delete') =>
  views(page).locator('summary', { hasText: label })

test('a member saves the current filters as a shared view; a colleague opens it', async ({
  page,
  newDevice,
}) => {
  test.slow()
  const { employee, admin } = await directoryCompany()
  await signInAs(page, employee, { at: DIRECTORY })
  await expect(views(page).getByText('No saved views yet.', { exact: false })).toBeVisible()
  await filters(page).getByLabel('Division').selectOption({ label: 'Sales' })
  await filters(page).getByRole('button', { name: 'Apply filters' }).click()
  await expect(listedNames(page)).toHaveText(['Bea Baker'])

  await views(page).getByLabel('View name').fill('Sales team')
  await views(page).getByLabel('Share with everyone in the company').check()
  await views(page).getByRole('button', { name: 'Save view' }).click()
  await expect(page.getByText('View saved.')).toBeVisible()
  await expect(page.getByText('Showing the view “Sales team”')).toBeVisible()
  await expect(views(page).getByRole('link', { name: 'Sales team' })).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  // A colleague finds it in the list and opens it: the filters apply.
  const colleague = await newDevice()
  await signInAs(colleague.page, admin, { at: DIRECTORY })
  await expect(listedNames(colleague.page)).toHaveCount(4)
  await expect(views(colleague.page)).toContainText('Shared by Eve Employee')
  await views(colleague.page).getByRole('link', { name: 'Sales team' }).click()
  await expect(listedNames(colleague.page)).toHaveText(['Bea Baker'])
  await expect(filters(colleague.page).getByLabel('Division')).toHaveValue(/\d+/)
  // Not the owner: no rename; an admin may delete a shared view.
  await expect(opener(colleague.page, 'Rename')).toHaveCount(0)
  await expect(opener(colleague.page, 'Delete')).toHaveCount(1)
  await expectNoSeriousA11yViolations(colleague.page)
})

test('the owner renames and deletes a private view; an empty name is refused', async ({ page }) => {
  test.slow()
  const { employee } = await directoryCompany()
  await signInAs(page, employee, { at: `${DIRECTORY}?q=cruz` })
  await views(page).getByRole('button', { name: 'Save view' }).click()
  await expect(page.getByRole('alert')).toContainText('This field is required')
  await expect(views(page).getByLabel('View name')).toHaveAccessibleDescription(
    /This field is required/,
  )
  await expectNoSeriousA11yViolations(page)

  await views(page).getByLabel('View name').fill('Cal only')
  await views(page).getByRole('button', { name: 'Save view' }).click()
  await expect(page.getByText('View saved.')).toBeVisible()
  await expect(views(page)).toContainText('Only you')

  await page.goto(DIRECTORY)
  await opener(page, 'Rename').click()
  await views(page).getByLabel('New name of “Cal only”').fill('Cal')
  await views(page).getByRole('button', { name: 'Rename view' }).click()
  await expect(page.getByText('View renamed.')).toBeVisible()
  await expect(listedNames(page)).toHaveText(['Cal Cruz'])
  await expect(views(page).getByRole('link', { name: 'Cal', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  )

  await opener(page, 'Delete').click()
  await expect(views(page).getByText('Delete the view “Cal”?')).toBeVisible()
  await views(page).getByRole('button', { name: 'Delete view' }).click()
  await expect(page.getByText('View deleted.')).toBeVisible()
  await expect(views(page).getByRole('link', { name: 'Cal', exact: true })).toHaveCount(0)
  await expectNoSeriousA11yViolations(page)
})

test("another company's view and a colleague's private view do not open (404)", async ({
  page,
}) => {
  const acme = await directoryCompany()
  const globex = await directoryCompany()
  const { db } = await import('~/platform/db.server')
  const { customViews } = await import('~/domains/people/custom-fields.tables')
  const [theirs, colleagues] = await db
    .insert(customViews)
    .values([
      {
        companyId: globex.company.id,
        ownerMembershipId: globex.admin.membership.id,
        name: 'Globex secret',
        type: 'directory',
        filters: { q: 'x' },
        isShared: true,
      },
      {
        companyId: acme.company.id,
        ownerMembershipId: acme.admin.membership.id,
        name: 'Admin private',
        type: 'directory',
        filters: { q: 'y' },
        isShared: false,
      },
    ])
    .returning()
  await signInAs(page, acme.employee)
  for (const view of [theirs!, colleagues!]) {
    const response = await page.goto(`${DIRECTORY}?view=${view.id}`)
    expect(response?.status()).toBe(404)
  }
  await page.goto(DIRECTORY)
  await expect(views(page)).not.toContainText('Globex secret')
  await expect(views(page)).not.toContainText('Admin private')
})
