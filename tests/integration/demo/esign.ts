import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { companies } from '~/domains/company/company.tables'
import { esignDocuments } from '~/domains/esign/esign.tables'
import { verifyFile } from '~/domains/esign/esign-verify.server'
import { db } from '~/platform/db.server'
import { fileStore } from '~/platform/storage.server'

describe('demo e-signature documents', () => {
  it('gives Acme a sealed offer letter, a half-signed policy sign-off and a declined NDA, once', async () => {
    const [acme] = await db.select().from(companies).where(eq(companies.slug, 'acme-demo'))
    const docs = await db
      .select()
      .from(esignDocuments)
      .where(eq(esignDocuments.companyId, acme!.id))
    expect(docs.map((doc) => doc.status).sort()).toEqual([
      'completed',
      'declined',
      'partially_signed',
    ])
    const offer = docs.find((doc) => doc.status === 'completed')!
    const sealed = (await fileStore.get(offer.sealedKey!))!
    const check = await verifyFile(sealed)
    expect(check.record?.title).toBe(offer.title)
    expect(check.signature?.unalteredSinceSigning).toBe(true)
  })
})
