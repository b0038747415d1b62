import { and, eq, isNull } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { memberships, users } from '~/domains/accounts/accounts.tables'
import { companies } from '~/domains/company/company.tables'
import { esignArticleSignOffs, esignDocuments } from '~/domains/esign/esign.tables'
import { verifyFile } from '~/domains/esign/esign-verify.server'
import {
  ACKNOWLEDGEMENT_METHOD,
  articleAcknowledgements,
  articles,
} from '~/domains/knowledge/knowledge.tables'
import { esignFileOf } from '~/domains/knowledge/reading/esign-requirement.server'
import { db } from '~/platform/db.server'
import { fileStore } from '~/platform/storage.server'

const acmeDemo = async () =>
  (await db.select().from(companies).where(eq(companies.slug, 'acme-demo')))[0]!

/** The sealed file of a completed document passes the verification page's check. */
async function expectVerified(doc: typeof esignDocuments.$inferSelect) {
  const check = await verifyFile((await fileStore.get(doc.sealedKey!))!)
  expect(check.record?.title).toBe(doc.title)
  expect(check.signature?.unalteredSinceSigning).toBe(true)
}

describe('demo e-signature documents', () => {
  it('gives Acme a sealed offer letter, a half-signed policy sign-off and a declined NDA, once', async () => {
    const acme = await acmeDemo()
    const docs = await db.select().from(esignDocuments).where(eq(esignDocuments.companyId, acme.id))
    const sent = docs.filter((doc) => doc.senderMembershipId !== null)
    expect(sent.map((doc) => doc.status).sort()).toEqual([
      'completed',
      'declined',
      'partially_signed',
    ])
    await expectVerified(sent.find((doc) => doc.status === 'completed')!)
  })

  it('makes the Remote work article a sign-off by e-signature, which the employee has signed', async () => {
    const acme = await acmeDemo()
    const [article] = await db
      .select()
      .from(articles)
      .where(and(eq(articles.companyId, acme.id), eq(articles.title, 'Remote work')))
    const file = await esignFileOf(article!.id)
    expect(file?.fileName).toBe('Remote_work_policy.pdf')

    const [employee] = await db
      .select({ id: memberships.id })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(and(eq(memberships.companyId, acme.id), eq(users.email, 'employee@acme.test')))
    const acknowledgements = await db
      .select()
      .from(articleAcknowledgements)
      .where(
        and(
          eq(articleAcknowledgements.articleId, article!.id),
          isNull(articleAcknowledgements.supersededAt),
        ),
      )
    expect(acknowledgements).toEqual([
      expect.objectContaining({
        membershipId: employee!.id,
        method: ACKNOWLEDGEMENT_METHOD.esignature,
        signature: 'Eddie Evans',
        revision: article!.revision,
      }),
    ])
    const signOffs = await db
      .select({ doc: esignDocuments, membershipId: esignArticleSignOffs.membershipId })
      .from(esignArticleSignOffs)
      .innerJoin(esignDocuments, eq(esignDocuments.id, esignArticleSignOffs.documentId))
      .where(eq(esignArticleSignOffs.articleId, article!.id))
    expect(signOffs).toHaveLength(1)
    expect(signOffs[0]).toMatchObject({
      membershipId: employee!.id,
      doc: { status: 'completed', senderMembershipId: null },
    })
    await expectVerified(signOffs[0]!.doc)
  })
})
