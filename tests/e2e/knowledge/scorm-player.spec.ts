import type { FrameLocator, Page } from '@playwright/test'
import { sharedTestFile } from '#tests/support/shared-testdata'
import { expect, expectNoSeriousA11yViolations, factories, signInAs, test } from '../fixtures'

/**
 * Rustici's "Golf Explained – Run-time Basic Calls" packages (SCORM 1.2 and 2004 3rd edition,
 * CC BY 3.0 US): one SCO of fifteen pages with its own Previous / Next buttons, which bookmarks
 * the page it shows, asks on a new visit whether to resume there, and reports itself completed
 * on its last page.
 */
const PACKAGES = {
  '1.2': 'golf_RuntimeBasicCalls_SCORM12.zip',
  '2004 3rd': 'golf_RuntimeBasicCalls_SCORM20043rdEdition.zip',
} as const

/** A KB admin and a learner of one company; the learner's course is made once a package exists. */
async function golfClub() {
  const { makeCompanyWithAdmin, makeMember } = await factories()
  const { company, admin } = await makeCompanyWithAdmin('Golf Club')
  const learner = await makeMember(company, { firstName: 'Sam', lastName: 'Learner' })
  return { company, admin, learner }
}

type Club = Awaited<ReturnType<typeof golfClub>>

/** Uploads a package through the upload page as the KB admin; returns its id. */
async function upload(page: Page, club: Club, zip: string): Promise<number> {
  await signInAs(page, club.admin, { at: '/knowledge-base/scorm/upload' })
  await page.getByLabel('Package (.zip)').setInputFiles(sharedTestFile('scorm', zip))
  await page.getByRole('button', { name: 'Upload package' }).click()
  await expect(page.getByText('Package uploaded.')).toBeVisible()
  const [{ db }, { scormPackages }, { eq }] = await Promise.all([
    import('~/platform/db.server'),
    import('~/domains/scorm/scorm.tables'),
    import('drizzle-orm'),
  ])
  const [pkg] = await db
    .select({ id: scormPackages.id })
    .from(scormPackages)
    .where(eq(scormPackages.companyId, club.company.id))
  return pkg!.id
}

async function courseWith(club: Club, packageId: number) {
  const { makeCourse } = await import('#tests/factories/courses')
  return makeCourse(club.company, {
    name: 'Golf for beginners',
    sections: [{ title: 'Learn the game', items: [{ scorm: packageId }] }],
    assign: { membershipIds: [club.learner.membership.id] },
  })
}

/** The SCO's own content frame (the launch page shows each page of the lesson in it). */
const lesson = (page: Page): FrameLocator =>
  page.frameLocator('iframe[title="Golf Explained"]').frameLocator('#contentFrame')
const sco = (page: Page): FrameLocator => page.frameLocator('iframe[title="Golf Explained"]')

for (const [version, zip] of Object.entries(PACKAGES)) {
  test(`SCORM ${version}: a learner plays the package from the course, resumes at the bookmark and completes the item`, async ({
    page,
    javaScriptEnabled,
  }) => {
    test.skip(
      !javaScriptEnabled,
      'Playing a package needs JavaScript (the no-JS page is tested below).',
    )
    // An upload, two visits and fifteen pages of the lesson.
    test.setTimeout(90_000)
    const club = await golfClub()
    const packageId = await upload(page, club, zip)
    const course = await courseWith(club, packageId)
    await page.context().clearCookies()
    // The SCO asks whether to resume (a confirm in its frame): yes.
    page.on('dialog', (dialog) => void dialog.accept())

    await signInAs(page, club.learner, { at: `/knowledgebase/courses/${course.id}` })
    await page
      .getByRole('link', { name: /Golf Explained/ })
      .first()
      .click()
    await expect(page).toHaveURL(new RegExp(`/knowledge-base/scorm/${packageId}\\?course=`))
    await expect(lesson(page).getByRole('heading', { name: 'Play of the game' })).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    await sco(page).getByRole('button', { name: 'Next ->' }).click()
    await sco(page).getByRole('button', { name: 'Next ->' }).click()
    await expect(lesson(page).getByRole('heading', { name: 'Scoring', exact: true })).toBeVisible()

    // Leaving the page ends the SCO's session (its Terminate goes by beacon); coming back resumes.
    await page.getByRole('link', { name: 'Back to the course' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Golf for beginners' })).toBeVisible()
    await page
      .getByRole('link', { name: /Golf Explained/ })
      .first()
      .click()
    await expect(lesson(page).getByRole('heading', { name: 'Scoring', exact: true })).toBeVisible()

    // The last page reports the SCO completed; the course item is done once the session ends.
    for (let page_ = 2; page_ < 14; page_ += 1) {
      await sco(page).getByRole('button', { name: 'Next ->' }).click()
    }
    await expect(sco(page).getByRole('button', { name: 'Next ->' })).toBeDisabled()
    await page.getByRole('link', { name: 'Back to the course' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Golf for beginners' })).toBeVisible()
    // The SCO's last commit goes by beacon as it closes: it may land just after this page loads.
    await expect(async () => {
      await page.reload()
      await expect(page.getByTestId('course-progress')).toContainText('100 %', { timeout: 1000 })
    }).toPass({ timeout: 15_000 })
  })
}

test('without JavaScript the player says that playing needs it', async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(javaScriptEnabled, 'With JavaScript the package plays (tested above).')
  const club = await golfClub()
  const { makeScormPackage } = await import('#tests/factories/scorm')
  const pkg = await makeScormPackage(club.company, { title: 'Golf Explained' })
  await courseWith(club, pkg.id)
  await signInAs(page, club.learner, { at: `/knowledge-base/scorm/${pkg.id}` })
  await expect(page.getByRole('heading', { level: 1, name: 'Golf Explained' })).toBeVisible()
  await expect(
    page.getByText('Playing a SCORM package needs JavaScript. Turn JavaScript on to play it.'),
  ).toBeVisible()
  await expect(page.locator('iframe')).toHaveCount(0)
  await expectNoSeriousA11yViolations(page)
})
