import { expect, expectNoSeriousA11yViolations, test, signInAs } from '../fixtures'
import { twoCompanies } from '../people/fields-files-helpers'

test('an admin adds a company file type and uploads a file; everyone lists and opens it; only admins download', async ({
  page,
  newDevice,
}) => {
  test.slow()
  const { admin, employee, globex } = await twoCompanies()
  await signInAs(page, admin, { at: '/account/settings/file-types' })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('File types')
  await expectNoSeriousA11yViolations(page)
  const add = page.getByRole('region', { name: 'Add a file type' })
  await add.getByLabel('Name').fill('Policy')
  await add.getByLabel('Company file').check()
  await add.getByRole('button', { name: 'Add file type' }).click()
  await expect(page.getByText('File type added.')).toBeVisible()
  await expect(
    page.getByRole('region', { name: 'Company file types' }).getByLabel('Name of “Policy”'),
  ).toHaveValue('Policy')

  await page.goto('/account/company-files')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Company files')
  await expect(page.getByText('There are no company files yet. Upload one below.')).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  const upload = page.getByRole('region', { name: 'Upload a company file' })
  await upload.getByLabel('File', { exact: true }).setInputFiles({
    name: 'wifi.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('Guests: AcmeGuest\n'),
  })
  await upload.getByLabel('Title (optional)').fill('Office Wi-Fi')
  await upload.getByLabel('File type (optional)').selectOption({ label: 'Policy' })
  await upload.getByRole('button', { name: 'Upload file' }).click()
  await expect(page.getByText('File uploaded.')).toBeVisible()
  const row = page.getByRole('row').filter({ hasText: 'Office Wi-Fi' })
  await expect(row).toContainText('Policy')
  await row.getByRole('link', { name: 'Office Wi-Fi' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Office Wi-Fi')
  const fileUrl = page.url()
  const download = page.getByRole('link', { name: /^Download\s*: wifi\.txt$/ })
  const [saved] = await Promise.all([page.waitForEvent('download'), download.click()])
  expect(saved.suggestedFilename()).toBe('wifi.txt')
  await page.getByLabel('Title', { exact: true }).fill('Office wireless')
  await page.getByRole('button', { name: 'Save file' }).click()
  await expect(page.getByText('File updated.')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Office wireless')
  await expectNoSeriousA11yViolations(page)

  const { page: staff } = await newDevice()
  await signInAs(staff, employee, { at: '/account/company-files' })
  await expect(staff.getByRole('link', { name: 'Office wireless' })).toBeVisible()
  await expect(staff.getByRole('region', { name: 'Upload a company file' })).toHaveCount(0)
  await staff.goto(fileUrl)
  await expect(staff.getByText('This file cannot be shown in the browser.')).toBeVisible()
  await expect(staff.getByRole('link', { name: /Download/ })).toHaveCount(0)
  await expect(staff.getByRole('button', { name: 'Save file' })).toHaveCount(0)
  expect((await staff.request.get(`${fileUrl}/download`)).status()).toBe(403)
  await expectNoSeriousA11yViolations(staff)

  const { page: outsider } = await newDevice()
  await signInAs(outsider, globex.admin)
  for (const path of [fileUrl, `${fileUrl}/download`, `${fileUrl}/raw`]) {
    expect((await outsider.request.get(path)).status(), path).toBe(404)
  }

  await page.getByText('Delete file', { exact: true }).click()
  await page.getByRole('button', { name: 'Delete file permanently' }).click()
  await expect(page.getByText('File deleted.')).toBeVisible()
  await expect(page.getByText('There are no company files yet. Upload one below.')).toBeVisible()
})
