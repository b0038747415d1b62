import type { Asker } from '~/platform/authorize.server'
import { db } from '~/platform/db.server'
import { fileStore } from '~/platform/storage.server'
import { fileResponse } from '../files/stored-files.server'
import { renderPdfPages } from './pdf/render-pages.server'
import { PAGE_IMAGE_WIDTH } from './esign-constants'
import { readableDocument } from './esign-documents.server'
import { signerByLink } from './esign-signing.server'
import type { EsignDocument } from './esign.tables'

/**
 * A document's bytes as the pages serve them: its page images (drawn on the server, so the
 * signing page needs no PDF viewer and no JavaScript), the original PDF and the sealed one.
 */

const notFound = () => new Response('Not Found', { status: 404 })

/**
 * The images are kept in the store next to the original (rendered once per document: its PDF
 * never changes after upload), under the original's key with the width as its extension.
 */
const pagesCacheKey = (doc: EsignDocument) =>
  doc.originalKey.replace(/\.pdf$/, `.pages${PAGE_IMAGE_WIDTH}`)

async function pageImage(doc: EsignDocument, page: number): Promise<Response> {
  if (!Number.isInteger(page) || page < 1 || page > doc.pageCount) throw notFound()
  const original = await fileStore.get(doc.originalKey)
  if (!original) throw notFound()
  const pages = await renderPdfPages(original, {
    width: PAGE_IMAGE_WIDTH,
    cacheKey: pagesCacheKey(doc),
  })
  const image = pages.find((rendered) => rendered.page === page)
  if (!image) throw notFound()
  return new Response(Buffer.from(image.png), {
    headers: { 'Content-Type': 'image/png', 'Cache-Control': 'private, max-age=3600' },
  })
}

/** A page image for a signed-in reader of the document. */
export async function documentPageImage(asker: Asker, id: number, page: number) {
  const { doc } = await readableDocument(asker, id)
  return pageImage(doc, page)
}

/** A page image for a signer, by their link: only their own document's pages. */
export async function signingPageImage(token: string, page: number) {
  const { doc } = await signerByLink(db, token)
  return pageImage(doc, page)
}

const pdfName = (doc: EsignDocument, suffix: string) =>
  `${doc.fileName.replace(/\.pdf$/i, '')}${suffix}.pdf`

function sealedResponse(doc: EsignDocument) {
  if (!doc.sealedKey) throw notFound()
  return fileResponse(
    {
      storageKey: doc.sealedKey,
      fileName: pdfName(doc, ' (signed)'),
      contentType: 'application/pdf',
    },
    'attachment',
  )
}

/** The signed PDF once completed, else the original (what was sent for signature). */
export async function documentDownload(asker: Asker, id: number, which: 'signed' | 'original') {
  const { doc } = await readableDocument(asker, id)
  if (which === 'signed') return sealedResponse(doc)
  return fileResponse(
    { storageKey: doc.originalKey, fileName: pdfName(doc, ''), contentType: 'application/pdf' },
    'attachment',
  )
}

/** The signed PDF for a signer, by the link the completion email gave them. */
export async function signedDownload(token: string) {
  const { doc, signer } = await signerByLink(db, token)
  if (signer.status !== 'signed' || doc.status !== 'completed') throw notFound()
  return sealedResponse(doc)
}
