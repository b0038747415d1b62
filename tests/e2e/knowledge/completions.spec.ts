import type { Page } from '@playwright/test'
import { expect, expectNoSeriousA11yViolations, factories, signInAs, test } from '../fixtures'

const TIMELINE = '/knowledgebase/acknowledgement-timeline'
const LEADERBOARD = '/knowledgebase/acknowledgement-leaderboard'

/**
 * A company whose admin reads the reports: Una (Sales) signed the fire drill and finished the
 * safety course with its certificate; Vic (Ops) marked the fire drill as read, later.
 */
async function completionsCompany() {
  const { makeCompanyWithAdmin, makeMember } = await factories()
  const [reports, reading, org] = await Promise.all([
    import('#tests/factories/course-reports'),
    import('#tests/factories/knowledge-reading'),
    import('#tests/factories/org'),
  ])
  const { company, admin } = await makeCompanyWithAdmin()
  const una = await makeMember(company, { firstName: 'Una', lastName: 'Ull' })
  const vic = await makeMember(company, { firstName: 'Vic', lastName: 'Vale' })
  await org.placeInOrg(una.membership, {
    divisionId: (await org.makeDivision(company, { name: 'Sales' })).id,
  })
  await org.placeInOrg(vic.membership, {
    divisionId: (await org.makeDivision(company, { name: 'Ops' })).id,
  })
  const drill = await reading.insertArticle(company, { title: 'Fire drill' })
  const course = await reports.insertCourse(company, {
    name: 'Safety basics',
    hasCertificate: true,
  })
  await reports.insertAcknowledgement(una.membership, drill.id, new Date('2026-03-01T09:00:00Z'))
  await reports.insertCourseCompletion(
    una.membership,
    course.id,
    new Date('2026-03-02T09:00:00Z'),
    {
      certificate: true,
    },
  )
  await reports.insertAcknowledgement(vic.membership, drill.id, new Date('2026-03-03T09:00:00Z'), {
    method: 'read',
  })
  return { admin, una }
}

const rowHeaders = (page: Page) => page.getByRole('table').getByRole('rowheader')

test('an admin filters All Completions and downloads the rows as CSV', async ({ page }) => {
  const { admin, una } = await completionsCompany()
  await signInAs(page, admin, { at: TIMELINE })
  await expect(page.getByRole('heading', { level: 1, name: 'All Completions' })).toBeVisible()
  await expect(rowHeaders(page)).toHaveText(['Vic Vale', 'Una Ull', 'Una Ull'])
  await expectNoSeriousA11yViolations(page)

  await page.getByLabel('Person').fill('una')
  await page.getByLabel('Kind').selectOption({ label: 'Courses' })
  await page.getByRole('button', { name: 'Filter' }).click()
  await expect(page).toHaveURL(/person=una/)
  await expect(rowHeaders(page)).toHaveText(['Una Ull'])
  const table = page.getByRole('table')
  await expect(table.getByRole('link', { name: 'Safety basics' })).toBeVisible()
  await expect(table).toContainText('Course completed, certificate issued')
  await expect(table.getByRole('link', { name: 'Fire drill' })).toHaveCount(0)

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download CSV' }).click(),
  ])
  expect(download.suggestedFilename()).toBe('completions.csv')
  const { readFile } = await import('node:fs/promises')
  const csv = await readFile(await download.path(), 'utf8')
  expect(csv.split('\r\n')).toEqual([
    'When (UTC),Person,Email,Division,Kind,Item,How,Status',
    `2026-03-02 09:00,Una Ull,${una.user.email},Sales,Course,Safety basics,"Course completed, certificate issued",Current`,
    '',
  ])
})

test('the leaderboard ranks people by their completions in the period', async ({ page }) => {
  const { admin } = await completionsCompany()
  await signInAs(page, admin, { at: LEADERBOARD })
  await expect(page.getByRole('heading', { level: 1, name: 'Leaderboard' })).toBeVisible()
  await page.getByLabel('Period').selectOption({ label: 'All time' })
  await page.getByRole('button', { name: 'Filter' }).click()
  await expect(page).toHaveURL(/period=all/)
  await expect(rowHeaders(page)).toHaveText(['Una Ull', 'Vic Vale'])
  await expect(page.getByRole('row', { name: /Una Ull/ })).toContainText('Sales')
  await expectNoSeriousA11yViolations(page)

  await page.getByLabel('Division').selectOption({ label: 'Ops' })
  await page.getByRole('button', { name: 'Filter' }).click()
  await expect(rowHeaders(page)).toHaveText(['Vic Vale'])
})
