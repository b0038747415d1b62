import { expect, expectNoSeriousA11yViolations, factories, signInAs, test } from '../fixtures'

async function kbCompany() {
  const [{ makeCompanyWithAdmin, makeMember }, taxonomy] = await Promise.all([
    factories(),
    import('#tests/factories/knowledge-taxonomy'),
  ])
  const { company, admin } = await makeCompanyWithAdmin()
  const staff = await makeMember(company)
  return { company, admin, staff, taxonomy }
}

test('a KB admin manages categories and types; staff see the category page with its articles', async ({
  page,
}) => {
  const { company, admin, staff, taxonomy } = await kbCompany()
  const safety = await taxonomy.makeCategory(company, 'Safety')
  await taxonomy.fileArticle(company, safety.id, { title: 'Wear your helmet' })
  await signInAs(page, admin, { at: '/knowledgebase/categories' })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Article categories')
  const add = page.getByRole('region', { name: 'Add category' })
  await add.getByRole('button', { name: 'Add category' }).click()
  await expect(add.getByLabel('Category name')).toHaveAccessibleDescription(
    /This field is required/,
  )
  await add.getByLabel('Category name').fill('Warehouse')
  await add.getByLabel('Inside (optional)').selectOption({ label: 'Safety' })
  await add.getByRole('button', { name: 'Add category' }).click()
  await expect(page.getByText('Category added.')).toBeVisible()
  await add.getByLabel('Category name').fill('Onboarding')
  await add.getByRole('button', { name: 'Add category' }).click()
  const tree = page.getByRole('region', { name: 'All categories' })
  await expect(tree.getByRole('link', { name: /^(Onboarding|Safety|Warehouse)$/ })).toHaveText([
    'Onboarding',
    'Safety',
    'Warehouse',
  ])
  await expectNoSeriousA11yViolations(page)

  await tree.getByRole('link', { name: /^Edit\s*: Safety$/ }).click()
  await page.getByRole('button', { name: 'Delete category “Safety”' }).click()
  await expect(page.getByRole('alert').first()).toContainText(
    'This category or one of its subcategories still has articles.',
  )

  await page.goto('/knowledgebase/article-types')
  const addType = page.getByRole('region', { name: 'Add type' })
  await addType.getByRole('button', { name: 'Add type' }).click()
  await expect(addType.getByLabel('Type name')).toHaveAccessibleDescription(
    /This field is required/,
  )
  await expect(addType.getByLabel('Colour')).toHaveAccessibleDescription(/This field is required/)
  await addType.getByLabel('Type name').fill('Policy')
  await addType.getByLabel('Colour').fill('#e53935')
  await addType.getByRole('button', { name: 'Add type' }).click()
  await expect(page.getByRole('row', { name: /Policy/ })).toContainText('#e53935')
  await expectNoSeriousA11yViolations(page)

  await signInAs(page, staff, { at: `/knowledgebase/categories/${safety.id}` })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Safety')
  await expect(page.getByRole('link', { name: 'Warehouse' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Wear your helmet' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Edit category' })).toHaveCount(0)
  await expectNoSeriousA11yViolations(page)
  const refused = await page.goto('/knowledgebase/article-types/1/edit')
  expect(refused?.status()).toBe(403)
})

test('a KB admin adds a definition; everyone reads the glossary', async ({ page }) => {
  const { admin, staff } = await kbCompany()
  await signInAs(page, admin, { at: '/knowledgebase/definitions' })
  const add = page.getByRole('region', { name: 'Add definition' })
  await add.getByRole('button', { name: 'Add definition' }).click()
  await expect(add.getByLabel('Term')).toHaveAccessibleDescription(/This field is required/)
  await add.getByLabel('Term').fill('PTO')
  await add.getByLabel('Definition', { exact: true }).fill('Paid time off')
  await add.getByRole('button', { name: 'Add definition' }).click()
  await expect(page.getByText('Definition added.')).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  await signInAs(page, staff, { at: '/knowledgebase/definitions' })
  await expect(page.getByRole('row', { name: /PTO/ })).toContainText('Paid time off')
  await expect(page.getByRole('region', { name: 'Add definition' })).toHaveCount(0)
})

test('a KB admin moves a subcategory to the top level; an emptied name is refused', async ({
  page,
}) => {
  const { company, admin, taxonomy } = await kbCompany()
  const safety = await taxonomy.makeCategory(company, 'Safety')
  const warehouse = await taxonomy.makeCategory(company, 'Warehouse', safety.id)
  const editPage = `/knowledgebase/categories/${warehouse.id}/edit`
  await signInAs(page, admin, { at: editPage })
  await expect(page.getByLabel('Inside (optional)')).toHaveValue(String(safety.id))

  await page.getByLabel('Category name').fill('')
  await page.getByRole('button', { name: 'Save category' }).click()
  await expect(page.getByLabel('Category name')).toHaveAccessibleDescription(
    /This field is required/,
  )

  await page.getByLabel('Category name').fill('Warehouse')
  await page.getByLabel('Inside (optional)').selectOption({ label: 'No parent (top level)' })
  await page.getByRole('button', { name: 'Save category' }).click()
  await expect(page.getByText('Category updated.')).toBeVisible()
  await page.goto(editPage)
  await expect(page.getByLabel('Inside (optional)')).toHaveValue('')
})
