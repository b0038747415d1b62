import type { FrameLocator, Page } from '@playwright/test'
import { scorm12Manifest, zipBytes } from '#tests/factories/zips'
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

/** Uploads a package (a file of the shared test data, or hand-made bytes) as the KB admin; returns its id. */
async function upload(page: Page, club: Club, zip: string | Buffer): Promise<number> {
  await signInAs(page, club.admin, { at: '/knowledge-base/scorm/upload' })
  await page
    .getByLabel('Package (.zip)')
    .setInputFiles(
      typeof zip === 'string'
        ? sharedTestFile('scorm', zip)
        : { name: 'package.zip', mimeType: 'application/zip', buffer: zip },
    )
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

/**
 * The SCO: the player frames the runtime host page on the packages' own origin, which frames the
 * SCO's launch file (ADR 033).
 */
const sco = (page: Page): FrameLocator =>
  page.frameLocator('iframe[src*="/scorm-content/"]').frameLocator('iframe')
/** The golf SCO's own content frame (its launch page shows each page of the lesson in it). */
const lesson = (page: Page): FrameLocator => sco(page).frameLocator('#contentFrame')

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

/** What the learner's commits stored, per SCO of a package (status and bookmark). */
async function trackedScos(packageId: number) {
  const [{ db }, { scormAttempts }, { eq }] = await Promise.all([
    import('~/platform/db.server'),
    import('~/domains/scorm/scorm.tables'),
    import('drizzle-orm'),
  ])
  const rows = await db
    .select({ sco: scormAttempts.scoIdentifier, status: scormAttempts.completionStatus })
    .from(scormAttempts)
    .where(eq(scormAttempts.packageId, packageId))
  return Object.fromEntries(rows.map((row) => [row.sco, row.status]))
}

/** Finds the SCORM 1.2 API the way ADL's discovery does, walking up the SCO's parents. */
const FIND_API = `function findApi() {
  var win = window
  for (var i = 0; i < 8; i++) {
    if (win.API) return win.API
    if (win.parent === win) return null
    win = win.parent
  }
  return null
}`

/**
 * A hostile package: its one SCO tries to read the app's cookie, the player's page, and an app
 * page with the learner's credentials, shows what it got, then tracks as any SCO does.
 */
function probePackage(appUrl: string) {
  const probe = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Probe</title></head>
<body><h1>Probe</h1><ul>
<li id="cookie">cookie: not tried</li><li id="player">player page: not tried</li>
<li id="app">app page: not tried</li><li id="api">api: not tried</li></ul>
<script>
${FIND_API}
function show(id, text) { document.getElementById(id).textContent = text }
show('cookie', document.cookie ? 'cookie: read ' + document.cookie : 'cookie: none')
try { show('player', 'player page: read ' + window.top.document.title) }
catch (error) { show('player', 'player page: refused') }
fetch(${JSON.stringify(appUrl)} + '/knowledge-base/scorm', { credentials: 'include' })
  .then(function (response) { return response.text() })
  .then(function (text) { show('app', 'app page: read ' + text.length + ' characters') },
        function () { show('app', 'app page: refused') })
var api = findApi()
api.LMSInitialize('')
api.LMSSetValue('cmi.core.lesson_location', 'probed')
api.LMSSetValue('cmi.core.lesson_status', 'completed')
api.LMSCommit('')
show('api', 'api: ' + api.LMSGetValue('cmi.core.lesson_status') + ' at ' + api.LMSGetValue('cmi.core.lesson_location'))
</script></body></html>`
  return zipBytes([
    { name: 'imsmanifest.xml', content: scorm12Manifest('Probe', 'probe.html') },
    { name: 'probe.html', content: probe },
  ])
}

test('a package’s script cannot read the app’s cookie, the player’s page or an app page, and still tracks', async ({
  page,
  javaScriptEnabled,
  baseURL,
}) => {
  test.skip(!javaScriptEnabled, 'Playing a package needs JavaScript.')
  const club = await golfClub()
  const packageId = await upload(page, club, await probePackage(baseURL!))
  // Besides the session cookie (HttpOnly), a cookie of the app that its own scripts could read.
  await page.context().addCookies([{ name: 'readable', value: 'app-secret', url: baseURL! }])
  await page.goto(`/knowledge-base/scorm/${packageId}`)

  await expect(sco(page).getByText('cookie: none')).toBeVisible()
  await expect(sco(page).getByText('player page: refused')).toBeVisible()
  await expect(sco(page).getByText('app page: refused')).toBeVisible()
  await expect(sco(page).getByText('api: completed at probed')).toBeVisible()
  await expect.poll(() => trackedScos(packageId)).toMatchObject({ 'item-1': 'completed' })
})

/** A SCO page of the multi-SCO package: says its status, finishes when asked, ends on unload. */
const lessonPage = (title: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>${title}</title></head><body><h1>${title}</h1>
<p id="status"></p><button type="button" id="finish">Finish the lesson</button>
<script>
${FIND_API}
var api = findApi()
api.LMSInitialize('')
if (api.LMSGetValue('cmi.core.lesson_status') === 'not attempted') {
  api.LMSSetValue('cmi.core.lesson_status', 'incomplete')
}
document.getElementById('status').textContent = 'Status: ' + api.LMSGetValue('cmi.core.lesson_status')
document.getElementById('finish').onclick = function () {
  api.LMSSetValue('cmi.core.lesson_status', 'completed')
  api.LMSCommit('')
  document.getElementById('status').textContent = 'Status: completed'
}
window.addEventListener('pagehide', function () { api.LMSFinish('') })
</script></body></html>`

/** Three SCOs: two in a cluster, one after it (SCORM 1.2 allows choice and flow everywhere). */
const MULTI_SCO_MANIFEST = `<?xml version="1.0"?>
<manifest identifier="three-lessons" version="1" xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2"
  xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2">
  <metadata><schema>ADL SCORM</schema><schemaversion>1.2</schemaversion></metadata>
  <organizations default="org"><organization identifier="org"><title>Three lessons</title>
    <item identifier="part-1"><title>Part one</title>
      <item identifier="a" identifierref="res-a"><title>Lesson A</title></item>
      <item identifier="b" identifierref="res-b"><title>Lesson B</title></item>
    </item>
    <item identifier="c" identifierref="res-c"><title>Lesson C</title></item>
  </organization></organizations>
  <resources>
    <resource identifier="res-a" type="webcontent" adlcp:scormtype="sco" href="a.html"><file href="a.html"/></resource>
    <resource identifier="res-b" type="webcontent" adlcp:scormtype="sco" href="b.html"><file href="b.html"/></resource>
    <resource identifier="res-c" type="webcontent" adlcp:scormtype="sco" href="c.html"><file href="c.html"/></resource>
  </resources>
</manifest>`

test('a multi-SCO package: the table of contents and Previous / Continue move between SCOs, each tracked on its own', async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, 'Playing a package needs JavaScript.')
  const club = await golfClub()
  const zip = await zipBytes([
    { name: 'imsmanifest.xml', content: MULTI_SCO_MANIFEST },
    { name: 'a.html', content: lessonPage('Lesson A') },
    { name: 'b.html', content: lessonPage('Lesson B') },
    { name: 'c.html', content: lessonPage('Lesson C') },
  ])
  const packageId = await upload(page, club, zip)
  await page.goto(`/knowledge-base/scorm/${packageId}`)
  const contents = page.getByRole('navigation', { name: 'Table of contents' })
  const entry = (title: string) => contents.getByRole('listitem').filter({ hasText: title }).last()
  const heading = (title: string) => sco(page).getByRole('heading', { name: title })

  await expect(contents.getByText('Part one')).toBeVisible()
  await expect(heading('Lesson A')).toBeVisible()
  await expect(contents.getByRole('button', { name: 'Lesson A' })).toHaveAttribute(
    'aria-current',
    'step',
  )
  await expect(page.getByRole('button', { name: 'Previous' })).toHaveCount(0)
  await sco(page).getByRole('button', { name: 'Finish the lesson' }).click()
  await expect(entry('Lesson A')).toContainText('Done')

  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(heading('Lesson B')).toBeVisible()
  await expect(sco(page).getByText('Status: incomplete')).toBeVisible()
  await page.getByRole('button', { name: 'Previous' }).click()
  // A finished SCO opened again reads its stored status.
  await expect(sco(page).getByText('Status: completed')).toBeVisible()
  await contents.getByRole('button', { name: 'Lesson C' }).click()
  await expect(heading('Lesson C')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Continue' })).toHaveCount(0)
  await expect(entry('Lesson B')).not.toContainText('Done')

  // Each SCO left is stored on its own; the one open is stored when the page is left.
  await expect.poll(() => trackedScos(packageId)).toMatchObject({ a: 'completed', b: 'incomplete' })
  await page.reload()
  await expect
    .poll(() => trackedScos(packageId))
    .toMatchObject({ a: 'completed', b: 'incomplete', c: 'incomplete' })
  // The new visit starts at the first unfinished SCO, with the finished one marked.
  await expect(heading('Lesson B')).toBeVisible()
  await expect(entry('Lesson A')).toContainText('Done')
})
