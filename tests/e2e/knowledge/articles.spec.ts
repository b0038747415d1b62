import {
  expect,
  expectNoSeriousA11yViolations,
  signInAs,
  test,
  waitForHydration,
} from '../fixtures'
import { companyWithCategory, editElsewhere, publishedArticle } from './articles-helpers'

const HANDBOOK = 'tests/fixtures/knowledge/Safety_Handbook-2024.pdf'

test('an article is checked, saved as draft, published, edited and compared with its first version', async ({
  page,
  javaScriptEnabled,
}) => {
  test.slow() // several pages, each checked with axe
  const { admin } = await companyWithCategory()
  await signInAs(page, admin, { at: '/knowledgebase/articles/create' })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create Article')
  if (javaScriptEnabled) await waitForHydration(page)
  await expectNoSeriousA11yViolations(page)

  if (!javaScriptEnabled) {
    // Without JS a file and a new type travel with the refused form and must come back.
    await page.getByRole('checkbox', { name: 'Files', exact: true }).check()
    await page.locator('input[type=file][name=files]').setInputFiles(HANDBOOK)
    await page.getByText('New type', { exact: true }).click()
    await page.getByLabel('Type name').fill('Procedure')
    // Exact: the form's 'Add Division/Dept' section has a 'Division/Dept colour' too.
    await page.getByLabel('Colour', { exact: true }).fill('#1e88e5')
  }
  await page.getByRole('button', { name: 'Publish' }).click()
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' })
  await expect(summary).toContainText('please add an Article Title')
  await expect(summary).toContainText('Please Add an Article Category')
  await expect(page.getByLabel('Title')).toHaveAccessibleDescription(/A title is required/)
  await expect(page.getByLabel('Category', { exact: true })).toHaveAccessibleDescription(
    /Please select a category/,
  )
  const handbook = page.getByRole('checkbox', { name: /Safety Handbook 2024/ })
  if (!javaScriptEnabled) {
    await expect(handbook).toBeChecked()
    await expect(page.getByLabel('Type name')).toHaveValue('Procedure')
    await expectNoSeriousA11yViolations(page)
  }

  await page.getByLabel('Title').fill('Forklift basics')
  await page.getByLabel('Category', { exact: true }).selectOption({ label: 'Warehouse' })
  await page.getByLabel('Article text').fill('<p>Check the brakes first.</p>')
  await page.getByRole('button', { name: 'Save draft' }).click()
  await expect(page).toHaveURL(/\/knowledgebase\/articles\/\d+\/edit$/)
  const id = Number(/articles\/(\d+)\/edit/.exec(page.url())![1])
  await expect(page.getByText('Draft saved.')).toBeVisible()
  await expect(page.getByLabel('Title')).toHaveValue('Forklift basics')
  if (!javaScriptEnabled) {
    await expect(page.getByLabel('Type', { exact: true }).locator('option:checked')).toHaveText(
      'Procedure',
    )
    await expect(handbook).toBeChecked()
  }
  await page.getByRole('button', { name: 'Publish' }).click()
  await expect(page).toHaveURL(new RegExp(`/knowledgebase/articles/${id}$`))
  if (!javaScriptEnabled) {
    await expect(page.getByRole('link', { name: 'Safety Handbook 2024' })).toBeVisible()
  }

  await page.goto(`/knowledgebase/articles/${id}/edit`)
  await page.getByLabel('Article text').fill('<p>Check the horn first.</p>')
  await page.getByRole('button', { name: 'Update & Notify' }).click()
  await expect(page).toHaveURL(new RegExp(`/knowledgebase/articles/${id}$`))

  await page.goto(`/knowledgebase/articles/${id}/versions`)
  await expect(page.getByRole('row')).toHaveCount(3)
  await expectNoSeriousA11yViolations(page)
  await page.getByRole('link', { name: 'Revision 1' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Revision 1: Forklift basics')
  const changes = page.getByRole('region', { name: 'Text changes' })
  await expect(changes.locator('del')).toHaveText('Removed: brakes')
  await expect(changes.locator('ins')).toHaveText('Added: horn')
  await expectNoSeriousA11yViolations(page)
  await page.getByRole('button', { name: 'Restore this version' }).click()
  await expect(page).toHaveURL(new RegExp(`/knowledgebase/articles/${id}$`))
  await page.goto(`/knowledgebase/articles/${id}/versions`)
  await expect(page.getByRole('row')).toHaveCount(4)
})

test('a save made from an old version is refused with both versions shown', async ({
  page,
  javaScriptEnabled,
}) => {
  const { company, admin, category } = await companyWithCategory()
  const article = await publishedArticle(admin, company, {
    title: 'Loading dock',
    article_category: category.id,
    body: '<p>Chock the wheels.</p>',
  })
  await signInAs(page, admin, { at: `/knowledgebase/articles/${article.id}/edit` })
  if (javaScriptEnabled) await waitForHydration(page)
  await page.getByLabel('Title').fill('Loading dock rules')
  await editElsewhere(admin, company, article.id, article.version, 'Loading dock (new)')
  await page.getByRole('button', { name: "Update & Don't Notify" }).click()
  const conflict = page.getByRole('region', {
    name: 'Someone else saved this article while you were editing it',
  })
  await expect(conflict).toContainText('Loading dock (new)')
  await expect(conflict).toContainText('Loading dock rules')
  await expect(page.getByLabel('Title')).toHaveValue('Loading dock rules')
  await expectNoSeriousA11yViolations(page)
})

test('unsaved work is kept in the browser and offered back when the server has a newer version', async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, 'local form state needs JavaScript')
  const { company, admin, category } = await companyWithCategory()
  const article = await publishedArticle(admin, company, {
    title: 'Pallet racking',
    article_category: category.id,
    body: '<p>Inspect weekly.</p>',
  })
  await signInAs(page, admin, { at: `/knowledgebase/articles/${article.id}/edit` })
  await waitForHydration(page)
  await page.getByLabel('Title').fill('Pallet racking (my change)')
  await page.getByLabel('Title').blur()
  await editElsewhere(admin, company, article.id, article.version, 'Pallet racking v2')
  await page.reload()
  await waitForHydration(page)
  await expect(
    page.getByText('A newer version of this article was saved after your unsaved changes.'),
  ).toBeVisible()
  await page.getByRole('button', { name: 'Keep my draft' }).click()
  await expect(page.getByLabel('Title')).toHaveValue('Pallet racking (my change)')
  await page.getByRole('button', { name: 'Reset' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Form Reset' })).toHaveCount(1)
  await expect(page.getByLabel('Title')).toHaveValue('Pallet racking v2')
})
