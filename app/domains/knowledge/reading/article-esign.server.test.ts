import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { auditEntries } from '#tests/factories/audit'
import { esignCompany, samplePdf } from '#tests/factories/esign'
import { outboxTo } from '#tests/factories/outbox'
import { currentAcknowledgements, insertArticle } from '#tests/factories/knowledge-reading'
import { testMeta } from '#tests/factories/request'
import { db } from '~/platform/db.server'
import { fileStore, newStorageKey } from '~/platform/storage.server'
import type { Company } from '~/domains/company/company.tables'
import { completeDocument } from '../../esign/esign-completion.server'
import { MAX_PDF_BYTES } from '../../esign/esign-constants'
import { signingActions } from '../../esign/esign-sign-page.server'
import { declineDocument, signDocument, signingPage } from '../../esign/esign-signing.server'
import { SignSchema } from '../../esign/esign.schema'
import { esignArticleSignOffs, esignDocuments } from '../../esign/esign.tables'
import { ACKNOWLEDGEMENT_METHOD, articleFiles, knowledgeFiles } from '../knowledge.tables'
import { acknowledgeArticle } from './acknowledgements.server'
import {
  esignChoices,
  setEsignFile,
  startEsignAcknowledgement,
  uploadEsignFile,
} from './article-esign.server'

/** A published ALL STAFF article with a 3-page PDF attached, readers asked to e-sign it. */
async function policySignOff(company: Company) {
  const article = await insertArticle(company, {
    title: 'Remote work policy',
    assign: { everyone: true },
  })
  const bytes = await samplePdf(3, 'Remote work policy')
  const storageKey = newStorageKey(company.id, 'knowledge-files', 'pdf')
  await fileStore.put(storageKey, bytes, 'application/pdf')
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
  return { article, file: file! }
}

const companyFiles = async (companyId: number) =>
  (
    await db
      .select({ id: knowledgeFiles.id })
      .from(knowledgeFiles)
      .where(eq(knowledgeFiles.companyId, companyId))
  ).map((row) => row.id)

const signOffsOf = (articleId: number, membershipId: number) =>
  db
    .select({ documentId: esignArticleSignOffs.documentId, status: esignDocuments.status })
    .from(esignArticleSignOffs)
    .innerJoin(esignDocuments, eq(esignDocuments.id, esignArticleSignOffs.documentId))
    .where(
      and(
        eq(esignArticleSignOffs.articleId, articleId),
        eq(esignArticleSignOffs.membershipId, membershipId),
      ),
    )

describe('policy sign-off by e-signature', () => {
  it('only an article PDF can be chosen, and only by an author', async () => {
    const { company, asAdmin, asStaff } = await esignCompany()
    const { article, file } = await policySignOff(company)
    await expect(setEsignFile(asStaff, article.id, file.id)).rejects.toMatchObject({
      code: 'FORBIDDEN',
    })
    const choices = await esignChoices(asAdmin, article.id)
    expect(choices.files).toEqual([{ id: file.id, fileName: 'remote-work.pdf' }])
    expect(choices.chosenId).toBeNull()
    const other = await policySignOff(company)
    await expect(setEsignFile(asAdmin, article.id, other.file.id)).rejects.toMatchObject({
      fieldErrors: { esign_file_id: ['Choose a PDF file attached to this article.'] },
    })
  })

  it('creates the reader a document, reuses it while pending, acknowledges on completion', async () => {
    const { company, staff, asAdmin, asStaff } = await esignCompany()
    const { article, file } = await policySignOff(company)
    await setEsignFile(asAdmin, article.id, file.id)

    // A typed name no longer acknowledges it.
    const typedName = { article: article.id, signature: 'Sam Staff' }
    await expect(acknowledgeArticle(asStaff.actor, testMeta(), typedName)).rejects.toMatchObject({
      message: 'Sign the document to acknowledge this article.',
    })

    const first = (await startEsignAcknowledgement(asStaff, article.id))!
    const page = await signingPage(first)
    expect(page.fields).toEqual([expect.objectContaining({ page: 3, kind: 'signature' })])

    // Coming back reuses the pending document with a fresh link; the old link stops.
    const again = (await startEsignAcknowledgement(asStaff, article.id))!
    expect(again).not.toBe(first)
    await expect(signingPage(first)).rejects.toMatchObject({ code: 'NOT_FOUND' })
    const [signOff] = await signOffsOf(article.id, staff.membership.id)
    expect(await signOffsOf(article.id, staff.membership.id)).toHaveLength(1)

    const signed = await signDocument(
      again,
      SignSchema.parse({ consent: 'on', signature: 'Sam Staff' }),
      testMeta(),
    )
    expect(signed.allSigned).toBe(true)
    expect(await currentAcknowledgements(article.id)).toHaveLength(0)
    await completeDocument(signOff!.documentId)

    const [ack] = await currentAcknowledgements(article.id)
    expect(ack).toMatchObject({
      membershipId: staff.membership.id,
      method: ACKNOWLEDGEMENT_METHOD.esignature,
      signature: 'Sam Staff',
      revision: article.revision,
    })
    // Acknowledged: nothing more to sign.
    expect(await startEsignAcknowledgement(asStaff, article.id)).toBeNull()
  })

  it('declining leaves the article unacknowledged; the next try is a new document', async () => {
    const { company, admin, asAdmin } = await esignCompany()
    const { article, file } = await policySignOff(company)
    await setEsignFile(asAdmin, article.id, file.id)

    const token = (await startEsignAcknowledgement(asAdmin, article.id))!
    await declineDocument(token, 'I disagree with clause 4.', testMeta())
    expect(await currentAcknowledgements(article.id)).toHaveLength(0)

    await startEsignAcknowledgement(asAdmin, article.id)
    const signOffs = await signOffsOf(article.id, admin.membership.id)
    expect(signOffs.map((row) => row.status).sort()).toEqual(['declined', 'sent'])
  })

  it('a PDF uploaded on the sign-off page is stored and chosen; anything else is refused', async () => {
    const { company, asAdmin, asStaff } = await esignCompany()
    const { article, file } = await policySignOff(company)
    const pdf = {
      name: 'handbook.pdf',
      contentType: 'application/pdf',
      bytes: await samplePdf(1, 'Handbook'),
    }
    await expect(uploadEsignFile(asStaff, article.id, pdf)).rejects.toMatchObject({
      code: 'FORBIDDEN',
    })
    const refused = [
      [null, 'Choose a PDF file to upload.'],
      [{ ...pdf, name: 'handbook.docx' }, 'Only a PDF file can be e-signed.'],
      [
        { ...pdf, bytes: new TextEncoder().encode('plain text') },
        'This file is not a PDF we can read.',
      ],
      [
        { ...pdf, bytes: new Uint8Array(MAX_PDF_BYTES + 1) },
        'The file is too large: at most 20 MB.',
      ],
    ] as const
    for (const [upload, message] of refused) {
      await expect(uploadEsignFile(asAdmin, article.id, upload)).rejects.toMatchObject({
        fieldErrors: { file: [message] },
      })
    }
    expect(await companyFiles(company.id)).toEqual([file.id])
    expect((await esignChoices(asAdmin, article.id)).chosenId).toBeNull()

    const stored = await uploadEsignFile(asAdmin, article.id, pdf)
    expect(new Uint8Array((await fileStore.get(stored.storageKey))!)).toEqual(pdf.bytes)
    expect(
      await auditEntries({ action: 'knowledge_file.create', entityId: stored.id }),
    ).toHaveLength(1)
    const choices = await esignChoices(asAdmin, article.id)
    expect(choices).toMatchObject({
      chosenId: stored.id,
      files: [
        { id: file.id, fileName: 'remote-work.pdf' },
        { id: stored.id, fileName: 'handbook.pdf' },
      ],
    })
    // Saving the choice again keeps it, though it is not attached to the article.
    await setEsignFile(asAdmin, article.id, stored.id)
    expect((await esignChoices(asAdmin, article.id)).chosenId).toBe(stored.id)
    const token = (await startEsignAcknowledgement(asStaff, article.id))!
    expect((await signingPage(token)).document.page_count).toBe(1)
  })

  it('signing on the signing page leads the reader back to the acknowledged article', async () => {
    const { company, staff, asAdmin, asStaff } = await esignCompany()
    const { article, file } = await policySignOff(company)
    await setEsignFile(asAdmin, article.id, file.id)
    const token = (await startEsignAcknowledgement(asStaff, article.id))!

    const signed = await signingActions(
      new Request(`http://localhost/humesign/sign/${token}`, {
        method: 'POST',
        body: new URLSearchParams({ intent: 'sign', consent: 'on', signature: 'Sam Staff' }),
      }),
      token,
    )
    expect(signed.headers.get('Location')).toBe(
      `/humesign/signed?done=signed&article=${article.id}`,
    )
    expect(await currentAcknowledgements(article.id)).toEqual([
      expect.objectContaining({ membershipId: staff.membership.id }),
    ])
    const [completed] = await outboxTo(staff.user.email)
    expect(completed!.textBody).toContain(`/knowledgebase/articles/${article.id}`)
  })

  it('declining leads the reader back to the article too, which stays to acknowledge', async () => {
    const { company, asAdmin, asStaff } = await esignCompany()
    const { article, file } = await policySignOff(company)
    await setEsignFile(asAdmin, article.id, file.id)
    const token = (await startEsignAcknowledgement(asStaff, article.id))!

    const declined = await signingActions(
      new Request(`http://localhost/humesign/sign/${token}`, {
        method: 'POST',
        body: new URLSearchParams({ intent: 'decline', reason: 'I have a question first' }),
      }),
      token,
    )
    expect(declined.headers.get('Location')).toBe(
      `/humesign/signed?done=declined&article=${article.id}`,
    )
    expect(await currentAcknowledgements(article.id)).toEqual([])
  })
})
