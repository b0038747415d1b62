import { expect, expectNoSeriousA11yViolations, signInAs, test } from '../fixtures'
import { expectListed, openArticles, readingCompany } from './reading-helpers'

test('the article list filters in the query string and hides an ASSIGNED ONLY article from others', async ({
  page,
}) => {
  const { outsider, reader, articles } = await readingCompany()

  await openArticles(page, outsider)
  await expectListed(page, ['Laptop setup', 'Leave policy'])
  await expectNoSeriousA11yViolations(page)
  // Not in the list, and not at its address either.
  await page.goto(`/knowledgebase/articles/${articles.secret.id}`)
  await expect(page.getByText('Oops! Page Error found!')).toBeVisible()

  await openArticles(page, reader)
  await expect(page.getByText('Articles found: 5')).toBeVisible()
  await page.getByLabel('Search title or tags').fill('leave')
  await page.getByRole('button', { name: 'Apply filters' }).click()
  await expect(page).toHaveURL(/search=leave/)
  await expectListed(page, ['Leave policy'])

  await page.getByRole('link', { name: 'Clear filters' }).click()
  // The filter form is remounted per query string: choose only once the cleared list is shown.
  await expect(page).toHaveURL(/\/knowledgebase\/articles$/)
  await expect(page.getByText('Articles found: 5')).toBeVisible()
  await page.getByLabel('Category').selectOption({ label: 'Other' })
  await page.getByLabel('Type').selectOption({ label: 'How-to' })
  await page.getByRole('button', { name: 'Apply filters' }).click()
  await expect(page).toHaveURL(/type=\d+/)
  await expectListed(page, ['Laptop setup'])

  await page.goto('/knowledgebase/articles?tag=pto')
  await expectListed(page, ['Leave policy'])

  await page.goto('/knowledgebase/articles')
  await page.getByLabel('Assigned to me').check()
  await page.getByLabel('Unread').check()
  await page.getByRole('button', { name: 'Apply filters' }).click()
  await expectListed(page, ['Fire drill', 'Safety quiz', 'Secret plan'])
  await expectNoSeriousA11yViolations(page)
})

test('a reader signs an article with their full name; the dashboard and unread filter follow', async ({
  page,
}) => {
  const { reader, articles } = await readingCompany()
  await signInAs(page, reader)
  const assigned = page.getByRole('region', { name: 'Assigned articles' })
  await expect(assigned.getByRole('link', { name: 'Fire drill' })).toBeVisible()

  await assigned.getByRole('link', { name: 'Fire drill' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Fire drill' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Where to meet' })).toBeVisible()
  await expect(page.getByText('Sign as Sam Reader')).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  const name = page.getByLabel('Type your full name to sign')
  await name.fill('Someone Else')
  await page.getByRole('button', { name: 'Acknowledge' }).click()
  await expect(
    page.getByText('Type your full name exactly as it appears on your profile.').first(),
  ).toBeVisible()
  await page.getByLabel('Type your full name to sign').fill('Sam Reader')
  await page.getByRole('button', { name: 'Acknowledge' }).click()
  await expect(page.getByText('Article acknowledged.')).toBeVisible()
  await expect(page.getByTestId('acknowledged')).toContainText(
    'You signed this article as Sam Reader on',
  )
  await expectNoSeriousA11yViolations(page)

  await page.goto('/account/dashboard')
  await expect(assigned.getByRole('link', { name: 'Safety quiz' })).toBeVisible()
  await expect(assigned.getByRole('link', { name: 'Fire drill' })).toHaveCount(0)
  await page.goto('/knowledgebase/articles?unread=on&assigned=on')
  await expectListed(page, [articles.safetyQuiz.title, articles.secret.title])
})

test('a reader must answer the question correctly; the admin sees it in the read activity', async ({
  page,
}) => {
  const { admin, reader, articles } = await readingCompany()
  await signInAs(page, reader, { at: `/knowledgebase/articles/${articles.safetyQuiz.id}` })
  const question = page.getByRole('group', { name: 'What must you wear on the floor?' })
  await question.getByLabel('Sandals').check()
  await page.getByRole('button', { name: 'Submit answer' }).click()
  await expect(
    page.getByText('That answer is not correct. Read the article again and try once more.').first(),
  ).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  await question.getByLabel('Sandals').setChecked(false)
  await question.getByLabel('Helmet').check()
  await question.getByLabel('Boots').check()
  await page.getByRole('button', { name: 'Submit answer' }).click()
  await expect(page.getByTestId('acknowledged')).toContainText(
    'You answered the question correctly on',
  )

  await signInAs(page, admin, { at: `/knowledgebase/articles/${articles.safetyQuiz.id}` })
  await page.getByRole('link', { name: 'Read activity' }).click()
  await expect(page.getByTestId('activity-summary')).toHaveText(
    '1 of 1 assigned people have completed this article.',
  )
  const row = page.getByRole('row', { name: /Sam Reader/ })
  await expect(row).toContainText('Completed')
  await expect(row).toContainText('Correct answer')
  await expectNoSeriousA11yViolations(page)
})
