import { randomBytes } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { PDFDocument, StandardFonts } from 'pdf-lib'
import { memberships, users } from '~/domains/accounts/accounts.tables'
import type { Company } from '~/domains/company/company.tables'
import { FIELD_SIZES, type FieldKind } from '~/domains/esign/esign-constants'
import { EVENT_LABELS } from '~/domains/esign/esign-constants'
import { sha256Hex } from '~/domains/esign/esign-records.server'
import {
  esignDocuments,
  esignEvents,
  esignFields,
  esignSigners,
  type EsignDocument,
  type EsignField,
} from '~/domains/esign/esign.tables'
import { appendAuditPage } from '~/domains/esign/pdf/audit-page.server'
import { sealPdf } from '~/domains/esign/pdf/seal.server'
import { stampFields } from '~/domains/esign/pdf/stamp-fields.server'
import type { Queryable } from '~/platform/db.server'
import { hashToken } from '~/platform/secrets.server'
import { fileStore, newStorageKey } from '~/platform/storage.server'

/**
 * Acme's e-signature documents (issue 23): a completed offer letter (stamped, audit page,
 * sealed by the installation's certificate, so the verification page knows it), a policy
 * sign-off one of two staff have signed, and an NDA its outside signer declined. Seeded once:
 * a company that has any document is left as it is.
 */

const DAY = 24 * 60 * 60 * 1000
const daysAgo = (days: number) => new Date(Date.now() - days * DAY)
const DEMO_META = { ip: '203.0.113.24', userAgent: 'Mozilla/5.0 (demo seed)' }

/** A one-page letter as a word processor would export it. */
export async function letter(title: string, paragraphs: string[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create()
  const font = await pdf.embedFont(StandardFonts.Helvetica)
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold)
  const page = pdf.addPage([595, 842])
  page.drawText(title, { x: 72, y: 760, size: 18, font: bold })
  paragraphs.forEach((text, index) =>
    page.drawText(text, { x: 72, y: 720 - index * 24, size: 11, font }),
  )
  page.drawText('Signature:', { x: 72, y: 180, size: 11, font })
  page.drawText('Date:', { x: 360, y: 180, size: 11, font })
  return pdf.save()
}

interface DemoSigner {
  name: string
  email: string
  membershipId: number | null
  status: 'waiting' | 'pending' | 'signed' | 'declined'
  signedDaysAgo?: number
  declinedReason?: string
}

/** A signer's field as the demo places it (on page 1 unless it says). */
type DemoField = Pick<EsignField, 'kind' | 'x' | 'y' | 'width' | 'height'> & { page?: number }

/** Where each signer's two fields go on the letter: signature and date, a row per signer. */
const fieldsFor = (row: number): DemoField[] =>
  [
    { kind: 'signature' as FieldKind, x: 0.12, y: 0.76 - row * 0.08 },
    { kind: 'date_signed' as FieldKind, x: 0.6, y: 0.77 - row * 0.08 },
  ].map((field) => ({
    ...field,
    width: FIELD_SIZES[field.kind].w,
    height: FIELD_SIZES[field.kind].h,
  }))

export async function staffMember(q: Queryable, companyId: number, email: string) {
  const [row] = await q
    .select({ id: memberships.id, first: users.firstName, last: users.lastName })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.companyId, companyId), eq(users.email, email)))
  return row && { membershipId: row.id, name: `${row.first} ${row.last}`, email }
}

/**
 * A document as its sender left it, and the signers' steps. A sender without a membership is a
 * reader's own sign-off document: it has no sender, and the reader created and sent it.
 */
export async function seedDocument(
  q: Queryable,
  companyId: number,
  sender: { membershipId: number | null; name: string; email: string },
  spec: {
    title: string
    message: string
    pdf: Uint8Array
    status: 'completed' | 'partially_signed' | 'declined'
    sentDaysAgo: number
    signingOrder: boolean
    signers: DemoSigner[]
    /** Each signer's fields (by their row); a signature and a date on page 1 unless given. */
    fields?: (row: number) => DemoField[]
  },
): Promise<EsignDocument> {
  const originalKey = newStorageKey(companyId, 'esign-documents', 'pdf')
  await fileStore.put(originalKey, spec.pdf, 'application/pdf')
  const [doc] = await q
    .insert(esignDocuments)
    .values({
      companyId,
      title: spec.title,
      fileName: `${spec.title}.pdf`,
      originalKey,
      originalSha256: sha256Hex(spec.pdf),
      pageCount: 1,
      status: spec.status,
      message: spec.message,
      signingOrder: spec.signingOrder,
      senderMembershipId: sender.membershipId,
      sentAt: daysAgo(spec.sentDaysAgo),
      expiresAt: spec.status === 'partially_signed' ? new Date(Date.now() + 14 * DAY) : null,
    })
    .returning()
  const event = (
    action: string,
    who: { name: string; email: string },
    at: Date,
    details?: Record<string, unknown>,
  ) =>
    q.insert(esignEvents).values({
      documentId: doc!.id,
      action,
      actorName: who.name,
      email: who.email,
      at,
      details,
      ...DEMO_META,
    })
  await event('created', sender, daysAgo(spec.sentDaysAgo + 1))
  await event('sent', sender, daysAgo(spec.sentDaysAgo), { signers: spec.signers.length })
  const stamps = []
  for (const [row, signer] of spec.signers.entries()) {
    const signedAt = signer.signedDaysAgo === undefined ? null : daysAgo(signer.signedDaysAgo)
    const [inserted] = await q
      .insert(esignSigners)
      .values({
        documentId: doc!.id,
        membershipId: signer.membershipId,
        name: signer.name,
        email: signer.email,
        order: row + 1,
        status: signer.status,
        signedAt: signer.status === 'signed' ? signedAt : null,
        declinedReason: signer.declinedReason ?? null,
        // A pending signer holds a live link (its token was "emailed"; only the hash is kept).
        tokenHash:
          signer.status === 'pending' ? hashToken(randomBytes(32).toString('base64url')) : null,
        tokenExpiresAt: signer.status === 'pending' ? new Date(Date.now() + 14 * DAY) : null,
        ...(signedAt ? DEMO_META : {}),
      })
      .returning()
    for (const { page = 1, ...field } of (spec.fields ?? fieldsFor)(row)) {
      const value =
        signer.status !== 'signed'
          ? null
          : field.kind === 'signature'
            ? signer.name
            : signedAt!.toISOString().slice(0, 10)
      await q
        .insert(esignFields)
        .values({ documentId: doc!.id, signerId: inserted!.id, page, ...field, value })
      if (value)
        stamps.push({
          page,
          x: field.x,
          y: field.y,
          w: field.width,
          h: field.height,
          kind: field.kind as 'signature' | 'date_signed',
          text: value,
        })
    }
    if (signer.status === 'signed') await event('signed', signer, signedAt!)
    if (signer.status === 'declined') {
      await event('declined', signer, daysAgo(1), { reason: signer.declinedReason })
    }
  }
  if (spec.status === 'completed') await seal(q, doc!, stamps)
  return doc!
}

/** The completed document's sealed file, made as completion makes it (esign-completion). */
async function seal(
  q: Queryable,
  doc: typeof esignDocuments.$inferSelect,
  stamps: Parameters<typeof stampFields>[1],
) {
  const events = await q.select().from(esignEvents).where(eq(esignEvents.documentId, doc.id))
  const stamped = await stampFields((await fileStore.get(doc.originalKey))!, stamps)
  const sealed = await sealPdf(
    await appendAuditPage(stamped, {
      documentTitle: doc.title,
      originalSha256: doc.originalSha256,
      events: events.map((event) => ({
        at: event.at,
        action: EVENT_LABELS[event.action] ?? event.action,
        signerName: event.actorName,
        email: event.email,
        ip: event.ip,
        userAgent: event.userAgent,
      })),
    }),
  )
  const sealedKey = newStorageKey(doc.companyId, 'esign-documents', 'pdf')
  await fileStore.put(sealedKey, sealed, 'application/pdf')
  const sealedSha256 = sha256Hex(sealed)
  await q
    .update(esignDocuments)
    .set({ sealedKey, sealedSha256, completedAt: daysAgo(2) })
    .where(eq(esignDocuments.id, doc.id))
  await q
    .insert(esignEvents)
    .values({ documentId: doc.id, action: 'completed', at: daysAgo(2), details: { sealedSha256 } })
}

export async function ensureDemoEsign(q: Queryable, acme: Company) {
  const [existing] = await q
    .select({ id: esignDocuments.id })
    .from(esignDocuments)
    .where(eq(esignDocuments.companyId, acme.id))
    .limit(1)
  if (existing) return
  const admin = await staffMember(q, acme.id, 'admin@acme.test')
  const employee = await staffMember(q, acme.id, 'employee@acme.test')
  const multi = await staffMember(q, acme.id, 'multi@acme.test')
  if (!admin || !employee || !multi) return
  const outside = (name: string, email: string) => ({ name, email, membershipId: null })

  await seedDocument(q, acme.id, admin, {
    title: 'Offer letter – Jordan Rivera',
    message: 'Welcome aboard! Please sign your offer letter.',
    pdf: await letter('Offer of employment', [
      'Dear Jordan Rivera,',
      'Acme Demo is pleased to offer you the position of Operations Analyst,',
      'starting on the first of next month, at the salary agreed in your interview.',
    ]),
    status: 'completed',
    sentDaysAgo: 6,
    signingOrder: true,
    signers: [
      {
        ...outside('Jordan Rivera', 'jordan.rivera@example.com'),
        status: 'signed',
        signedDaysAgo: 4,
      },
      { ...admin, status: 'signed', signedDaysAgo: 2 },
    ],
  })
  await seedDocument(q, acme.id, admin, {
    title: 'Remote work policy sign-off',
    message: 'Please read the remote work policy and sign that you have.',
    pdf: await letter('Remote work policy – acknowledgement', [
      'I have read and understood the Acme Demo remote work policy,',
      'and I will follow it when working away from the office.',
    ]),
    status: 'partially_signed',
    sentDaysAgo: 3,
    signingOrder: false,
    signers: [
      { ...employee, status: 'signed', signedDaysAgo: 1 },
      { ...multi, status: 'pending' },
    ],
  })
  await seedDocument(q, acme.id, admin, {
    title: 'Mutual NDA – Northwind Traders',
    message: 'The NDA before we share the supplier figures.',
    pdf: await letter('Mutual non-disclosure agreement', [
      'Acme Demo and Northwind Traders agree to keep confidential',
      'what each shares with the other about the supply agreement.',
    ]),
    status: 'declined',
    sentDaysAgo: 5,
    signingOrder: false,
    signers: [
      {
        ...outside('Nina Patel', 'nina.patel@example.com'),
        status: 'declined',
        declinedReason: 'Our legal team needs a two-year term, not five.',
      },
    ],
  })
}
