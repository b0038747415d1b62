import { expect, expectNoSeriousA11yViolations, factories, signInAs, test } from '../fixtures'

test('the dashboard shows my unfinished assigned courses with their progress, and opens one', async ({
  page,
}) => {
  const { makeCompanyWithAdmin, makeMember } = await factories()
  const { makeCourse, makeCompletion } = await import('#tests/factories/courses')
  const { insertArticle } = await import('#tests/factories/knowledge-reading')
  const { company } = await makeCompanyWithAdmin()
  const learner = await makeMember(company, { firstName: 'Sam', lastName: 'Learner' })
  const article = await insertArticle(company, { title: 'Exits' })
  const mine = { membershipIds: [learner.membership.id] }
  const course = await makeCourse(company, {
    name: 'Fire safety',
    sections: [{ title: 'All', items: [{ article: article.id }] }],
    assign: mine,
  })
  const finished = await makeCourse(company, { name: 'Ladders', assign: mine })
  await makeCompletion(company, finished.id, learner.membership.id)
  await makeCourse(company, { name: 'Managers only' })

  await signInAs(page, learner)

  const card = page.getByRole('region', { name: 'Assigned courses' })
  await expect(card).toContainText('Unfinished assigned courses: 1')
  await expect(card.getByRole('progressbar', { name: 'Progress in Fire safety' })).toHaveAttribute(
    'aria-valuenow',
    '0',
  )
  await expect(card.getByRole('listitem')).toHaveText(['Fire safety0 %'])
  await expectNoSeriousA11yViolations(page)

  await card.getByRole('link', { name: 'Fire safety' }).click()
  await expect(page).toHaveURL(`/knowledgebase/courses/${course.id}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fire safety')
})

test('the dashboard has no course card when nothing is left to finish', async ({ page }) => {
  const { makeCompanyWithAdmin } = await factories()
  const { admin } = await makeCompanyWithAdmin()
  await signInAs(page, admin)
  await expect(page.getByRole('region', { name: 'Assigned articles' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Assigned courses' })).toHaveCount(0)
})
