import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import {
  database,
  expect,
  expectNoSeriousA11yViolations,
  factories,
  signInAs,
  test,
} from '../fixtures'
import { drawSignature } from './signing-helpers'

/** Stores `bytes` under `key` where the app server reads files (its DATA_DIR, playwright.config.ts). */
async function storeForApp(key: string, bytes: Uint8Array) {
  const file = path.resolve('.tmp/e2e-data/files', ...key.split('/'))
  await mkdir(path.dirname(file), { recursive: true })
  await writeFile(file, bytes)
}

test('a policy sign-off is acknowledged by e-signing its PDF', async ({
  page,
  javaScriptEnabled,
}) => {
  // The author's choice, the reader's signature and the seal in one story.
  test.slow()
  const { makeCompanyWithAdmin, makeMember } = await factories()
  const { insertArticle } = await import('#tests/factories/knowledge-reading')
  const { samplePdf } = await import('#tests/factories/esign')
  const { articleFiles, knowledgeFiles } = await import('~/domains/knowledge/knowledge.tables')
  const { newStorageKey } = await import('~/platform/storage.server')
  const { db } = await database()
  const { company, admin } = await makeCompanyWithAdmin()
  const reader = await makeMember(company, { firstName: 'Sam', lastName: 'Reader' })
  const article = await insertArticle(company, {
    title: 'Remote work policy',
    assign: { membershipIds: [reader.membership.id] },
  })
  const bytes = await samplePdf(2, 'Remote work policy')
  const storageKey = newStorageKey(company.id, 'knowledge-files', 'pdf')
  await storeForApp(storageKey, bytes)
  const [file] = await db
    .insert(knowledgeFiles)
    .values({
      companyId: company.id,
      storageKey,
      fileName: 'remote-work.pdf',
      contentType: 'application/pdf',
      sizeBytes: bytes.length,
      completedAt: new Date(),
    })
    .returning()
  await db.insert(articleFiles).values({ articleId: article.id, fileId: file!.id })

  await signInAs(page, admin, { at: `/knowledgebase/articles/${article.id}/edit` })
  await page.getByRole('link', { name: 'E-signature sign-off' }).click()
  await page.getByLabel('PDF to e-sign').selectOption({ label: 'remote-work.pdf' })
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('The acknowledgement is saved.')).toBeVisible()

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

  await page.goto(`/knowledgebase/articles/${article.id}`)
  await expect(page.getByTestId('acknowledged')).toContainText(
    "You e-signed this article's document on",
  )
})
