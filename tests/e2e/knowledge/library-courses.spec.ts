import { expect, expectNoSeriousA11yViolations, factories, signInAs, test } from '../fixtures'
import { expectListed } from './reading-helpers'

test('a KB admin previews a library course, subscribes, and finds its articles in the company', async ({
  page,
}) => {
  const { makeCompanyWithAdmin } = await factories()
  const { admin } = await makeCompanyWithAdmin()
  await signInAs(page, admin, { at: '/knowledgebase/library-courses' })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Library Courses')
  const compliance = page.getByRole('region', { name: 'Compliance' })
  await expect(compliance.getByRole('link', { name: 'Data protection basics' })).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  await compliance.getByRole('link', { name: 'Data protection basics' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Data protection basics')
  await page.locator('summary', { hasText: 'The data protection principles' }).click()
  await expect(page.getByText('Purpose limitation.')).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  await page.getByRole('button', { name: 'Subscribe to Data protection basics' }).click()
  await expect(
    page.getByText('The course is now in your courses, ready to edit and assign.'),
  ).toBeVisible()
  const copy = page.getByRole('link', { name: 'In your courses: Data protection basics' })
  await expect(copy).toHaveAttribute('href', /^\/knowledgebase\/courses\/\d+\/edit$/)
  await expect(page.getByRole('button', { name: /^Subscribe/ })).toHaveCount(0)

  await page.goto('/knowledgebase/articles')
  await expectListed(page, [
    'What personal data is',
    'The data protection principles',
    'People’s rights and data breaches',
  ])
})
