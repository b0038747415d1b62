import { execFileSync } from 'node:child_process'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { esignCompany, draftFor } from '#tests/factories/esign'
import { outboxTo, linkInText } from '#tests/factories/outbox'
import { stranger } from '#tests/factories/checklists'
import { testMeta } from '#tests/factories/request'
import { db } from '~/platform/db.server'
import { isAppError } from '~/platform/errors.server'
import { fileStore } from '~/platform/storage.server'
import { completeDocument } from './esign-completion.server'
import {
  listDocuments,
  readableDocument,
  remindSigners,
  sendDocument,
  voidDocument,
} from './esign-documents.server'
import { declineDocument, signDocument, signingPage } from './esign-signing.server'
import { verifyFile } from './esign-verify.server'
import { DocumentListQuery, SignSchema } from './esign.schema'
import { esignDocuments, esignSigners } from './esign.tables'

/** The private link of the newest signing email to `email`. */
async function newestLink(email: string): Promise<string> {
  const mails = await outboxTo(email)
  const link = linkInText(mails.at(-1)!.textBody, '/humesign/sign/')
  return link.pathname.split('/').pop()!
}

const typed = (name: string) => SignSchema.parse({ consent: 'on', signature: name })

const statusOf = async (id: number) =>
  (await db.select().from(esignDocuments).where(eq(esignDocuments.id, id)))[0]!.status

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  )
  if (!isAppError(error)) throw new Error(`expected a refusal, got ${String(error)}`)
  return error
}

const ANN = { name: 'Ann Outside', email: 'ann@example.org' }
const BOB = { name: 'Bob Outside', email: 'bob@example.org' }

describe('sending and signing in order', () => {
  it('asks each signer in turn, spends each link once, and moves the status along', async () => {
    const { asAdmin } = await esignCompany()
    const ann = { ...ANN, email: `ann-${Date.now()}@example.org` }
    const bob = { ...BOB, email: `bob-${Date.now()}@example.org` }
    const { doc } = await draftFor(asAdmin, [ann, bob], { signing_order: 'on' })

    await sendDocument(asAdmin, doc.id, doc.version)
    expect(await statusOf(doc.id)).toBe('sent')
    expect(await outboxTo(bob.email)).toHaveLength(0)
    const annToken = await newestLink(ann.email)
    expect((await signingPage(annToken)).fields).toHaveLength(1)

    const first = await signDocument(annToken, typed('Ann Outside'), testMeta())
    expect(first.allSigned).toBe(false)
    expect(await statusOf(doc.id)).toBe('partially_signed')
    // The link is spent: the page and a second signature are refused.
    expect((await refusal(signingPage(annToken))).code).toBe('NOT_FOUND')
    expect((await refusal(signDocument(annToken, typed('Ann'), testMeta()))).code).toBe('NOT_FOUND')

    // Now it is Bob's turn, and only now does he get a link.
    const bobToken = await newestLink(bob.email)
    const second = await signDocument(bobToken, typed('Bob Outside'), testMeta())
    expect(second.allSigned).toBe(true)

    // The last signature completes it: stamped, audit page, sealed, its hash recorded.
    await completeDocument(doc.id)
    const [done] = await db.select().from(esignDocuments).where(eq(esignDocuments.id, doc.id))
    expect(done!.status).toBe('completed')
    const sealed = (await fileStore.get(done!.sealedKey!))!
    const pageText = execFileSync('pdftotext', ['-', '-'], { input: sealed }).toString()
    expect(pageText).toContain(done!.originalSha256)
    expect(pageText).toContain(bob.email)
    const genuine = await verifyFile(sealed)
    expect(genuine.record?.title).toBe('Offer letter')
    expect(genuine.signature?.unalteredSinceSigning).toBe(true)
    const tampered = Uint8Array.from(sealed)
    tampered[200] = tampered[200]! ^ 1
    const altered = await verifyFile(tampered)
    expect(altered.record).toBeNull()
    expect(altered.signature?.unalteredSinceSigning).toBe(false)
    // Each signer now gets the signed PDF's link.
    expect((await outboxTo(ann.email)).at(-1)!.template).toBe('esign_completed')
  })

  it('refuses to sign without consent or a signature, and keeps the link', async () => {
    const { asAdmin } = await esignCompany()
    const ann = { ...ANN, email: `ann2-${Date.now()}@example.org` }
    const { doc } = await draftFor(asAdmin, [ann])
    await sendDocument(asAdmin, doc.id, doc.version)
    const token = await newestLink(ann.email)
    expect(SignSchema.safeParse({ signature: 'Ann' }).success).toBe(false)
    const unsigned = await refusal(signDocument(token, typed(''), testMeta()))
    expect(unsigned.code).toBe('VALIDATION')
    expect((await signingPage(token)).state).toBe('sign')
  })

  it('refuses an expired link', async () => {
    const { asAdmin } = await esignCompany()
    const ann = { ...ANN, email: `ann3-${Date.now()}@example.org` }
    const { doc } = await draftFor(asAdmin, [ann])
    await sendDocument(asAdmin, doc.id, doc.version)
    const token = await newestLink(ann.email)
    await db
      .update(esignSigners)
      .set({ tokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(esignSigners.documentId, doc.id))
    expect((await refusal(signingPage(token))).code).toBe('NOT_FOUND')
  })
})

describe('stopping a document', () => {
  it('a decline stops the document and every other link, with the reason', async () => {
    const { asAdmin } = await esignCompany()
    const ann = { ...ANN, email: `ann4-${Date.now()}@example.org` }
    const bob = { ...BOB, email: `bob4-${Date.now()}@example.org` }
    const { doc } = await draftFor(asAdmin, [ann, bob])
    await sendDocument(asAdmin, doc.id, doc.version)
    const bobToken = await newestLink(bob.email)
    await declineDocument(await newestLink(ann.email), 'The salary is wrong', testMeta())
    expect(await statusOf(doc.id)).toBe('declined')
    expect((await refusal(signingPage(bobToken))).code).toBe('NOT_FOUND')
    const sender = await outboxTo(asAdmin.actor.email)
    expect(sender.at(-1)!.textBody).toContain('The salary is wrong')
  })

  it('void and reminders: a reminder replaces the link, a voided document signs no more', async () => {
    const { asAdmin } = await esignCompany()
    const ann = { ...ANN, email: `ann5-${Date.now()}@example.org` }
    const { doc } = await draftFor(asAdmin, [ann])
    await sendDocument(asAdmin, doc.id, doc.version)
    const first = await newestLink(ann.email)
    expect(await remindSigners(asAdmin, doc.id, null)).toBe(1)
    const second = await newestLink(ann.email)
    expect((await refusal(signingPage(first))).code).toBe('NOT_FOUND')
    const [sent] = await db.select().from(esignDocuments).where(eq(esignDocuments.id, doc.id))
    await voidDocument(asAdmin, doc.id, sent!.version, 'Sent by mistake')
    expect(await statusOf(doc.id)).toBe('voided')
    expect((await refusal(signingPage(second))).code).toBe('NOT_FOUND')
    expect((await refusal(sendDocument(asAdmin, doc.id, sent!.version + 1))).code).toBe('CONFLICT')
  })
})

describe('who sees a document', () => {
  it('another company gets a 404, a member sees only what they sign, a stale send is a 409', async () => {
    const { asAdmin, asStaff, staff } = await esignCompany()
    const { doc } = await draftFor(asAdmin, [{ membership_id: staff.membership.id }])
    expect((await refusal(readableDocument(await stranger(), doc.id))).code).toBe('NOT_FOUND')
    // A draft is not shown to its signer yet.
    expect((await refusal(readableDocument(asStaff, doc.id))).code).toBe('NOT_FOUND')
    expect((await refusal(sendDocument(asStaff, doc.id, doc.version))).code).toBe('FORBIDDEN')
    expect((await refusal(sendDocument(asAdmin, doc.id, doc.version - 1))).code).toBe('CONFLICT')
    await sendDocument(asAdmin, doc.id, doc.version)
    expect((await readableDocument(asStaff, doc.id)).manage).toBe(false)
    const list = await listDocuments(asStaff, DocumentListQuery.parse({}))
    expect(list.results.map((row) => row.id)).toEqual([doc.id])
  })
})
