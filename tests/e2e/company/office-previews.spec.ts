import { readFileSync } from 'node:fs'
import { expect, expectNoSeriousA11yViolations, factories, signInAs, test } from '../fixtures'
import { officePreviewFrame } from '../office-preview-helpers'
import { sharedTestFile } from '#tests/support/shared-testdata'

const PPTX = readFileSync(sharedTestFile('pptx', 'oxmlsdk_mcppt.pptx'))

test('a presentation is shown as the PDF the server makes, 500 px high, with download controls for admins only', async ({
  page,
  javaScriptEnabled,
  newDevice,
}) => {
  test.slow()
  const { makeCompanyWithAdmin, makeMember } = await factories()
  const { company, admin } = await makeCompanyWithAdmin()
  const member = await makeMember(company)
  await signInAs(page, admin, { at: '/account/company-files' })
  const upload = page.getByRole('region', { name: 'Upload a company file' })
  await upload.getByLabel('File', { exact: true }).setInputFiles({
    name: 'Quarterly.pptx',
    mimeType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    buffer: PPTX,
  })
  await upload.getByLabel('Title (optional)').fill('Quarterly review')
  await upload.getByRole('button', { name: 'Upload file' }).click()
  await expect(page.getByText('File uploaded.')).toBeVisible()
  await page.getByRole('link', { name: 'Quarterly review' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Quarterly review')

  // The first view asks for the PDF and says so until it is made.
  await expect(page.getByText('The preview is being prepared.')).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  const frame = await officePreviewFrame(page, javaScriptEnabled, 'Quarterly.pptx')
  await expect(frame).toHaveCSS('height', '500px')
  const pdfUrl = (await frame.getAttribute('src'))!
  expect(pdfUrl).toMatch(/^\/account\/company-files\/\d+\/preview$/)
  const pdf = await page.request.get(pdfUrl)
  expect(pdf.headers()['content-type']).toBe('application/pdf')
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-')
  await expect(page.getByRole('link', { name: /^Download\s*: Quarterly\.pptx$/ })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Open the PDF in a new tab' })).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  // Everyone else sees the same PDF, without a download control.
  const { page: staff } = await newDevice()
  await signInAs(staff, member, { at: new URL(page.url()).pathname })
  const seen = staff.locator('iframe[title="Preview of Quarterly.pptx"]')
  await expect(seen).toHaveAttribute('src', `${pdfUrl}#toolbar=0`)
  await expect(seen).toHaveCSS('height', '500px')
  await expect(staff.getByRole('link', { name: /Download/ })).toHaveCount(0)
  await expect(staff.getByRole('link', { name: 'Open the PDF in a new tab' })).toHaveCount(0)
  await expectNoSeriousA11yViolations(staff)
})
