import { and, desc, eq, inArray, isNull } from 'drizzle-orm'
import { msg } from '~/i18n'
import { auditChange } from '~/platform/audit.server'
import { authorize, type Asker } from '~/platform/authorize.server'
import { db, type Transaction } from '~/platform/db.server'
import { AppError } from '~/platform/errors.server'
import { fileStore, newStorageKey } from '~/platform/storage.server'
import { findOwned } from '~/platform/tenancy.server'
import type { Upload } from '~/platform/uploads.server'
import { extensionOf } from '../../files/file-kinds'
import { memberships } from '../../accounts/accounts.tables'
import { pdfPageCount } from '../../esign/esign-documents.server'
import { DOCUMENT_ENTITY, OPEN_STATUSES } from '../../esign/esign-constants'
import { issueSigningToken, recordEvent, sha256Hex } from '../../esign/esign-records.server'
import {
  articleEsignRequirements,
  esignArticleSignOffs,
  esignDocuments,
  esignFields,
  esignSigners,
  type EsignDocument,
} from '../../esign/esign.tables'
import { allows } from '../knowledge.policy'
import {
  ACKNOWLEDGEMENT_METHOD,
  ARTICLE_STATUS,
  articleAcknowledgements,
  articleFiles,
  articles,
  knowledgeFiles,
} from '../knowledge.tables'
import { ACKNOWLEDGEMENT_MESSAGES, insertAcknowledgement } from './acknowledgements.server'
import { ARTICLE_NOT_FOUND, readableArticle } from './article-reading.server'
import { storeKnowledgeUpload } from '../files/knowledge-files.server'
import { esignFileOf } from './esign-requirement.server'

/**
 * Policy sign-off (issue 23): an article whose acknowledgement is a full e-signature of one of
 * its PDF files. A reader acknowledging it gets their own e-signature document (one signer, a
 * signature field on the last page) and signs it on the ordinary signing page; the document's
 * completion records the acknowledgement in the completion's own transaction.
 */

export const ESIGN_ACK_MESSAGES = {
  notArticlePdf: msg('Choose a PDF file attached to this article.'),
  notRequired: msg('This article is not acknowledged by e-signature.'),
  noUpload: msg('Choose a PDF file to upload.'),
  notPdf: msg('Only a PDF file can be e-signed.'),
} as const

const PDF = 'application/pdf'

/** Where the signature goes: the lower right of the last page, as fractions of the page. */
export const SIGNATURE_BOX = { x: 0.55, y: 0.84, width: 0.38, height: 0.08 }

/**
 * The sign-off page of the article form: the PDFs that may be chosen (the article's PDF files,
 * and the one chosen now, which may have been uploaded on the page without being attached).
 */
export async function esignChoices(asker: Asker, articleId: number) {
  const article = await authoredArticle(asker, articleId)
  const files = await db
    .select({ id: knowledgeFiles.id, fileName: knowledgeFiles.fileName })
    .from(articleFiles)
    .innerJoin(knowledgeFiles, eq(knowledgeFiles.id, articleFiles.fileId))
    .where(and(eq(articleFiles.articleId, article.id), eq(knowledgeFiles.contentType, PDF)))
    .orderBy(articleFiles.order)
  const chosen = await esignFileOf(article.id)
  if (chosen && !files.some((file) => file.id === chosen.id)) files.push(chosen)
  return { article: { id: article.id, title: article.title }, files, chosenId: chosen?.id ?? null }
}

/** The actor's company's article, for one who writes the knowledge base (else 403/404, audited). */
export async function authoredArticle(asker: Asker, articleId: number) {
  const entity = { type: 'article', id: articleId }
  await authorize(asker, allows('article.author'), 'article.esignAcknowledgement', entity)
  return findOwned(asker, articles, articleId, {
    action: 'article.esignAcknowledgement',
    entityType: 'article',
    message: ARTICLE_NOT_FOUND,
  })
}

/**
 * The article form's choice: readers acknowledge by e-signing `knowledgeFileId` (one of the
 * article's PDF files, or the one chosen now), or (null) as before. Authors only; audited.
 */
export async function setEsignFile(
  asker: Asker,
  articleId: number,
  knowledgeFileId: number | null,
) {
  const article = await authoredArticle(asker, articleId)
  if (knowledgeFileId !== null && knowledgeFileId !== (await esignFileOf(article.id))?.id) {
    const [attached] = await db
      .select({ id: knowledgeFiles.id })
      .from(articleFiles)
      .innerJoin(knowledgeFiles, eq(knowledgeFiles.id, articleFiles.fileId))
      .where(
        and(
          eq(articleFiles.articleId, article.id),
          eq(knowledgeFiles.id, knowledgeFileId),
          eq(knowledgeFiles.contentType, PDF),
        ),
      )
    if (!attached) throw AppError.invalidField('esign_file_id', ESIGN_ACK_MESSAGES.notArticlePdf)
  }
  await db.transaction((tx) => requireEsignOf(tx, asker, article, knowledgeFileId))
}

/**
 * A PDF uploaded on the sign-off page: checked as the e-signature documents check theirs (a
 * readable PDF of at most 20 MB, messages on `file`), stored as a knowledge-base file (audited
 * like any), and chosen as what readers e-sign, in the transaction that records the file. It
 * is not attached to the article: that would change the article's content outside its form.
 */
export async function uploadEsignFile(asker: Asker, articleId: number, upload: Upload | null) {
  const article = await authoredArticle(asker, articleId)
  if (!upload) throw AppError.invalidField('file', ESIGN_ACK_MESSAGES.noUpload)
  if (extensionOf(upload.name) !== 'pdf') {
    throw AppError.invalidField('file', ESIGN_ACK_MESSAGES.notPdf)
  }
  await pdfPageCount(upload.bytes, 'file')
  return storeKnowledgeUpload(asker.actor, asker.meta, upload, {
    alsoIn: (tx, file) => requireEsignOf(tx, asker, article, file.id),
  })
}

/** Readers of `article` e-sign `knowledgeFileId` from now on (null: they type their name). */
async function requireEsignOf(
  tx: Transaction,
  asker: Asker,
  article: { id: number; companyId: number },
  knowledgeFileId: number | null,
) {
  await tx
    .delete(articleEsignRequirements)
    .where(eq(articleEsignRequirements.articleId, article.id))
  if (knowledgeFileId !== null) {
    await tx
      .insert(articleEsignRequirements)
      .values({ articleId: article.id, companyId: article.companyId, knowledgeFileId })
  }
  const entity = { type: 'article', id: article.id }
  await auditChange(tx, asker, 'article.esignAcknowledgement', entity, { file: knowledgeFileId })
}

/** The article a sign-off document acknowledges (the signed page links back to it), or null. */
export async function signedOffArticle(documentId: number): Promise<number | null> {
  const [row] = await db
    .select({ articleId: esignArticleSignOffs.articleId })
    .from(esignArticleSignOffs)
    .where(eq(esignArticleSignOffs.documentId, documentId))
  return row?.articleId ?? null
}

/**
 * The reader's signing link for the article's sign-off document: their pending one again (a
 * fresh link; the old one stops), or a new document. Null when they already acknowledged the
 * current revision.
 */
export async function startEsignAcknowledgement(
  asker: Asker,
  articleId: number,
): Promise<string | null> {
  const { actor, meta } = asker
  const article = await readableArticle(actor, meta, articleId, 'article.acknowledge')
  if (article.status !== ARTICLE_STATUS.published) {
    throw new AppError('VALIDATION', ACKNOWLEDGEMENT_MESSAGES.draft)
  }
  const file = await esignFileOf(article.id)
  if (!file) throw new AppError('VALIDATION', ESIGN_ACK_MESSAGES.notRequired)
  if (await acknowledgedCurrent(actor.membershipId, article.id)) return null
  const pending = await pendingSignOff(actor.membershipId, article)
  if (pending) {
    return db.transaction((tx) => issueSigningToken(tx, pending.signerId, pending.expiresAt))
  }
  return createSignOff(asker, article, file.id)
}

async function acknowledgedCurrent(membershipId: number, articleId: number) {
  const [row] = await db
    .select({ id: articleAcknowledgements.id })
    .from(articleAcknowledgements)
    .where(
      and(
        eq(articleAcknowledgements.articleId, articleId),
        eq(articleAcknowledgements.membershipId, membershipId),
        isNull(articleAcknowledgements.supersededAt),
      ),
    )
  return Boolean(row)
}

/** The reader's open sign-off of this revision whose signature is still to come. */
async function pendingSignOff(membershipId: number, article: { id: number; revision: number }) {
  const [row] = await db
    .select({ signerId: esignSigners.id, expiresAt: esignDocuments.expiresAt })
    .from(esignArticleSignOffs)
    .innerJoin(esignDocuments, eq(esignDocuments.id, esignArticleSignOffs.documentId))
    .innerJoin(esignSigners, eq(esignSigners.documentId, esignDocuments.id))
    .where(
      and(
        eq(esignArticleSignOffs.articleId, article.id),
        eq(esignArticleSignOffs.membershipId, membershipId),
        eq(esignArticleSignOffs.revision, article.revision),
        inArray(esignDocuments.status, OPEN_STATUSES),
        eq(esignSigners.status, 'pending'),
      ),
    )
    .orderBy(desc(esignArticleSignOffs.id))
    .limit(1)
  return row ?? null
}

/** A sent document for the reader alone, with a signature field on the last page. */
async function createSignOff(
  asker: Asker,
  article: { id: number; title: string; revision: number; companyId: number },
  fileId: number,
): Promise<string> {
  const { actor, meta } = asker
  const [file] = await db.select().from(knowledgeFiles).where(eq(knowledgeFiles.id, fileId))
  const bytes = file ? await fileStore.get(file.storageKey) : null
  if (!file || !bytes) throw new AppError('VALIDATION', ESIGN_ACK_MESSAGES.notRequired)
  const pageCount = await pdfPageCount(bytes)
  const key = newStorageKey(actor.companyId, 'esign-documents', 'pdf')
  await fileStore.put(key, bytes, PDF)
  const reader = {
    actorName: `${actor.firstName} ${actor.lastName}`.trim(),
    email: actor.email,
  }
  try {
    return await db.transaction(async (tx) => {
      const [doc] = await tx
        .insert(esignDocuments)
        .values({
          companyId: actor.companyId,
          title: `${article.title} (sign-off)`,
          fileName: file.fileName.slice(0, 200),
          originalKey: key,
          originalSha256: sha256Hex(bytes),
          pageCount,
          status: 'sent',
          sentAt: new Date(),
        })
        .returning()
      const [signer] = await tx
        .insert(esignSigners)
        .values({
          documentId: doc!.id,
          membershipId: actor.membershipId,
          name: reader.actorName,
          email: actor.email,
          status: 'pending',
        })
        .returning()
      await tx.insert(esignFields).values({
        documentId: doc!.id,
        signerId: signer!.id,
        page: pageCount,
        kind: 'signature',
        ...SIGNATURE_BOX,
      })
      await tx.insert(esignArticleSignOffs).values({
        companyId: actor.companyId,
        documentId: doc!.id,
        articleId: article.id,
        revision: article.revision,
        membershipId: actor.membershipId,
      })
      const details = { article: article.id, revision: article.revision }
      await recordEvent(tx, doc!.id, meta, { ...reader, action: 'created', details })
      await recordEvent(tx, doc!.id, meta, { ...reader, action: 'sent', details: { signers: 1 } })
      await auditChange(
        tx,
        asker,
        'esign.document.create',
        { type: DOCUMENT_ENTITY, id: doc!.id },
        details,
      )
      return issueSigningToken(tx, signer!.id, null)
    })
  } catch (error) {
    await fileStore.remove(key)
    throw error
  }
}

/**
 * Called in the transaction that completes `doc`: when it is an article sign-off, the reader's
 * acknowledgement of the revision they signed is recorded (audited like any acknowledgement),
 * under the name they signed with. Answers the article's id (null for any other document).
 */
export async function acknowledgeSignedArticle(
  tx: Transaction,
  doc: EsignDocument,
): Promise<number | null> {
  const [signOff] = await tx
    .select({
      articleId: esignArticleSignOffs.articleId,
      revision: esignArticleSignOffs.revision,
      membershipId: esignArticleSignOffs.membershipId,
      userId: memberships.userId,
      signerName: esignSigners.name,
    })
    .from(esignArticleSignOffs)
    .innerJoin(memberships, eq(memberships.id, esignArticleSignOffs.membershipId))
    .innerJoin(esignSigners, eq(esignSigners.documentId, esignArticleSignOffs.documentId))
    .where(eq(esignArticleSignOffs.documentId, doc.id))
  if (!signOff) return null
  await insertAcknowledgement(
    tx,
    { ip: '', userAgent: null },
    { companyId: doc.companyId, membershipId: signOff.membershipId, userId: signOff.userId },
    { id: signOff.articleId, revision: signOff.revision },
    { method: ACKNOWLEDGEMENT_METHOD.esignature, signature: signOff.signerName },
  )
  return signOff.articleId
}
