import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { esignCompany, samplePdf } from '#tests/factories/esign'
import { currentAcknowledgements, insertArticle } from '#tests/factories/knowledge-reading'
import { testMeta } from '#tests/factories/request'
import { db } from '~/platform/db.server'
import { fileStore, newStorageKey } from '~/platform/storage.server'
import type { Company } from '~/domains/company/company.tables'
import { completeDocument } from '../../esign/esign-completion.server'
import { declineDocument, signDocument, signingPage } from '../../esign/esign-signing.server'
import { SignSchema } from '../../esign/esign.schema'
import { esignArticleSignOffs, esignDocuments } from '../../esign/esign.tables'
import { ACKNOWLEDGEMENT_METHOD, articleFiles, knowledgeFiles } from '../knowledge.tables'
import { acknowledgeArticle } from './acknowledgements.server'
import { esignChoices, setEsignFile, startEsignAcknowledgement } from './article-esign.server'

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
})
