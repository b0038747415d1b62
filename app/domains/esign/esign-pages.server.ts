import { json } from '@remix-run/node'
import type { Asker } from '~/platform/authorize.server'
import { assignmentChoices } from '../knowledge/articles/article-choices.server'
import { documentParts } from './esign-records.server'
import { documentSummary, pdfChoices, readableDocument } from './esign-documents.server'
import { can } from './esign.policy'
import type { EsignField, EsignSigner } from './esign.tables'

/** What the e-signature pages load, composed from the services. */

const signerRow = (signer: EsignSigner) => ({
  id: signer.id,
  name: signer.name,
  email: signer.email,
  staff: signer.membershipId !== null,
  order: signer.order,
  status: signer.status,
  signed_at: signer.signedAt?.toISOString() ?? null,
  declined_reason: signer.declinedReason,
})

const fieldRow = (field: EsignField) => ({
  id: field.id,
  signer_id: field.signerId,
  page: field.page,
  kind: field.kind,
  x: field.x,
  y: field.y,
  width: field.width,
  height: field.height,
  required: field.required,
  filled: field.value !== null,
})

/** A document with its signers, fields and timeline, as the page and the API show it. */
export async function documentDetails(asker: Asker, id: number) {
  const { doc, manage } = await readableDocument(asker, id)
  const { signers, fields, events } = await documentParts(id)
  return {
    document: documentSummary(doc),
    manage,
    signers: signers.map(signerRow),
    fields: fields.map(fieldRow),
    timeline: events.map((event) => ({
      id: event.id,
      at: event.at.toISOString(),
      action: event.action,
      name: event.actorName,
      email: event.email,
      ip: event.ip,
      details: event.details,
    })),
  }
}

/** The detail page: the document, and for a sender's draft the people who may sign it. */
export async function documentPage(asker: Asker, id: number) {
  const details = await documentDetails(asker, id)
  const editing = details.manage && details.document.status === 'draft'
  const people = editing
    ? (
        await assignmentChoices(asker.actor, {
          people: [],
          positions: [],
          divisions: [],
          responsibilities: [],
        })
      ).people
    : []
  return json({ ...details, people })
}

/** The new-document page: the company's PDFs to choose from. */
export async function newDocumentPage(asker: Asker) {
  return json({ choices: await pdfChoices(asker) })
}

export const abilitiesOf = (asker: Asker) => ({ send: can(asker.actor, 'document.send') })
