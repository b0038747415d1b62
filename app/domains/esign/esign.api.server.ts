import type { Context } from 'hono'
import {
  allowed,
  apiRoutes,
  paginatedJson,
  pathId,
  validBody,
  validated,
  type ApiEnv,
} from '~/platform/api.server'
import type { Asker } from '~/platform/authorize.server'
import { appOrigin } from '~/platform/env.server'
import { AppError } from '~/platform/errors.server'
import { bodyWithFile } from '../files/api-helpers.server'
import { MAX_PDF_BYTES } from './esign-constants'
import {
  createDocument,
  listDocuments,
  ownSigningLink,
  remindSigners,
  sendDocument,
  updateDraft,
  voidDocument,
} from './esign-documents.server'
import { addField, addSigner, removeField, removeSigner } from './esign-drafts.server'
import { documentDownload } from './esign-files.server'
import { documentDetails } from './esign-pages.server'
import { documentDownloadPath, documentPath, signingPath } from './esign-paths'
import { can } from './esign.policy'
import {
  DocumentCreateSchema,
  DocumentListQuery,
  DocumentUpdateSchema,
  ESIGN_MESSAGES,
  FieldSchema,
  HumeSignDocQuery,
  HumeSignTokenQuery,
  RemindSchema,
  RowIdSchema,
  SignerSchema,
  VersionSchema,
  VoidSchema,
} from './esign.schema'

const sending = allowed(can, 'document.send')
const asker = (c: Context<ApiEnv>): Asker => ({ actor: c.var.actor, meta: c.var.meta })
const idOf = (c: Context, name = 'id') => pathId(c.req.param(name), ESIGN_MESSAGES.notFound)
const details = (c: Context<ApiEnv>, id: number) => documentDetails(asker(c), id)

/**
 * humesign/api/ (issue 23; docs/api.md): documents, their signers and fields, send, remind, void
 * and download, thin over the services the pages use. Signing itself is by the signer's
 * private link (a page), never by the API.
 */
export const esignApi = apiRoutes()
  .get('/documents', async (c) => {
    const query = DocumentListQuery.parse(c.req.query())
    return paginatedJson(c, await listDocuments(asker(c), query))
  })
  .post('/documents', sending, async (c) => {
    const { fields, upload } = await bodyWithFile(c)
    if (upload && upload.bytes.length > MAX_PDF_BYTES) {
      throw AppError.invalidField('file', 'The file is too large: at most 20 MB.')
    }
    const input = validated(DocumentCreateSchema, fields)
    const doc = await createDocument(asker(c), input, upload)
    return c.json(await details(c, doc.id), 201)
  })
  .get('/documents/:id', async (c) => c.json(await details(c, idOf(c))))
  .patch('/documents/:id', sending, async (c) => {
    const id = idOf(c)
    await updateDraft(asker(c), id, await validBody(c, DocumentUpdateSchema))
    return c.json(await details(c, id))
  })
  .post('/documents/:id/signers', sending, async (c) => {
    const id = idOf(c)
    const signer = await addSigner(asker(c), id, await validBody(c, SignerSchema))
    return c.json({ id: signer.id, document: await details(c, id) }, 201)
  })
  .delete('/documents/:id/signers/:signerId', sending, async (c) => {
    const id = idOf(c)
    const { version } = await validBody(c, VersionSchema)
    await removeSigner(
      asker(c),
      id,
      validated(RowIdSchema, { version, id: c.req.param('signerId') }),
    )
    return c.json(await details(c, id))
  })
  .post('/documents/:id/fields', sending, async (c) => {
    const id = idOf(c)
    const field = await addField(asker(c), id, await validBody(c, FieldSchema))
    return c.json({ id: field.id, document: await details(c, id) }, 201)
  })
  .delete('/documents/:id/fields/:fieldId', sending, async (c) => {
    const id = idOf(c)
    const { version } = await validBody(c, VersionSchema)
    await removeField(asker(c), id, validated(RowIdSchema, { version, id: c.req.param('fieldId') }))
    return c.json(await details(c, id))
  })
  .post('/documents/:id/send', sending, async (c) => {
    const id = idOf(c)
    await sendDocument(asker(c), id, (await validBody(c, VersionSchema)).version)
    return c.json(await details(c, id))
  })
  .post('/documents/:id/remind', sending, async (c) => {
    const id = idOf(c)
    const { signer_id } = await validBody(c, RemindSchema)
    return c.json({ reminded: await remindSigners(asker(c), id, signer_id) })
  })
  .post('/documents/:id/void', sending, async (c) => {
    const id = idOf(c)
    const input = await validBody(c, VoidSchema)
    await voidDocument(asker(c), id, input.version, input.reason)
    return c.json(await details(c, id))
  })
  .get('/documents/:id/download', async (c) => {
    const which = c.req.query('file') === 'original' ? 'original' : 'signed'
    return documentDownload(asker(c), idOf(c), which)
  })

/**
 * The two calls of seed §7, answered by our own signing service: get_hume_sign_token gives the
 * caller's signing link (with `id`, a document they are to sign now) or the e-signature page;
 * get_hume_sign_doc gives a document's state and the address of its file (`submission` is the
 * document id, `type` signed or original; `company`, when sent, must be the caller's).
 */
export const esignSeedApi = apiRoutes()
  .get('/get_hume_sign_token', async (c) => {
    const { id } = validated(HumeSignTokenQuery, c.req.query())
    const origin = appOrigin(c.req.raw)
    if (id === undefined) return c.json({ token: null, url: `${origin}/humesign`, name: null })
    const { doc, token } = await ownSigningLink(asker(c), id)
    return c.json({ token, url: `${origin}${signingPath(token)}`, name: doc.title })
  })
  .get('/get_hume_sign_doc', async (c) => {
    const query = validated(HumeSignDocQuery, c.req.query())
    if (query.company !== undefined && query.company !== c.var.actor.companyId) {
      throw AppError.notFound(ESIGN_MESSAGES.notFound)
    }
    const found = await details(c, query.submission)
    const origin = appOrigin(c.req.raw)
    const file = query.type === 'original' ? '?file=original' : ''
    const ready = query.type === 'original' || found.document.status === 'completed'
    return c.json({
      ...found.document,
      signers: found.signers,
      url: `${origin}${documentPath(query.submission)}`,
      download_url: ready ? `${origin}${documentDownloadPath(query.submission)}${file}` : null,
    })
  })
