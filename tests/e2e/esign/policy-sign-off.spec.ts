import { expect, expectNoSeriousA11yViolations, factories, signInAs, test } from '../fixtures'
import { drawSignature } from './signing-helpers'

test('a policy sign-off: the author uploads its PDF, the reader e-signs it and goes back to the article', async ({
  page,
  javaScriptEnabled,
}) => {
  // The author's upload, the reader's signature, the seal and the way back in one story.
  test.slow()
  const { makeCompanyWithAdmin, makeMember } = await factories()
  const { insertArticle } = await import('#tests/factories/knowledge-reading')
  const { samplePdf } = await import('#tests/factories/esign')
  const { company, admin } = await makeCompanyWithAdmin()
  const reader = await makeMember(company, { firstName: 'Sam', lastName: 'Reader' })
  const article = await insertArticle(company, {
    title: 'Remote work policy',
    assign: { membershipIds: [reader.membership.id] },
  })

  await signInAs(page, admin, { at: `/knowledgebase/articles/${article.id}/edit` })
  await page.getByRole('link', { name: 'E-signature sign-off' }).click()
  const upload = page.getByLabel('PDF file', { exact: true })
  await upload.setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('Not a PDF'),
  })
  await page.getByRole('button', { name: 'Upload and choose' }).click()
  await expect(page.locator('#file-error')).toContainText('Only a PDF file can be e-signed.')
  await expectNoSeriousA11yViolations(page)
  await upload.setInputFiles({
    name: 'remote-work.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(await samplePdf(2, 'Remote work policy')),
  })
  await page.getByRole('button', { name: 'Upload and choose' }).click()
  await expect(
    page.getByText('The PDF is uploaded: readers e-sign it to acknowledge this article.'),
  ).toBeVisible()
  await expect(page.getByLabel('PDF to e-sign').locator('option:checked')).toHaveText(
    'remote-work.pdf',
  )

  await signInAs(page, reader, { at: `/knowledgebase/articles/${article.id}` })
  await expect(
    page.getByText('Acknowledge this article by e-signing remote-work.pdf.'),
  ).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await page.getByRole('button', { name: 'Sign the document' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Remote work policy (sign-off)')
  await expect(page.getByRole('img', { name: 'Page 2 of the document' })).toBeVisible()
  if (javaScriptEnabled) await drawSignature(page)
  else await page.getByLabel('Your signature').fill('Sam Reader')
  await page.getByLabel(/I agree that my electronic signature/).check()
  await page.getByRole('button', { name: 'Sign the document' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for signing')

  await page.getByRole('link', { name: 'Back to the article' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Remote work policy')
  await expect(page.getByTestId('acknowledged')).toContainText(
    "You e-signed this article's document on",
  )
})
