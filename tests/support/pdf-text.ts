import { inflateSync } from 'node:zlib'

/**
 * Every stream of the PDF, inflated when it is compressed. A stream's bytes are read by the
 * length its dictionary gives: compressed data may itself end in a carriage return, which a
 * search for the end-of-line before `endstream` would take for the line break (and the stream,
 * one byte short, would not inflate).
 */
function streamsOf(pdf: Uint8Array): string[] {
  const raw = Buffer.from(pdf).toString('latin1')
  return [...raw.matchAll(/\/Length (\d+)[^>]*>>\s*stream\r?\n/g)].map((match) => {
    const start = match.index + match[0].length
    const bytes = Buffer.from(raw.slice(start, start + Number(match[1])), 'latin1')
    try {
      return inflateSync(bytes).toString('latin1')
    } catch {
      return bytes.toString('latin1')
    }
  })
}

/**
 * The text a PDF page draws in standard fonts (WinAnsi strings), a line per string shown. Strings
 * of embedded fonts are glyph ids, not text: see `embeddedCharacters`.
 */
export function pdfText(pdf: Uint8Array): string {
  const lines: string[] = []
  for (const stream of streamsOf(pdf)) {
    let standardFont = true
    for (const match of stream.matchAll(/\/([^\s/]+) [\d.]+ Tf|<([0-9A-Fa-f]+)> Tj/g)) {
      if (match[1]) standardFont = /^(Helvetica|Times|Courier|Symbol|ZapfDingbats)/.test(match[1])
      else if (standardFont) lines.push(Buffer.from(match[2]!, 'hex').toString('latin1'))
    }
  }
  return lines.join('\n')
}

/**
 * The glyph ids of every string an embedded font draws, a list per string: a shaped script
 * (Arabic joins its letters) draws other glyphs than its characters, so a test counts glyphs and
 * checks none is 0, the font's "missing character" box.
 */
export function embeddedGlyphRuns(pdf: Uint8Array): number[][] {
  const runs: number[][] = []
  for (const stream of streamsOf(pdf)) {
    let standardFont = true
    for (const match of stream.matchAll(/\/([^\s/]+) [\d.]+ Tf|<([0-9A-Fa-f]+)> Tj/g)) {
      if (match[1]) standardFont = /^(Helvetica|Times|Courier|Symbol|ZapfDingbats)/.test(match[1])
      else if (!standardFont) {
        runs.push((match[2]!.match(/.{4}/g) ?? []).map((glyph) => parseInt(glyph, 16)))
      }
    }
  }
  return runs
}
