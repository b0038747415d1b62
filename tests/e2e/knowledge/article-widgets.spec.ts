import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { expect, expectNoSeriousA11yViolations, factories, signInAs, test } from '../fixtures'
import { companyWithCategory, dropFile, publishedArticle } from './articles-helpers'
import { sharedTestFile } from '#tests/support/shared-testdata'

/**
 * The article form's JavaScript widgets as a person uses them: the category and type dialogs,
 * the Tiptap editor with dropped Office files and pictures, direct file uploads and the camera
 * recorder. Without JavaScript these are plain inputs, covered by articles.spec.ts.
 */
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'the widgets need JavaScript')

// The recorder test needs Chromium's fake camera and microphone, allowed without asking; a
// browser option, so it is set for the whole file (the other tests never touch the camera).
test.use({
  launchOptions: async ({ launchOptions }, provide) => {
    await provide({
      ...launchOptions,
      args: [
        ...(launchOptions.args ?? []),
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
      ],
    })
  },
  permissions: ['camera', 'microphone'],
})

const DOCX = readFileSync(sharedTestFile('docx', 'oxmlsdk_bullet-complex.docx'))
const XLSX = readFileSync(sharedTestFile('xlsx', 'excelize_Book1.xlsx'))
const PNG = readFileSync('tests/fixtures/knowledge/chart.png')
const PDF = readFileSync('tests/fixtures/knowledge/Safety_Handbook-2024.pdf')

async function startArticle(page: Page, title: string) {
  await page.goto('/knowledgebase/articles/create')
  await page.getByLabel('Title').fill(title)
}

/** Keeps the bytes of direct uploads on the wire until released: an upload stays pending. */
async function holdUploads(page: Page): Promise<() => Promise<void>> {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/knowledgebase/uploads/**', async (route) => {
    if (route.request().method() !== 'PUT') return route.fallback()
    await held
    await route.continue().catch(() => {}) // cancelled meanwhile: nothing to continue
  })
  return async () => {
    await page.unrouteAll({ behavior: 'ignoreErrors' })
    release()
  }
}

/**
 * Waits until the camera preview has shown `seconds` of (fake) video: the recorder has had
 * frames to encode, however busy the machine, without a fixed sleep.
 */
async function cameraHasRun(page: Page, seconds: number) {
  const cameraPreview = page.getByLabel('Camera preview')
  await expect
    .poll(() => cameraPreview.evaluate((element: HTMLVideoElement) => element.currentTime))
    .toBeGreaterThan(seconds)
}

test('a KB admin adds, renames and deletes categories and types from inside the article form; staff cannot open it', async ({
  page,
  newDevice,
}) => {
  test.slow() // two dialogs checked with axe
  const { company, admin } = await companyWithCategory()
  const staff = await (await factories()).makeMember(company)
  const { makeCategoryRow, makeArticleType } = await import('#tests/factories/knowledge-articles')
  await makeCategoryRow(company, 'Safety')
  await makeArticleType(company, 'Checklist')
  await signInAs(page, admin, { at: '/knowledgebase/articles/create' })

  const category = page.getByLabel('Category', { exact: true })
  const dialog = page.getByRole('dialog')
  await category.selectOption({ label: 'Warehouse' })
  // A new category goes inside the chosen one unless told otherwise; it is chosen at once, and
  // the tree stays alphabetical.
  for (const name of ['Racking', 'Forklifts']) {
    await page.getByRole('button', { name: 'Add category' }).click()
    const parent = dialog.getByLabel('Inside (optional)')
    await expect(parent.locator('option:checked')).toHaveText(
      name === 'Racking' ? 'Warehouse' : '– Racking',
    )
    if (name === 'Racking') await expectNoSeriousA11yViolations(page)
    else await parent.selectOption({ label: 'Warehouse' })
    await dialog.getByLabel('Category name').fill(name)
    await dialog.getByRole('button', { name: 'Add category' }).click()
    await expect(dialog).toHaveCount(0)
    await expect(category.locator('option:checked')).toHaveText(`– ${name}`)
  }
  await expect(category.locator('option')).toHaveText([
    'Select a category',
    'Safety',
    'Warehouse',
    '– Forklifts',
    '– Racking',
  ])
  await page.getByRole('button', { name: 'Edit category' }).click()
  await expect(dialog.getByRole('heading')).toHaveText('Edit Article Category')
  await dialog.getByLabel('Category name').fill('Trucks')
  await dialog.getByRole('button', { name: 'Save category' }).click()
  await expect(dialog).toHaveCount(0)
  await expect(category.locator('option:checked')).toHaveText('– Trucks')
  await category.selectOption({ label: '– Racking' })
  await page.getByRole('button', { name: 'Delete category' }).click()
  await expect(dialog.getByRole('heading')).toHaveText('Delete category “Racking”?')
  await dialog.getByRole('button', { name: 'Delete category' }).click()
  await expect(dialog).toHaveCount(0)
  await expect(category).toHaveValue('')
  await expect(category.locator('option')).toHaveText([
    'Select a category',
    'Safety',
    'Warehouse',
    '– Trucks',
  ])
  await category.selectOption({ label: '– Trucks' })

  // Types: type and colour are required; added, edited and deleted in place.
  const type = page.getByLabel('Type', { exact: true })
  await type.selectOption({ label: 'Checklist' })
  await page.getByRole('button', { name: 'Delete type' }).click()
  await dialog.getByRole('button', { name: 'Delete type' }).click()
  await expect(dialog).toHaveCount(0)
  await expect(type.locator('option')).toHaveText(['No type'])
  await page.getByRole('button', { name: 'Add type' }).click()
  await dialog.getByRole('button', { name: 'Add type' }).click()
  await expect(dialog.getByLabel('Type name')).toHaveAccessibleDescription(/This field is required/)
  await expect(dialog.getByLabel('Colour')).toHaveAccessibleDescription(/This field is required/)
  await expectNoSeriousA11yViolations(page)
  await dialog.getByLabel('Type name').fill('Procedure')
  await dialog.getByLabel('Colour').fill('#1e88e5')
  await dialog.getByRole('button', { name: 'Add type' }).click()
  await expect(dialog).toHaveCount(0)
  await expect(type.locator('option:checked')).toHaveText('Procedure')
  await page.getByRole('button', { name: 'Edit type' }).click()
  await dialog.getByLabel('Type name').fill('Procedures')
  await dialog.getByRole('button', { name: 'Save type' }).click()
  await expect(dialog).toHaveCount(0)
  await expect(type.locator('option:checked')).toHaveText('Procedures')

  // The dialogs' own forms never submitted the article form, untitled as it still is.
  await expect(page.getByText('There is a problem')).toHaveCount(0)
  await page.getByLabel('Title').fill('Pallet jacks')
  await page.getByRole('button', { name: 'Publish' }).click()
  await expect(page).toHaveURL(/\/knowledgebase\/articles\/\d+$/)
  const breadcrumb = page.getByRole('main').getByRole('navigation', { name: 'Breadcrumb' })
  await expect(breadcrumb.getByRole('link')).toHaveText(['Articles', 'Warehouse', 'Trucks'])
  await expect(page.getByText('Procedures', { exact: true })).toBeVisible()

  const other = await newDevice()
  await signInAs(other.page, staff)
  const refused = await other.page.goto('/knowledgebase/articles/create')
  expect(refused?.status()).toBe(403)
})

test('the editor takes typed text, dropped Word, Excel and picture files; files upload with progress and block saving while pending', async ({
  page,
}) => {
  test.slow() // three conversions and two uploads
  const { admin } = await companyWithCategory()
  await signInAs(page, admin)
  await startArticle(page, 'Forklift safety')
  await page.getByLabel('Category', { exact: true }).selectOption({ label: 'Warehouse' })

  const editor = page.getByRole('textbox', { name: 'Article text' })
  await expect(editor).toHaveAttribute('contenteditable', 'true')
  await expect(page.locator('textarea[name="body"]')).toHaveCount(0)
  await editor.click()
  // The toolbar hands the focus back to the text; a key pressed before that is lost, so each
  // button's effect and the returned focus are awaited before typing.
  await page.getByRole('button', { name: 'Heading', exact: true }).click()
  await expect(editor.getByRole('heading', { level: 2 })).toHaveCount(1)
  await expect(editor).toBeFocused()
  await page.keyboard.type('Before driving')
  await page.keyboard.press('Enter')
  await page.getByRole('button', { name: 'Bulleted list' }).click()
  await expect(editor.getByRole('listitem')).toHaveCount(1)
  await expect(editor).toBeFocused()
  await page.keyboard.type('Check the brakes')
  await page.keyboard.press('Enter')
  await page.keyboard.type('Check the horn')
  await expect(editor.getByRole('heading', { level: 2 })).toHaveText('Before driving')
  await expect(editor.getByRole('listitem')).toHaveText(['Check the brakes', 'Check the horn'])
  // What was typed is kept in the browser: a reload offers it back, in the editor.
  await page.reload()
  await expect(page.getByText('Your unsaved changes to this form were restored.')).toBeVisible()
  await expect(editor.getByRole('listitem')).toHaveText(['Check the brakes', 'Check the horn'])

  await dropFile(editor, {
    name: 'declaration.docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    buffer: DOCX,
  })
  await expect(
    editor.getByText(
      'Geneva Declaration on the Future of the World Intellectual Property Organization',
    ),
  ).toBeVisible()
  await expect(
    page.getByRole('status').filter({ hasText: 'declaration.docx inserted' }),
  ).toBeVisible()
  await dropFile(editor, {
    name: 'stock.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: XLSX,
  })
  await expect(editor.getByRole('table').filter({ hasText: '> 23 Inch' })).toBeVisible()

  // The alert blocks the page until it is answered, the drop's dispatch with it.
  let alerted = ''
  page.once('dialog', (alert) => {
    alerted = alert.message()
    void alert.dismiss()
  })
  await dropFile(editor, { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') })
  expect(alerted).toBe(
    'Dropped file type is not supported, we only support word, excel and image files',
  )

  const uploaded = page.waitForResponse(/\/knowledgebase\/upload_file\/jodit\/1\/?$/)
  await dropFile(editor, { name: 'chart.png', mimeType: 'image/png', buffer: PNG })
  expect((await uploaded).status()).toBe(201)
  const picture = editor.getByRole('img', { name: 'chart.png' })
  await expect(picture).toHaveAttribute('src', /^\/knowledgebase\/files\/\d+\/view$/)
  const pictureSrc = (await picture.getAttribute('src'))!

  // Files: an upload held on the wire blocks saving until it is cancelled.
  await page.getByLabel('Files', { exact: true }).check()
  const upload = page.getByLabel('Upload files')
  const release = await holdUploads(page)
  await upload.setInputFiles({ name: 'Held_file.pdf', mimeType: 'application/pdf', buffer: PDF })
  await expect(page.getByRole('progressbar', { name: 'Uploading Held_file.pdf' })).toBeVisible()
  await expect(page.getByText('Please Upload or Cancel Before Saving')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Publish' })).toBeDisabled()
  await page.getByRole('button', { name: /^Cancel\s*: Held_file\.pdf$/ }).click()
  await expect(page.getByRole('progressbar')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Publish' })).toBeEnabled()
  await release()

  await upload.setInputFiles({
    name: 'Safety_Handbook-2024.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  })
  await expect(page.getByRole('list', { name: 'Attached files' })).toContainText(
    'Safety Handbook 2024.pdf',
  )
  await expectNoSeriousA11yViolations(page)

  await page.getByRole('button', { name: 'Publish' }).click()
  await expect(page).toHaveURL(/\/knowledgebase\/articles\/\d+$/)
  const article = page.getByRole('article')
  await expect(article.getByRole('heading', { name: 'Before driving' })).toBeVisible()
  await expect(article.getByRole('listitem').filter({ hasText: 'Check the horn' })).toBeVisible()
  await expect(
    article.getByText(
      'Geneva Declaration on the Future of the World Intellectual Property Organization',
      { exact: true },
    ),
  ).toBeVisible()
  await expect(article.getByRole('table').filter({ hasText: '> 23 Inch' })).toBeVisible()
  await expect(article.getByRole('img', { name: 'chart.png' })).toHaveAttribute('src', pictureSrc)
  expect((await page.request.get(pictureSrc)).headers()['content-type']).toBe('image/png')
  await article.getByRole('link', { name: 'Safety Handbook 2024.pdf' }).click()
  const viewer = page.getByRole('dialog', { name: 'Safety Handbook 2024.pdf' })
  await expect(viewer).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await viewer.getByRole('button', { name: 'Close' }).click()
  await expect(viewer).toHaveCount(0)
})

test('a KB admin records a video in the article form; the reader plays it', async ({ page }) => {
  const { admin } = await companyWithCategory()
  await signInAs(page, admin)
  await startArticle(page, 'Daily walkround')
  await page.getByLabel('Category', { exact: true }).selectOption({ label: 'Warehouse' })
  await page.getByLabel('Video recording', { exact: true }).check()
  const publish = page.getByRole('button', { name: 'Publish' })
  // A first take whose upload is held, then cancelled: saving waits for it until then.
  const release = await holdUploads(page)
  await page.getByRole('button', { name: 'Start recording' }).click()
  await expect(publish).toBeDisabled()
  // A second, as for the take below: after 0.3 s the encoder of a loaded machine had sometimes
  // produced nothing yet, and an empty take is not kept (see the test below).
  await cameraHasRun(page, 1)
  await page.getByRole('button', { name: 'Stop recording' }).click()
  await expect(page.getByRole('progressbar', { name: 'Uploading the recording' })).toBeVisible()
  await expect(page.getByText('Please Upload or Cancel Before Saving')).toBeVisible()
  await expect(publish).toBeDisabled()
  await page
    .getByRole('group', { name: 'Video recording' })
    .getByRole('button', { name: 'Cancel' })
    .click()
  await expect(publish).toBeEnabled()
  await release()

  await page.getByRole('button', { name: 'Start recording' }).click()
  await cameraHasRun(page, 1) // a recording of about a second
  await page.getByRole('button', { name: 'Stop recording' }).click()
  await expect(page.getByRole('button', { name: 'Record again' })).toBeVisible()
  await expect(publish).toBeEnabled()

  await publish.click()
  await expect(page).toHaveURL(/\/knowledgebase\/articles\/\d+$/)
  const video = page.getByRole('region', { name: 'Video' }).locator('video')
  await expect(video.locator('source').first()).toHaveAttribute(
    'src',
    /^\/knowledgebase\/files\/\d+\/view$/,
  )
  await video.evaluate((element: HTMLVideoElement) => element.play())
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
    .toBeGreaterThan(0)
  await expectNoSeriousA11yViolations(page)
})

test('a take stopped before the camera gave anything is not kept, and the recorder says so', async ({
  page,
}) => {
  // Chromium's recorder, made to hand over nothing: what a camera's encoder does when the take is
  // stopped at once, which a real encoder does only sometimes.
  await page.addInitScript(() => {
    const BrowserRecorder = window.MediaRecorder
    window.MediaRecorder = class extends BrowserRecorder {
      override set ondataavailable(handler: ((event: BlobEvent) => void) | null) {
        super.ondataavailable = (event) =>
          handler?.(
            new BlobEvent('dataavailable', { data: new Blob([]), timecode: event.timecode }),
          )
      }
    }
  })
  const { admin } = await companyWithCategory()
  await signInAs(page, admin)
  await startArticle(page, 'Empty take')
  await page.getByLabel('Video recording', { exact: true }).check()
  const recorder = page.getByRole('group', { name: 'Video recording' })

  await recorder.getByRole('button', { name: 'Start recording' }).click()
  await cameraHasRun(page, 1)
  await recorder.getByRole('button', { name: 'Stop recording' }).click()
  await expect(
    recorder.getByText('Nothing was recorded. Record for at least a second, then stop.'),
  ).toBeVisible()
  // Nothing is uploaded or kept: the recorder offers a first take again, and saving is free.
  await expect(recorder.getByRole('button', { name: 'Start recording' })).toBeVisible()
  await expect(recorder.locator('video source')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Publish' })).toBeEnabled()

  await recorder.getByRole('button', { name: 'Start recording' }).click()
  await expect(recorder.getByText('Nothing was recorded', { exact: false })).toHaveCount(0)
})

test('a stored video the browser cannot play is retried once as mp4, then the player says so', async ({
  page,
}) => {
  const { company, admin, category } = await companyWithCategory()
  const article = await publishedArticle(admin, company, {
    title: 'Loading bay walkround',
    article_category: category.id,
    body: '<p>Watch before your first shift.</p>',
  })
  const f = await factories()
  const [{ attachArticleVideo }, { testMeta }] = await Promise.all([
    import('~/domains/knowledge/articles/article-video.server'),
    import('#tests/factories/request'),
  ])
  const { actor } = await f.signedIn(admin.user, company)
  // A WebM header and then nothing a decoder can use; no ffmpeg here, so no mp4 of it either.
  const bytes = new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, ...Array(64).fill(7)])
  const upload = { name: 'walkround.webm', contentType: 'video/webm', bytes }
  await attachArticleVideo(actor, testMeta(), article.id, { upload }, {})

  const mp4Requests: string[] = []
  page.on('request', (request) => {
    if (request.url().endsWith('/view?as=mp4')) mp4Requests.push(request.url())
  })
  await signInAs(page, admin)
  await page.goto(`/knowledgebase/articles/${article.id}`)
  await expect(page.getByRole('region', { name: 'Video' }).getByRole('alert')).toHaveText(
    'This video cannot be played',
  )
  expect(mp4Requests).toHaveLength(1)
})
