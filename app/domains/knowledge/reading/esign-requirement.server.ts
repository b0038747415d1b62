import { eq, inArray } from 'drizzle-orm'
import { msg } from '~/i18n'
import { db } from '~/platform/db.server'
import { AppError } from '~/platform/errors.server'
import { articleEsignRequirements } from '../../esign/esign.tables'
import { knowledgeFiles } from '../knowledge.tables'

/** Which articles are policy sign-offs, acknowledged by e-signing a PDF (article-esign.server.ts). */

export const SIGN_THE_DOCUMENT = msg('Sign the document to acknowledge this article.')

/** The PDF file readers of `articleId` must e-sign, or null when they acknowledge otherwise. */
export async function esignFileOf(articleId: number) {
  const [row] = await db
    .select({ id: knowledgeFiles.id, fileName: knowledgeFiles.fileName })
    .from(articleEsignRequirements)
    .innerJoin(knowledgeFiles, eq(knowledgeFiles.id, articleEsignRequirements.knowledgeFileId))
    .where(eq(articleEsignRequirements.articleId, articleId))
  return row ?? null
}

/** A typed name or a mark-as-read must not stand in for a sign-off's e-signature. */
export async function refuseWhenEsigned(articleIds: number[]) {
  const [required] = await db
    .select({ id: articleEsignRequirements.articleId })
    .from(articleEsignRequirements)
    .where(inArray(articleEsignRequirements.articleId, articleIds))
    .limit(1)
  if (required) throw new AppError('VALIDATION', SIGN_THE_DOCUMENT)
}
