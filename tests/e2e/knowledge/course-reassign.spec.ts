import { expect, expectNoSeriousA11yViolations, factories, signInAs, test } from '../fixtures'

const courseFactories = () => import('#tests/factories/courses')
const knowledge = () => import('#tests/factories/knowledge-reading')

/** Sam Learner has finished 'Fire safety' (one article, signed); Acme's admin manages courses. */
async function finishedCourse() {
  const { makeCompanyWithAdmin, makeMember, signedIn } = await factories()
  const { makeCourse } = await courseFactories()
  const { insertArticle } = await knowledge()
  const [{ acknowledgeArticle }, { testMeta }] = await Promise.all([
    import('~/domains/knowledge/reading/acknowledgements.server'),
    import('#tests/factories/request'),
  ])
  const { company, admin } = await makeCompanyWithAdmin('Acme Training')
  const learner = await makeMember(company, { firstName: 'Sam', lastName: 'Learner' })
  const article = await insertArticle(company, { title: 'Escape routes' })
  const course = await makeCourse(company, {
    name: 'Fire safety',
    sections: [{ title: 'Read', items: [{ article: article.id }] }],
    assign: { membershipIds: [learner.membership.id] },
  })
  const { actor } = await signedIn(learner.user, company)
  await acknowledgeArticle(actor, testMeta(), { article: article.id, signature: 'Sam Learner' })
  return { admin, learner, course }
}

test('a course admin reassigns a finished course and its learner has to read it again', async ({
  page,
}) => {
  const { admin, learner, course } = await finishedCourse()
  const path = `/knowledgebase/courses/${course.id}`
  await signInAs(page, admin, { at: path })
  await expect(page.getByRole('heading', { level: 1, name: 'Fire safety' })).toBeVisible()
  await page.getByText('Reassign to everyone who completed it').click()
  await page.getByRole('button', { name: 'Yes, reassign the course' }).click()
  await expect(page.getByText('Learners asked to complete the course again: 1.')).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  await page.context().clearCookies()
  await signInAs(page, learner, { at: path })
  await expect(page.getByTestId('course-progress')).toContainText('0 %')
  await expect(page.locator('li[aria-current="step"]')).toContainText('Read again')
  await expect(page.getByTestId('course-completed')).toHaveCount(0)
  await expectNoSeriousA11yViolations(page)
})
