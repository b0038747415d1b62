import { rgb, type PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib'
import { documentFonts, type DocumentFonts } from './fonts.server'
import { openPdf } from './pdf-document.server'

/** One line of a document's history as the audit page prints it. */
export interface AuditEvent {
  at: Date
  /** What happened, in words: "Sent", "Viewed", "Signed", "Declined: wrong salary", … */
  action: string
  signerName: string | null
  email: string | null
  ip: string | null
  userAgent: string | null
}

export interface AuditTrail {
  documentTitle: string
  events: AuditEvent[]
  /** Hex SHA-256 of the file as uploaded, before any field was stamped. */
  originalSha256: string
}

export const AUDIT_PAGE_TITLE = 'Audit trail'
/**
 * Why the final file's hash is not on the page: a hash printed inside the file it hashes would
 * change that hash.
 */
export const FINAL_HASH_NOTE =
  'The SHA-256 of the final signed file cannot be printed inside that file. This installation records it when it seals the file; its verification page checks a file or a hash.'

const A4: [number, number] = [595.28, 841.89]
const MARGIN = 56
const INK = rgb(0.1, 0.12, 0.16)
const MUTED = rgb(0.4, 0.42, 0.46)

/** The PDF with one or more audit pages appended: the title, the original's hash, each event. */
export async function appendAuditPage(pdf: Uint8Array, trail: AuditTrail): Promise<Uint8Array> {
  const doc = await openPdf(pdf)
  const writer = pageWriter(doc, documentFonts(doc))
  await writer.paragraph(AUDIT_PAGE_TITLE, { size: 18, bold: true })
  await writer.paragraph(`Document: ${trail.documentTitle}`, { size: 11 })
  await writer.paragraph('SHA-256 of the original file:', { size: 10, gapAfter: 2 })
  await writer.paragraph(trail.originalSha256, { size: 9, monospace: true })
  await writer.paragraph(FINAL_HASH_NOTE, { size: 9, color: MUTED, gapAfter: 14 })
  for (const event of trail.events) {
    await writer.paragraph(`${utcTime(event.at)} · ${event.action}`, { size: 10, bold: true })
    const who = [event.signerName, event.email && `<${event.email}>`].filter(Boolean).join(' ')
    if (who) await writer.paragraph(who, { size: 9 })
    // An event of the system itself ("Completed") has no person and no browser to name.
    if (who || event.ip || event.userAgent) {
      await writer.paragraph(`IP address: ${event.ip ?? 'not recorded'}`, { size: 9 })
      await writer.paragraph(`User agent: ${event.userAgent ?? 'not recorded'}`, {
        size: 8,
        color: MUTED,
      })
    }
    writer.gap(8)
  }
  await writer.numberPages()
  return doc.save()
}

/** "2026-11-27 08:30:41 UTC": one unambiguous form for readers anywhere. */
const utcTime = (at: Date) => `${at.toISOString().slice(0, 19).replace('T', ' ')} UTC`

interface ParagraphStyle {
  size: number
  bold?: boolean
  monospace?: boolean
  color?: ReturnType<typeof rgb>
  gapAfter?: number
}

/** Writes wrapped paragraphs top to bottom, starting a new A4 page when one is full. */
function pageWriter(doc: PDFDocument, fonts: DocumentFonts) {
  const pages: PDFPage[] = []
  let page: PDFPage | undefined
  let y = 0
  const lineWidth = A4[0] - 2 * MARGIN
  const newPage = () => {
    page = doc.addPage(A4)
    pages.push(page)
    y = A4[1] - MARGIN
  }
  return {
    async paragraph(text: string, style: ParagraphStyle) {
      const font = style.monospace
        ? await fonts.monospace()
        : style.bold
          ? await fonts.bold(text)
          : await fonts.text(text)
      const leading = style.size * 1.35
      for (const line of wrap(text, font, style.size, lineWidth)) {
        if (!page || y - leading < MARGIN) newPage()
        y -= leading
        page!.drawText(line, { x: MARGIN, y, size: style.size, font, color: style.color ?? INK })
      }
      y -= style.gapAfter ?? 4
    },
    /** Space between blocks; none is carried over to the top of a new page. */
    gap(points: number) {
      y -= points
    },
    /** "Audit trail, page 1 of 2" at the foot of each audit page. */
    async numberPages() {
      const font = await fonts.text(AUDIT_PAGE_TITLE)
      pages.forEach((each, index) =>
        each.drawText(`${AUDIT_PAGE_TITLE}, page ${index + 1} of ${pages.length}`, {
          x: MARGIN,
          y: MARGIN / 2,
          size: 8,
          font,
          color: MUTED,
        }),
      )
    },
  }
}

/**
 * The text in lines no wider than `maxWidth`: broken at spaces, and a word longer than a line
 * (a long user agent token, a URL) broken where it reaches the edge.
 */
export function wrap(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const fits = (line: string) => font.widthOfTextAtSize(line, size) <= maxWidth
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word
    if (fits(candidate)) {
      line = candidate
      continue
    }
    if (line) lines.push(line)
    line = ''
    for (const char of word) {
      if (line && !fits(line + char)) {
        lines.push(line)
        line = ''
      }
      line += char
    }
  }
  if (line || lines.length === 0) lines.push(line)
  return lines
}
