import { degrees, rgb, type PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib'
import { AppError } from '~/platform/errors.server'
import { documentFonts } from './fonts.server'
import { openPdf, pageGeometry, type PageGeometry } from './pdf-document.server'

/**
 * Where a field sits: a 1-based page, and a box in fractions (0..1) of the page as a reader
 * shows it, origin top-left, so a field editor can place it on a page image of any size.
 */
export interface FieldBox {
  page: number
  x: number
  y: number
  w: number
  h: number
}

export type TextFieldKind = 'signature' | 'initials' | 'date_signed' | 'name' | 'text'

/** A filled field: text (a typed signature too), a drawn signature or initials, or a checkbox. */
export type StampField = FieldBox &
  (
    | { kind: TextFieldKind; text: string }
    | { kind: 'signature' | 'initials'; png: Uint8Array }
    | { kind: 'checkbox'; checked: boolean }
  )

const INK = rgb(0.1, 0.12, 0.16)
/** Signatures and initials in a pen's blue, as readers of signed paper expect. */
const PEN = rgb(0.05, 0.15, 0.45)
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

/** The PDF with every field printed into its page (as page content: nothing left to edit). */
export async function stampFields(pdf: Uint8Array, fields: StampField[]): Promise<Uint8Array> {
  const doc = await openPdf(pdf)
  const fonts = documentFonts(doc)
  const pages = doc.getPages()
  for (const field of fields) {
    const page = pages[field.page - 1]
    if (!page) throw new RangeError(`no page ${field.page} in a ${pages.length}-page PDF`)
    const frame = fieldFrame(pageGeometry(page), field)
    if (field.kind === 'checkbox') {
      drawCheckbox(page, frame, field.checked)
    } else if ('png' in field) {
      await drawImage(doc, page, frame, field.png)
    } else {
      // One line: tabs and line breaks become spaces.
      const text = field.text.replace(/\s+/g, ' ').trim()
      if (!text) continue
      const handwritten = field.kind === 'signature' || field.kind === 'initials'
      const font = handwritten ? await fonts.signature(text) : await fonts.text(text)
      drawFittedText(page, frame, text, font, handwritten ? PEN : INK)
    }
  }
  return doc.save()
}

/**
 * A field's box in the page's own coordinates: `origin` is its lower-left corner as shown, and
 * drawing turned by `rotation` (counter-clockwise) runs along the shown page. Local (u, v) is u
 * points right and v points up on the shown page.
 */
interface Frame {
  origin: { x: number; y: number }
  width: number
  height: number
  rotation: number
}

export function fieldFrame(geometry: PageGeometry, box: FieldBox): Frame {
  for (const value of [box.x, box.y, box.w, box.h, box.x + box.w, box.y + box.h]) {
    if (!(value >= 0 && value <= 1.000001)) throw new RangeError('a field must lie on its page')
  }
  const { widthPt, heightPt, rotation, crop } = geometry
  // The box's lower-left corner on the shown page, in points from the shown top-left.
  const right = box.x * widthPt
  const down = (box.y + box.h) * heightPt
  // A page with /Rotate r is shown turned r degrees clockwise; undo that turn.
  const origin = {
    0: { x: crop.x + right, y: crop.y + crop.height - down },
    90: { x: crop.x + down, y: crop.y + right },
    180: { x: crop.x + crop.width - right, y: crop.y + down },
    270: { x: crop.x + crop.width - down, y: crop.y + crop.height - right },
  }[rotation]
  return { origin, width: box.w * widthPt, height: box.h * heightPt, rotation }
}

/** The page point at local (u, v) of a frame. */
function at(frame: Frame, u: number, v: number) {
  const angle = (frame.rotation * Math.PI) / 180
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)]
  return { x: frame.origin.x + u * cos - v * sin, y: frame.origin.y + u * sin + v * cos }
}

/** One line, as large as fits the box (at most 90% of its height), left-aligned, centred. */
function drawFittedText(
  page: PDFPage,
  frame: Frame,
  text: string,
  font: PDFFont,
  color: ReturnType<typeof rgb>,
) {
  const padding = Math.min(frame.height * 0.1, frame.width * 0.05)
  const size = Math.min(
    (frame.width - 2 * padding) / font.widthOfTextAtSize(text, 1),
    (frame.height * 0.9) / font.heightAtSize(1),
  )
  const descent = font.heightAtSize(size) - font.heightAtSize(size, { descender: false })
  const baseline = (frame.height - font.heightAtSize(size)) / 2 + descent
  page.drawText(text, {
    ...at(frame, padding, baseline),
    size,
    font,
    color,
    rotate: degrees(frame.rotation),
  })
}

async function drawImage(doc: PDFDocument, page: PDFPage, frame: Frame, png: Uint8Array) {
  if (!Buffer.from(png.subarray(0, 8)).equals(PNG_MAGIC)) {
    throw AppError.invalidField('signature', 'The drawn signature is not a PNG image.')
  }
  const image = await doc.embedPng(png)
  // As large as fits, keeping its proportions, centred in the box.
  const scale = Math.min(frame.width / image.width, frame.height / image.height)
  const [width, height] = [image.width * scale, image.height * scale]
  page.drawImage(image, {
    ...at(frame, (frame.width - width) / 2, (frame.height - height) / 2),
    width,
    height,
    rotate: degrees(frame.rotation),
  })
}

/** A square as tall as the box, at its left, with a tick when checked. */
function drawCheckbox(page: PDFPage, frame: Frame, checked: boolean) {
  const side = Math.min(frame.width, frame.height)
  const corner = (u: number, v: number) => at(frame, u * side, (frame.height - side) / 2 + v * side)
  const line = (from: [number, number], to: [number, number], thickness: number) =>
    page.drawLine({ start: corner(...from), end: corner(...to), thickness, color: INK })
  const outline: [number, number][] = [
    [0, 0],
    [1, 0],
    [1, 1],
    [0, 1],
    [0, 0],
  ]
  outline.slice(1).forEach((to, index) => line(outline[index]!, to, side * 0.06))
  if (checked) {
    line([0.2, 0.5], [0.42, 0.22], side * 0.12)
    line([0.42, 0.22], [0.82, 0.8], side * 0.12)
  }
}
