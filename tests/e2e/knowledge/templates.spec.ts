import { expect, expectNoSeriousA11yViolations, signInAs, test } from '../fixtures'
import { companyWithCategory, publishedArticle } from './articles-helpers'

test('a KB admin defines a template and writes a new article from it', async ({ page }) => {
  test.slow() // four pages, the article form among them
  const { admin, company, category } = await companyWithCategory()
  await publishedArticle(admin, company, {
    title: 'Policy skeleton',
    article_category: category.id,
    body: '<h2>Purpose</h2><p>Why this policy exists.</p>',
  })
  await signInAs(page, admin, { at: '/knowledgebase/article-templates' })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Article templates')
  const add = page.getByRole('region', { name: 'Add template subject' })
  await add.getByRole('button', { name: 'Add subject' }).click()
  await expect(add.getByLabel('Subject article')).toHaveAccessibleDescription(
    /Choose the subject article/,
  )
  await add.getByLabel('Template category').fill('Policies')
  await add.getByLabel('Subject name').fill('Policy')
  await add.getByLabel('Subject article').selectOption({ label: 'Policy skeleton' })
  await add.getByRole('button', { name: 'Add subject' }).click()
  await expect(page.getByText('Template added.')).toBeVisible()
  const policies = page.getByRole('region', { name: 'Policies' })
  await expect(policies.getByRole('row', { name: /Policy/ })).toContainText('Policy skeleton')
  await expectNoSeriousA11yViolations(page)

  await page.goto('/knowledgebase/articles/create')
  await page.getByLabel('New article from template').selectOption({ label: 'Policies: Policy' })
  await page.getByRole('button', { name: 'Use template' }).click()
  await expect(page).toHaveURL(/\/knowledgebase\/articles\/create\?template=\d+$/)
  await expect(page.getByLabel('Category', { exact: true }).locator('option:checked')).toHaveText(
    'Warehouse',
  )
  await expect(page.getByLabel('Title')).toHaveValue('')
  await page.getByLabel('Title').fill('Leave policy')
  await page.getByRole('button', { name: 'Publish' }).click()
  await expect(page).toHaveURL(/\/knowledgebase\/articles\/\d+$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Leave policy')
  await expect(page.getByRole('heading', { name: 'Purpose' })).toBeVisible()
  await expect(page.getByText('Why this policy exists.')).toBeVisible()
})
