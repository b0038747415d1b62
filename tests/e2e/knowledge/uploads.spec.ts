import { readFileSync } from 'node:fs'
import { expect, expectNoSeriousA11yViolations, factories, signInAs, test } from '../fixtures'
import { sharedTestFile } from '#tests/support/shared-testdata'
import { officePreviewFrame } from '../office-preview-helpers'

const PDF = readFileSync('tests/fixtures/knowledge/Safety_Handbook-2024.pdf')
const DOCX = readFileSync(sharedTestFile('docx', 'oxmlsdk_bullet-complex.docx'))

test('a KB admin uploads files on the knowledge base files page, views, downloads and deletes them; staff are refused', async ({
  page,
  javaScriptEnabled,
  newDevice,
}) => {
  test.slow()
  const { makeCompanyWithAdmin, makeMember } = await factories()
  const { company, admin } = await makeCompanyWithAdmin()
  const staff = await makeMember(company)
  await signInAs(page, admin, { at: '/knowledgebase/files' })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Knowledge base files')
  await expect(page.getByText('No files yet. Upload one above.')).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  const input = page.getByLabel('Upload files')
  const files = [
    { name: 'Safety_Handbook-2024.pdf', mimeType: 'application/pdf', buffer: PDF },
    { name: 'WIPO%20declaration.docx', mimeType: 'application/octet-stream', buffer: DOCX },
  ]
  if (javaScriptEnabled) {
    // Direct upload: a progress bar per file while it runs, then the list refreshes by itself.
    await input.setInputFiles(files)
    await expect(
      page.getByRole('list', { name: 'Attached files' }).getByRole('listitem'),
    ).toHaveCount(2)
  } else {
    await input.setInputFiles(files)
    await page.getByRole('button', { name: 'Upload', exact: true }).click()
    await expect(page.getByText('Files uploaded')).toBeVisible()
  }
  // Link text: underscores, hyphens and %20 read as spaces.
  const pdfLink = page.getByRole('link', { name: 'Safety Handbook 2024.pdf' })
  const docLink = page.getByRole('link', { name: 'WIPO declaration.docx' })
  await expect(pdfLink).toBeVisible()
  await expect(docLink).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Files (2)' })).toBeVisible()

  // The Word document opens as its PDF preview (a modal with JS, a page without).
  await docLink.click()
  await officePreviewFrame(page, javaScriptEnabled, 'WIPO%20declaration.docx')
  if (javaScriptEnabled) {
    await expect(page.getByRole('dialog')).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    await page.getByRole('button', { name: 'Close' }).click()
  } else {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('WIPO declaration.docx')
    await expectNoSeriousA11yViolations(page)
    await page.goto('/knowledgebase/files')
  }

  // Admins download.
  const downloadHref = await page
    .getByRole('link', { name: /^Download\W+Safety_Handbook-2024\.pdf$/ })
    .getAttribute('href')
  const download = await page.request.get(downloadHref!)
  expect(download.headers()['content-disposition']).toMatch(/^attachment/)
  expect(Buffer.from(await download.body()).equals(PDF)).toBe(true)
  // Players seek with Range: the server answers only that part.
  const seek = await page.request.get(downloadHref!.replace('/download', '/view'), {
    headers: { Range: 'bytes=1-4' },
  })
  expect(seek.status()).toBe(206)
  expect(seek.headers()['content-range']).toBe(`bytes 1-4/${PDF.length}`)
  expect(await seek.text()).toBe('PDF-')

  // Staff: the page is refused, and so is the file (not attached to any article they read).
  const other = await newDevice()
  await signInAs(other.page, staff)
  const refused = await other.page.goto('/knowledgebase/files')
  expect(refused?.status()).toBe(403)
  const fileRefused = await other.page.request.get(downloadHref!.replace('/download', '/view'))
  expect(fileRefused.status()).toBe(404)

  // Delete through the confirmation page.
  await page.getByRole('link', { name: /^Delete\W+Safety_Handbook-2024\.pdf$/ }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Delete file')
  await expectNoSeriousA11yViolations(page)
  await page.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText('File deleted')).toBeVisible()
  await expect(page).toHaveURL(/\/knowledgebase\/files$/)
  await expect(pdfLink).toHaveCount(0)
  await expect(page.getByRole('heading', { name: 'Files (1)' })).toBeVisible()
})
