import { readFile } from 'node:fs/promises'
import { expect, expectNoSeriousA11yViolations, factories, signInAs, test } from '../fixtures'

const courseFactories = () => import('#tests/factories/courses')
const knowledge = () => import('#tests/factories/knowledge-reading')

/**
 * A learner (Sam Learner) with one course assigned: 'Fire safety', with a certificate, whose
 * sections hold a signature article and a quiz. The quiz is already passed (an attempt made
 * through the factory: taking a quiz is the quizzes part's page), so acknowledging the article
 * is the last step.
 */
async function learnerWithCourse() {
  const { makeCompanyWithAdmin, makeMember } = await factories()
  const { makeCourse, makeQuizRow, makeQuizAttempt } = await courseFactories()
  const { insertArticle } = await knowledge()
  const { company } = await makeCompanyWithAdmin('Acme Training')
  const learner = await makeMember(company, { firstName: 'Sam', lastName: 'Learner' })
  const article = await insertArticle(company, {
    title: 'Escape routes',
    body: '<h2>Where to meet</h2><p>Meet at the car park.</p>',
  })
  const quiz = await makeQuizRow(company, 'Escape routes check')
  const course = await makeCourse(company, {
    name: 'Fire safety',
    category: 'Safety',
    hasCertificate: true,
    sections: [
      { title: 'Check what you know', items: [{ quiz: quiz.id }] },
      { title: 'Read', items: [{ article: article.id }] },
    ],
    assign: { membershipIds: [learner.membership.id] },
  })
  await makeQuizAttempt(company, quiz.id, learner.membership.id)
  return { learner, article, course }
}

test('a learner finishes an assigned course and opens its certificate and verification page', async ({
  page,
}) => {
  const { learner, course } = await learnerWithCourse()
  await signInAs(page, learner, { at: '/knowledgebase/assigned-courses' })
  await expect(page.getByRole('heading', { level: 1, name: 'Assigned Courses' })).toBeVisible()
  const row = page.getByRole('row', { name: /Fire safety/ })
  await expect(row).toContainText('Safety')
  await expect(row).toContainText('50 %')
  await expect(row.getByRole('link', { name: 'Escape routes' })).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  await row.getByRole('link', { name: 'Fire safety' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Fire safety' })).toBeVisible()
  await expect(page.getByText('1 of 2 items complete')).toBeVisible()
  const next = page.locator('li[aria-current="step"]')
  await expect(next).toContainText('Escape routes')
  await expect(next).toContainText('Next')
  await expectNoSeriousA11yViolations(page)

  await next.getByRole('link', { name: 'Escape routes' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Escape routes' })).toBeVisible()
  await page.getByLabel('Type your full name to sign').fill('Sam Learner')
  await page.getByRole('button', { name: 'Acknowledge' }).click()
  await expect(page.getByText('Article acknowledged.')).toBeVisible()
  await page.getByRole('link', { name: 'Back to course: Fire safety' }).click()

  await expect(page).toHaveURL(new RegExp(`/knowledgebase/courses/${course.id}$`))
  await expect(page.getByTestId('course-progress')).toContainText('100 %')
  await expect(page.getByTestId('course-completed')).toContainText('You completed this course on')
  await expectNoSeriousA11yViolations(page)

  const download = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Download certificate' }).click()
  const pdf = await readFile((await (await download).path())!)
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')

  await page.getByRole('link', { name: 'Verify certificate' }).click()
  await expect(page).toHaveURL(/\/certificates\/[\w-]{22}$/)
  await expect(page.getByTestId('certificate-status')).toHaveText('This certificate is genuine.')
  await expect(page.getByText('Sam Learner')).toBeVisible()
  await expect(page.getByText('Acme Training')).toBeVisible()
  await expectNoSeriousA11yViolations(page)
})

test('a certificate address that names no certificate says so, signed in or not', async ({
  page,
}) => {
  const response = await page.goto('/certificates/this-code-names-no-certificate')
  expect(response?.status()).toBe(404)
  await expect(page.getByTestId('certificate-status')).toHaveText(
    'This is not a genuine certificate.',
  )
  await expectNoSeriousA11yViolations(page)
})
