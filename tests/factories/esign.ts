import { PDFDocument, StandardFonts } from 'pdf-lib'
import { createDocument } from '~/domains/esign/esign-documents.server'
import { addField, addSigner } from '~/domains/esign/esign-drafts.server'
import { DocumentCreateSchema, FieldSchema, SignerSchema } from '~/domains/esign/esign.schema'
import type { Asker } from '~/platform/authorize.server'
import { makeCompanyWithAdmin, makeMember, signedIn } from './accounts'
import { testMeta } from './request'

/** A PDF of `pages` pages with a line of text on each, as a word processor would export it. */
export async function samplePdf(pages = 2, title = 'Offer letter'): Promise<Uint8Array> {
  const pdf = await PDFDocument.create()
  const font = await pdf.embedFont(StandardFonts.Helvetica)
  for (let page = 1; page <= pages; page += 1) {
    pdf.addPage([595, 842]).drawText(`${title}, page ${page}`, { x: 72, y: 760, size: 14, font })
  }
  return pdf.save()
}

/** A company with its admin (a sender) and a member of staff without flags, signed in. */
export async function esignCompany() {
  const { company, admin } = await makeCompanyWithAdmin()
  const staff = await makeMember(company, { firstName: 'Sam', lastName: 'Staff' })
  const asAdmin: Asker = { actor: (await signedIn(admin.user, company)).actor, meta: testMeta() }
  const asStaff: Asker = { actor: (await signedIn(staff.user, company)).actor, meta: testMeta() }
  return { company, admin, staff, asAdmin, asStaff }
}

/**
 * A draft with the given signers (outside addresses, or a staff membership), each with a
 * signature field on page 1, through the services.
 */
export async function draftFor(
  asker: Asker,
  signers: ({ name: string; email: string } | { membership_id: number })[],
  details: Record<string, unknown> = {},
) {
  let doc = await createDocument(
    asker,
    DocumentCreateSchema.parse({ title: 'Offer letter', ...details }),
    { name: 'offer.pdf', contentType: 'application/pdf', bytes: await samplePdf() },
  )
  let version = doc.version
  const added = []
  for (const signer of signers) {
    const row = await addSigner(asker, doc.id, SignerSchema.parse({ ...signer, version }))
    version += 1
    const field = { version, signer_id: row.id, kind: 'signature', page: 1, cell: 36 }
    await addField(asker, doc.id, FieldSchema.parse(field))
    version += 1
    added.push(row)
  }
  doc = { ...doc, version }
  return { doc, signers: added }
}
