import fontkit from '@pdf-lib/fontkit'
import { PDFDocument, type PDFPage } from 'pdf-lib'
import { AppError } from '~/platform/errors.server'

/** Every PDF starts with these bytes (a few bytes of junk before them are tolerated by readers). */
const PDF_MAGIC = '%PDF-'

/** A file that is no PDF, is damaged, or is encrypted: the sender gets this message. */
export class UnreadablePdfError extends AppError {
  constructor(message = 'This file is not a PDF we can read.') {
    super('VALIDATION', message)
    this.name = 'UnreadablePdfError'
  }
}

/** True when the bytes start (within the first KB, as readers allow) with the PDF header. */
export function hasPdfMagic(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.subarray(0, 1024)).toString('latin1')
  return head.includes(PDF_MAGIC)
}

/**
 * Opens a PDF for drawing. An encrypted PDF is refused rather than opened with its encryption
 * ignored: pdf-lib would write it back with garbled content.
 */
export async function openPdf(bytes: Uint8Array): Promise<PDFDocument> {
  if (!hasPdfMagic(bytes)) throw new UnreadablePdfError()
  let doc: PDFDocument
  let pageCount: number
  try {
    doc = await PDFDocument.load(bytes, { updateMetadata: false })
    // pdf-lib forgives much while loading; a file without a page tree fails here.
    pageCount = doc.getPageCount()
  } catch (error) {
    if (error instanceof Error && /encrypted/i.test(error.message)) {
      throw new UnreadablePdfError(
        'This PDF is password-protected; upload a copy without a password.',
      )
    }
    throw new UnreadablePdfError()
  }
  if (pageCount === 0) throw new UnreadablePdfError('This PDF has no pages.')
  doc.registerFontkit(fontkit)
  return doc
}

export type Rotation = 0 | 90 | 180 | 270

/**
 * A page as a reader shows it: the crop box, turned by the page's /Rotate. widthPt × heightPt
 * is the shown size; fields are placed in fractions of it, so they do not depend on it.
 */
export interface PageGeometry {
  widthPt: number
  heightPt: number
  rotation: Rotation
  crop: { x: number; y: number; width: number; height: number }
}

export function pageGeometry(page: PDFPage): PageGeometry {
  const crop = page.getCropBox()
  // /Rotate must be a multiple of 90; readers round anything else, and so does this.
  const quarterTurns = Math.round(page.getRotation().angle / 90)
  const rotation = ((((quarterTurns % 4) + 4) % 4) * 90) as Rotation
  const turned = rotation === 90 || rotation === 270
  return {
    widthPt: turned ? crop.height : crop.width,
    heightPt: turned ? crop.width : crop.height,
    rotation,
    crop,
  }
}

/** The shown size of each page, for a field editor and for checks at upload. */
export async function inspectPdf(
  bytes: Uint8Array,
): Promise<{ pages: { widthPt: number; heightPt: number }[] }> {
  const doc = await openPdf(bytes)
  return {
    pages: doc.getPages().map((page) => {
      const { widthPt, heightPt } = pageGeometry(page)
      return { widthPt, heightPt }
    }),
  }
}
