import { expect, signInAs, test, waitForHydration } from '../fixtures'
import { companyWithCategory } from './articles-helpers'

test('an admin adds a division from the article form and finds it chosen, nothing typed lost', async ({
  page,
  javaScriptEnabled,
}) => {
  test.slow() // the article form, twice without JavaScript
  const { admin } = await companyWithCategory()
  await signInAs(page, admin, { at: '/knowledgebase/articles/create' })
  if (javaScriptEnabled) await waitForHydration(page)
  await page.getByLabel('Title').fill('Forklift basics')
  await page.getByLabel('Category', { exact: true }).selectOption({ label: 'Warehouse' })
  await page.locator('summary', { hasText: 'Divisions/Depts' }).click()

  if (javaScriptEnabled) {
    await page.getByRole('button', { name: 'Add Division/Dept' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add Division/Dept' })
    await dialog.getByRole('button', { name: 'Add Division/Dept' }).click()
    await expect(dialog.getByLabel('Division/Dept name')).toHaveAccessibleDescription(
      /This field is required/,
    )
    await dialog.getByLabel('Division/Dept name').fill('Logistics')
    await expect(dialog.getByLabel('Division/Dept colour')).toHaveValue('#0cb2fc')
    await dialog.getByRole('button', { name: 'Add Division/Dept' }).click()
    await expect(dialog).toBeHidden()
  } else {
    await page.locator('summary', { hasText: 'Add Division/Dept' }).click()
    await page.getByRole('button', { name: 'Add Division/Dept' }).click()
    await expect(page.getByLabel('Division/Dept name')).toHaveAccessibleDescription(/required/i)
    await page.getByLabel('Division/Dept name').fill('Logistics')
    await page.getByRole('button', { name: 'Add Division/Dept' }).click()
  }
  await expect(page.getByRole('checkbox', { name: 'Logistics' })).toBeChecked()
  await expect(page.getByLabel('Title')).toHaveValue('Forklift basics')
  await expect(page.getByLabel('Category', { exact: true }).locator('option:checked')).toHaveText(
    'Warehouse',
  )
  await page.getByRole('button', { name: 'Publish' }).click()
  await expect(page).toHaveURL(/\/knowledgebase\/articles\/\d+$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Forklift basics')
})
