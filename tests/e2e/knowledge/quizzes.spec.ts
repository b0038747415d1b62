import type { Page } from '@playwright/test'
import { expect, expectNoSeriousA11yViolations, factories, signInAs, test } from '../fixtures'

const field = (page: Page, name: string) => page.locator(`[name="${name}"]`)

/** A KB admin builds a three-question quiz with the editor (its structure buttons post the form). */
async function buildQuiz(page: Page) {
  await page.getByRole('link', { name: 'Quizzes', exact: true }).click()
  await page.getByRole('link', { name: 'Create Quiz' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create Quiz')
  await page.getByLabel('Title').fill('Ladder safety')
  await page.getByLabel('Pass mark (%)').fill('100')

  await field(page, 'questions[0].text').fill('Who may use the tall ladder?')
  await field(page, 'questions[0].options[0].text').fill('Anyone')
  await field(page, 'questions[0].options[1].text').fill('Trained staff')
  await page.getByLabel('Answer 2 is a right answer').check()

  await page.getByRole('button', { name: 'Add question' }).click()
  await expect(page.getByRole('heading', { name: 'Question 2' })).toBeVisible()
  await expect(field(page, 'questions[0].options[1].text')).toHaveValue('Trained staff')
  await field(page, 'questions[1].kind').selectOption('multiple')
  await field(page, 'questions[1].text').fill('What do you check first?')
  await field(page, 'questions[1].options[0].text').fill('The feet')
  await field(page, 'questions[1].options[1].text').fill('The rungs')
  await page.getByRole('button', { name: 'Add question' }).click()
  await field(page, 'questions[2].kind').selectOption('true_false')
  await field(page, 'questions[2].text').fill('A wet ladder is safe to climb.')
  // Adding an answer posts the form: question 3 comes back as true/false with its two answers.
  await page.getByRole('button', { name: 'Add answer to question 2' }).click()
  await field(page, 'questions[1].options[2].text').fill('The weather')
  await page
    .getByRole('group', { name: 'Answers (tick the right ones)' })
    .nth(1)
    .getByLabel('Answer 1 is a right answer')
    .check()
  await page
    .getByRole('group', { name: 'Answers (tick the right ones)' })
    .nth(1)
    .getByLabel('Answer 2 is a right answer')
    .check()
  await page.getByLabel('False is a right answer').check()
  await expectNoSeriousA11yViolations(page)

  await page.getByRole('button', { name: 'Create Quiz' }).last().click()
  await expect(page.getByText('Quiz saved.')).toBeVisible()
  await page.getByRole('link', { name: 'Take : Ladder safety' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ladder safety')
  return new URL(page.url()).pathname
}

async function answer(page: Page, who: string, check: string[], truth: 'True' | 'False') {
  await page.getByLabel(who).check()
  for (const label of check) await page.getByLabel(label).check()
  await page.getByLabel(truth).check()
  await page.getByRole('button', { name: 'Submit answers' }).click()
}

test('an admin builds a quiz; a member fails it, retakes and passes; the timeline shows both', async ({
  page,
}) => {
  const { makeCompanyWithAdmin, makeMember } = await factories()
  const { company, admin } = await makeCompanyWithAdmin()
  const member = await makeMember(company, { firstName: 'Maya', lastName: 'Member' })

  await signInAs(page, admin, { at: '/knowledgebase/quiz-acknowledgement-timeline' })
  await expect(page.getByText('No one has taken a quiz yet.')).toBeVisible()
  const quizPath = await buildQuiz(page)

  await signInAs(page, member, { at: quizPath })
  await expect(page.getByText('Unlimited attempts')).toBeVisible()
  await answer(page, 'Anyone', ['The feet'], 'False')
  const result = page.getByRole('region', { name: 'Not passed' })
  await expect(result).toContainText('Your score: 33 % (pass mark 100 %)')
  await expect(page.getByText('Wrong')).toHaveCount(2)
  await expect(page.getByText(/Right answer:/)).toHaveCount(0)
  await expectNoSeriousA11yViolations(page)

  await page.getByRole('link', { name: 'Take the quiz again' }).click()
  await answer(page, 'Trained staff', ['The feet', 'The rungs'], 'False')
  await expect(page.getByRole('region', { name: 'Passed' })).toContainText('Your score: 100 %')

  await signInAs(page, admin, { at: '/knowledgebase/quiz-acknowledgement-timeline' })
  await page.getByLabel('Quiz').selectOption({ label: 'Ladder safety' })
  await page.getByRole('button', { name: 'Filter' }).click()
  await expect(page.getByText('Attempts found: 2')).toBeVisible()
  const rows = page.getByRole('table', { name: 'Quiz attempts' }).getByRole('row')
  await expect(rows.nth(1)).toContainText('Maya Member')
  await expect(rows.nth(1)).toContainText('Passed')
  await expect(rows.nth(2)).toContainText('Not passed')
  await expectNoSeriousA11yViolations(page)
})

test('with JavaScript the editor keeps what was typed in the browser and offers it back', async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, 'Without JavaScript nothing is kept in the browser.')
  const { admin } = await (await factories()).makeCompanyWithAdmin()
  await signInAs(page, admin, { at: '/knowledgebase/quizzes/create' })
  await page.getByLabel('Title').fill('Half-typed quiz')
  await field(page, 'questions[0].text').fill('Is this kept?')
  await page.reload()
  await expect(page.getByText('Your unsaved changes to this form were restored.')).toBeVisible()
  await expect(page.getByLabel('Title')).toHaveValue('Half-typed quiz')
  await expect(field(page, 'questions[0].text')).toHaveValue('Is this kept?')
})
