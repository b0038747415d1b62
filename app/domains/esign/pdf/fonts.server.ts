import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { StandardFonts, type PDFDocument, type PDFFont } from 'pdf-lib'

/**
 * Fonts for what the e-signature library prints. Helvetica (a standard font, nothing embedded)
 * when it encodes the text; otherwise Noto Sans (Latin, Greek, Cyrillic) or Noto Sans Arabic,
 * the certificate fonts of courses (OFL). A typed signature is printed in Dancing Script (OFL,
 * ./fonts), a handwriting face, when it has every letter of the name.
 */
const FONT_FILES = {
  script: path.resolve('app/domains/esign/pdf/fonts/DancingScript-Regular.ttf'),
  sans: path.resolve('app/domains/courses/learning/fonts/NotoSans-Regular.ttf'),
  arabic: path.resolve('app/domains/courses/learning/fonts/NotoSansArabic-Regular.ttf'),
} as const
type FontName = keyof typeof FONT_FILES

/** Noto Sans is embedded whole: pdf-lib's subset of it loses Cyrillic and Polish letters. */
const SUBSET: Record<FontName, boolean> = { script: true, sans: false, arabic: true }

/** The font files, read once per process. */
const fontBytes = new Map<FontName, Promise<Buffer>>()
function readFont(name: FontName): Promise<Buffer> {
  let bytes = fontBytes.get(name)
  if (!bytes) {
    bytes = readFile(FONT_FILES[name])
    fontBytes.set(name, bytes)
  }
  return bytes
}

export interface DocumentFonts {
  /** The font for plain text: names, dates, the audit page. */
  text(text: string): Promise<PDFFont>
  /** The bold font for headings; a text outside WinAnsi falls back to the regular Unicode font. */
  bold(text: string): Promise<PDFFont>
  /** The font for a typed signature or initials. */
  signature(text: string): Promise<PDFFont>
  monospace(): Promise<PDFFont>
}

/** The fonts of one document; each font file is embedded only when first needed. */
export function documentFonts(doc: PDFDocument): DocumentFonts {
  const embedded = new Map<string, Promise<PDFFont>>()
  const once = (name: string, embed: () => Promise<PDFFont>) => {
    let font = embedded.get(name)
    if (!font) {
      font = embed()
      embedded.set(name, font)
    }
    return font
  }
  const standard = (font: StandardFonts) => once(font, () => doc.embedFont(font))
  const file = (name: FontName) =>
    once(name, async () => doc.embedFont(await readFont(name), { subset: SUBSET[name] }))

  const text = async (value: string) => {
    const helvetica = await standard(StandardFonts.Helvetica)
    if (covers(helvetica, value)) return helvetica
    const sans = await file('sans')
    if (covers(sans, value)) return sans
    const arabic = await file('arabic')
    return covers(arabic, value) ? arabic : sans
  }
  return {
    text,
    async bold(value) {
      const helveticaBold = await standard(StandardFonts.HelveticaBold)
      return covers(helveticaBold, value) ? helveticaBold : text(value)
    },
    async signature(value) {
      const script = await file('script')
      return covers(script, value) ? script : text(value)
    },
    monospace: () => standard(StandardFonts.Courier),
  }
}

const characterSets = new WeakMap<PDFFont, Set<number>>()

/**
 * Whether the font has every letter of the text: a standard font only has WinAnsi's, and an
 * embedded font would silently draw a blank box for a letter it lacks.
 */
function covers(font: PDFFont, text: string): boolean {
  const letters = characterSets.get(font) ?? new Set(font.getCharacterSet())
  characterSets.set(font, letters)
  return [...text].every((char) => /\s/.test(char) || letters.has(char.codePointAt(0)!))
}
