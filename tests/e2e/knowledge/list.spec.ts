import { expect, expectNoSeriousA11yViolations, test } from '../fixtures'
import { expectListed, openArticles, readingCompany } from './reading-helpers'

test('a KB admin moves two articles to another category, then deletes them, from the list', async ({
  page,
}) => {
  const { admin } = await readingCompany()
  await openArticles(page, admin)
  await page.getByLabel('Select Leave policy').check()
  await page.getByLabel('Select Laptop setup').check()
  await page.getByRole('button', { name: 'Edit or delete selected' }).click()

  await expect(page.getByRole('heading', { name: '2 articles chosen' })).toBeVisible()
  await expect(page.getByRole('listitem').filter({ hasText: 'Leave policy' })).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await page.getByLabel('Category').selectOption({ label: 'Other' })
  await page.getByLabel('Visibility').selectOption({ label: 'PUBLIC' })
  await page.getByRole('button', { name: 'Save changes for every article chosen' }).click()
  await expect(page.getByText('Articles updated.')).toBeVisible()
  await page.getByLabel('Category').selectOption({ label: 'Other' })
  await page.getByRole('button', { name: 'Apply filters' }).click()
  await expectListed(page, ['Laptop setup', 'Leave policy', 'Secret plan'])

  await page.getByLabel('Select Leave policy').check()
  await page.getByLabel('Select Laptop setup').check()
  await page.getByRole('button', { name: 'Edit or delete selected' }).click()
  await page.getByRole('button', { name: 'Delete 2 articles' }).click()
  await expect(page.getByText('Articles deleted.')).toBeVisible()
  await expect(page.getByText('Articles found: 3')).toBeVisible()
})
