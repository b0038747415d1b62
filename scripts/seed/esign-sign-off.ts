import { and, eq } from 'drizzle-orm'
import type { Company } from '~/domains/company/company.tables'
import { articleEsignRequirements, esignArticleSignOffs } from '~/domains/esign/esign.tables'
import {
  ACKNOWLEDGEMENT_METHOD,
  articleAcknowledgements,
  articles,
} from '~/domains/knowledge/knowledge.tables'
import { SIGNATURE_BOX } from '~/domains/knowledge/reading/article-esign.server'
import type { Queryable } from '~/platform/db.server'
import { letter, seedDocument, staffMember } from './esign'
import { attachDemoFile } from './knowledge-files'

/**
 * Acme's policy sign-off (issue 23): the "Remote work" article is acknowledged by e-signing its
 * PDF, and the employee has done so: their own one-signer document, completed and sealed as
 * signing it on the page would have, and their acknowledgement (method E-signature) with it.
 * Seeded once: an article that already asks for an e-signature is left as it is.
 */

const ARTICLE_TITLE = 'Remote work'
const SIGNED_DAYS_AGO = 2

export async function ensureDemoArticleSignOff(q: Queryable, acme: Company) {
  const [article] = await q
    .select({ id: articles.id, title: articles.title, revision: articles.revision })
    .from(articles)
    .where(and(eq(articles.companyId, acme.id), eq(articles.title, ARTICLE_TITLE)))
    .limit(1)
  const admin = await staffMember(q, acme.id, 'admin@acme.test')
  const employee = await staffMember(q, acme.id, 'employee@acme.test')
  if (!article || !admin || !employee) return
  const [required] = await q
    .select({ id: articleEsignRequirements.articleId })
    .from(articleEsignRequirements)
    .where(eq(articleEsignRequirements.articleId, article.id))
  if (required) return

  const pdf = await letter('Remote work policy', [
    'Staff may work away from the office up to three days a week,',
    'on a secure connection, reachable during core hours (10:00 to 15:00).',
    'By signing I confirm that I have read this policy and will follow it.',
  ])
  const fileName = 'Remote_work_policy.pdf'
  const knowledgeFileId = await attachDemoFile(
    q,
    { companyId: acme.id, articleId: article.id, uploaderMembershipId: admin.membershipId },
    fileName,
    pdf,
  )
  await q
    .insert(articleEsignRequirements)
    .values({ articleId: article.id, companyId: acme.id, knowledgeFileId })

  // The reader's own document: no sender, one signer, the signature at the lower right.
  const doc = await seedDocument(
    q,
    acme.id,
    { ...employee, membershipId: null },
    {
      title: `${article.title} (sign-off)`,
      message: '',
      pdf,
      status: 'completed',
      sentDaysAgo: SIGNED_DAYS_AGO,
      signingOrder: false,
      signers: [{ ...employee, status: 'signed', signedDaysAgo: SIGNED_DAYS_AGO }],
      fields: () => [{ kind: 'signature', ...SIGNATURE_BOX }],
    },
  )
  await q.insert(esignArticleSignOffs).values({
    companyId: acme.id,
    documentId: doc.id,
    articleId: article.id,
    revision: article.revision,
    membershipId: employee.membershipId,
  })
  await q
    .insert(articleAcknowledgements)
    .values({
      companyId: acme.id,
      articleId: article.id,
      membershipId: employee.membershipId,
      revision: article.revision,
      method: ACKNOWLEDGEMENT_METHOD.esignature,
      signature: employee.name,
      acknowledgedAt: doc.sentAt!,
    })
    .onConflictDoNothing()
}
