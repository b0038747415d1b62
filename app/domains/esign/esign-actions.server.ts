import { authorize, type Asker } from '~/platform/authorize.server'
import { redirectWithFlash } from '~/platform/flash.server'
import { handleIntents, intent } from '~/platform/forms.server'
import { msg } from '~/i18n'
import { remindSigners, sendDocument, updateDraft, voidDocument } from './esign-documents.server'
import {
  addField,
  addSigner,
  moveField,
  moveSignerUp,
  removeField,
  removeSigner,
} from './esign-drafts.server'
import { DOCUMENT_ENTITY } from './esign-constants'
import { documentPath } from './esign-paths'
import { can } from './esign.policy'
import {
  DocumentUpdateSchema,
  FieldMoveSchema,
  FieldSchema,
  RemindSchema,
  RowIdSchema,
  SignerSchema,
  VersionSchema,
  VoidSchema,
} from './esign.schema'

/**
 * The detail page's forms: each intent runs one service, then the page again with a message.
 * All are the sender's: anyone else (a signer reading the page) is refused before the form is
 * read, so its rules are not revealed.
 */
export async function documentActions(asker: Asker, request: Request, id: number) {
  await authorize(asker, can, 'document.send', { type: DOCUMENT_ENTITY, id })
  const done = (message: string) => () =>
    redirectWithFlash(documentPath(id), { kind: 'success', message })
  return handleIntents(request, {
    update: intent(DocumentUpdateSchema, (input) =>
      updateDraft(asker, id, input).then(done(msg('Details saved.'))),
    ),
    'add-signer': intent(SignerSchema, (input) =>
      addSigner(asker, id, input).then(done(msg('Signer added.'))),
    ),
    'remove-signer': intent(RowIdSchema, (input) =>
      removeSigner(asker, id, input).then(done(msg('Signer removed.'))),
    ),
    'signer-up': intent(RowIdSchema, (input) =>
      moveSignerUp(asker, id, input).then(done(msg('Signing order changed.'))),
    ),
    'add-field': intent(FieldSchema, (input) =>
      addField(asker, id, input).then(done(msg('Field placed.'))),
    ),
    'move-field': intent(FieldMoveSchema, (input) =>
      moveField(asker, id, input).then(done(msg('Field moved.'))),
    ),
    'remove-field': intent(RowIdSchema, (input) =>
      removeField(asker, id, input).then(done(msg('Field removed.'))),
    ),
    send: intent(VersionSchema, (input) =>
      sendDocument(asker, id, input.version).then(done(msg('Sent for signature.'))),
    ),
    remind: intent(RemindSchema, (input) =>
      remindSigners(asker, id, input.signer_id).then(done(msg('Reminder sent.'))),
    ),
    void: intent(VoidSchema, (input) =>
      voidDocument(asker, id, input.version, input.reason).then(done(msg('Document voided.'))),
    ),
  })
}
