import type { Page } from '@playwright/test'
import {
  expect,
  expectNoSeriousA11yViolations,
  factories,
  linkIn,
  mailTo,
  signInAs,
  test,
  waitForMail,
} from '../fixtures'
import { drawSignature } from './signing-helpers'

/** Places a signature field for `signer` on page 1 with the form (the no-JS way, both projects). */
async function placeSignature(page: Page, signer: string, cell: string) {
  const form = page.locator('form', { has: page.getByRole('button', { name: 'Place field' }) })
  await form.getByLabel('Signer').selectOption({ label: signer })
  await form.getByLabel('Field').selectOption('signature')
  await form.getByLabel('Position on the page').selectOption({ label: cell })
  await form.getByRole('button', { name: 'Place field' }).click()
  await expect(page.getByText(`Signature for ${signer} on page 1`)).toBeVisible()
}

/** Opens the private link of the newest signing email and signs: typed without JS, drawn with it. */
async function signByLink(page: Page, email: string, name: string, javaScript: boolean) {
  const mail = await waitForMail(email)
  await page.goto(linkIn(mail, '/humesign/sign/'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Offer letter')
  await expect(page.getByRole('img', { name: 'Page 1 of the document' })).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  if (javaScript) await drawSignature(page)
  else await page.getByLabel('Your signature').fill(name)
  // Without consent nothing is signed, and the page says why.
  await page.getByRole('button', { name: 'Sign the document' }).click()
  await expect(page.getByText('Tick the box to agree to sign electronically').first()).toBeVisible()
  const drawn = page.locator('input[type=hidden][name=signature]')
  if (!javaScript) await page.getByLabel('Your signature').fill(name)
  else if ((await drawn.count()) === 0) await drawSignature(page)
  await page.getByLabel(/I agree that my electronic signature/).check()
  await page.getByRole('button', { name: 'Sign the document' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for signing')
}

test('a document sent to two signers in order is signed by each, then downloaded sealed', async ({
  page,
  javaScriptEnabled,
}) => {
  // Four page flows and the seal (a certificate signature over the PDF) in one story.
  test.slow()
  const { makeCompanyWithAdmin } = await factories()
  const { samplePdf } = await import('#tests/factories/esign')
  const { admin } = await makeCompanyWithAdmin()
  const stamp = `${Date.now()}-${javaScriptEnabled ? 'js' : 'nojs'}`
  const first = { name: 'Ann Applicant', email: `ann-${stamp}@example.org` }
  const second = { name: 'Ben Boss', email: `ben-${stamp}@example.org` }

  await signInAs(page, admin, { at: '/humesign/new' })
  await page.getByLabel('Title').fill('Offer letter')
  await page.getByLabel('PDF file').setInputFiles({
    name: 'offer.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(await samplePdf(2)),
  })
  await page.getByLabel('Signing order').check()
  await page.getByRole('button', { name: 'Upload document' }).click()
  await expect(page.getByText('Document uploaded.', { exact: false })).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  for (const signer of [first, second]) {
    await page.getByLabel('Or their name').fill(signer.name)
    await page.getByLabel('and email address').fill(signer.email)
    await page.getByRole('button', { name: 'Add signer' }).click()
    await expect(page.getByRole('cell', { name: signer.email })).toBeVisible()
  }
  await placeSignature(page, first.name, 'Cell 33 (row 9, column 1)')
  await placeSignature(page, second.name, 'Cell 35 (row 9, column 3)')
  await page.getByRole('button', { name: 'Send for signature' }).click()
  await expect(page.getByText('Sent for signature.')).toBeVisible()

  // In order: only the first signer is asked now; the second when the first has signed.
  await waitForMail(first.email)
  expect(await mailTo(second.email)).toHaveLength(0)
  await signByLink(page, first.email, first.name, javaScriptEnabled)
  await signByLink(page, second.email, second.name, javaScriptEnabled)
  // Everyone gets the signed PDF's link.
  expect((await waitForMail(first.email, { count: 2 })).subject).toContain('signed by everyone')

  await signInAs(page, admin, { at: '/humesign?status=completed' })
  await page.getByRole('link', { name: 'Offer letter' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Offer letter')
  await expect(page.getByText('Completed', { exact: true })).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  const download = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Download the signed PDF' }).click()
  const file = await (await download).path()
  const bytes = await import('node:fs/promises').then((fs) => fs.readFile(file))
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-')
  expect(bytes.toString('latin1')).toContain('/adbe.pkcs7.detached')
})
