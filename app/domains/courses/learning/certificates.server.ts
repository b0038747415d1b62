import { and, desc, eq, isNotNull, sql } from 'drizzle-orm'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import fontkit from '@pdf-lib/fontkit'
import { PDFDocument, rgb, StandardFonts, type PDFFont } from 'pdf-lib'
import { deny } from '~/platform/audit.server'
import type { Asker } from '~/platform/authorize.server'
import { db } from '~/platform/db.server'
import { appOrigin } from '~/platform/env.server'
import { AppError } from '~/platform/errors.server'
import { serverT } from '~/platform/i18n.server'
import { DEFAULT_LANGUAGE, type Language } from '~/i18n'
import { memberships, users } from '../../accounts/accounts.tables'
import { companies } from '../../company/company.tables'
import { courseCompletions, courses } from '../courses.tables'
import { certificateVerificationPath } from './course-progress'

export const CERTIFICATE_NOT_FOUND = 'Certificate not found.'

/** What a certificate states: who finished which course of which company, and when. */
export interface CertificateFacts {
  name: string
  course: string
  company: string
  completedAt: Date
  code: string
}

/**
 * The actor's own certificate of a course of their company: their latest completion of it that
 * came with one (a certificate once issued stays theirs after a reassignment). Anyone else's,
 * another company's course, or none at all is the audited 404.
 */
export async function learnerCertificate(
  asker: Asker,
  courseId: number,
): Promise<CertificateFacts> {
  const { actor, meta } = asker
  const [row] = await db
    .select({
      course: courses.name,
      completedAt: courseCompletions.completedAt,
      code: courseCompletions.certificateCode,
    })
    .from(courseCompletions)
    .innerJoin(courses, eq(courses.id, courseCompletions.courseId))
    .where(
      and(
        eq(courses.id, courseId),
        eq(courses.companyId, actor.companyId),
        eq(courseCompletions.membershipId, actor.membershipId),
        isNotNull(courseCompletions.certificateCode),
      ),
    )
    .orderBy(
      sql`${courseCompletions.supersededAt} is not null`,
      desc(courseCompletions.completedAt),
    )
    .limit(1)
  if (!row?.code) {
    return deny(actor, meta, 'course.certificate', AppError.notFound(CERTIFICATE_NOT_FOUND), {
      type: 'course',
      id: courseId,
    })
  }
  return {
    name: `${actor.firstName} ${actor.lastName}`.trim(),
    course: row.course,
    company: actor.companyName,
    completedAt: row.completedAt,
    code: row.code,
  }
}

/** A code as newCertificateCode makes them; anything else cannot be one (no query for it). */
const CODE_SHAPE = /^[A-Za-z0-9_-]{16,64}$/

/**
 * /certificates/{code}, for anyone: the facts of the certificate with this code, or null when
 * there is none. Only what the certificate itself states is told (no email, no other course).
 */
export async function verifyCertificate(code: string): Promise<CertificateFacts | null> {
  if (!CODE_SHAPE.test(code)) return null
  const [row] = await db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      course: courses.name,
      company: companies.name,
      completedAt: courseCompletions.completedAt,
    })
    .from(courseCompletions)
    .innerJoin(courses, eq(courses.id, courseCompletions.courseId))
    .innerJoin(companies, eq(companies.id, courses.companyId))
    .innerJoin(memberships, eq(memberships.id, courseCompletions.membershipId))
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(courseCompletions.certificateCode, code))
    .limit(1)
  if (!row) return null
  return {
    name: `${row.firstName} ${row.lastName}`.trim(),
    course: row.course,
    company: row.company,
    completedAt: row.completedAt,
    code,
  }
}

/** The public address anyone opens to check a certificate. */
export const verificationUrl = (code: string, request?: Request) =>
  `${appOrigin(request)}${certificateVerificationPath(code)}`

/**
 * The certificate's fonts. Helvetica (a PDF standard font, nothing embedded) prints Western
 * European text; a name, course or company in another script is printed with Noto Sans (Latin,
 * Greek, Cyrillic) or Noto Sans Arabic (OFL, ./fonts). fontkit shapes Arabic (joined letter
 * forms, right to left). Noto Sans Arabic is embedded as a subset of the glyphs drawn; Noto Sans
 * whole (~630 KB), because pdf-lib's subset of it lost most Cyrillic and Polish letters.
 */
const FONT_DIR = path.resolve('app/domains/courses/learning/fonts')
const FONT_FILES = {
  latin: { regular: 'NotoSans-Regular.ttf', bold: 'NotoSans-Bold.ttf' },
  arabic: { regular: 'NotoSansArabic-Regular.ttf', bold: 'NotoSansArabic-Bold.ttf' },
} as const
type Script = keyof typeof FONT_FILES
type Weight = 'regular' | 'bold'

const ARABIC = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/

/** The font files, read once per process. */
const fontBytes = new Map<string, Promise<Buffer>>()
function readFont(file: string): Promise<Buffer> {
  let bytes = fontBytes.get(file)
  if (!bytes) {
    bytes = readFile(path.join(FONT_DIR, file))
    fontBytes.set(file, bytes)
  }
  return bytes
}

/** The fonts of one certificate: the standard ones, and Unicode ones embedded when first needed. */
function certificateFonts(pdf: PDFDocument) {
  const standard = {
    regular: pdf.embedFont(StandardFonts.Helvetica),
    bold: pdf.embedFont(StandardFonts.HelveticaBold),
  }
  const embedded = new Map<string, Promise<PDFFont>>()
  const unicode = (script: Script, weight: Weight) => {
    const file = FONT_FILES[script][weight]
    let font = embedded.get(file)
    if (!font) {
      font = readFont(file).then((bytes) => pdf.embedFont(bytes, { subset: script === 'arabic' }))
      embedded.set(file, font)
    }
    return font
  }
  /** The font that prints all of `text`. */
  return async (text: string, weight: Weight): Promise<PDFFont> => {
    const helvetica = await standard[weight]
    if (encodes(helvetica, text)) return helvetica
    return unicode(ARABIC.test(text) ? 'arabic' : 'latin', weight)
  }
}

/**
 * fontkit lays Arabic text out right to left whole, numbers included, but numbers read left to
 * right inside Arabic too (Unicode's bidirectional rule): their digits go in reversed, so they
 * come out in order.
 */
function numbersReadLeftToRight(text: string): string {
  if (!ARABIC.test(text)) return text
  return text.replace(/[0-9\u0660-\u0669\u06F0-\u06F9]+/g, (digits) =>
    [...digits].reverse().join(''),
  )
}

function encodes(font: PDFFont, text: string): boolean {
  try {
    font.encodeText(text)
    return true
  } catch {
    return false
  }
}

const A4_LANDSCAPE: [number, number] = [841.89, 595.28]

/**
 * The certificate as a one-page A4 PDF, in the learner's language: name, course, company, date
 * and where to verify it.
 */
export async function certificatePdf(
  facts: CertificateFacts,
  url: string,
  language: Language = DEFAULT_LANGUAGE,
): Promise<Uint8Array> {
  const t = serverT(language)
  const pdf = await PDFDocument.create()
  pdf.registerFontkit(fontkit)
  pdf.setTitle(`${t('Certificate of Completion')}: ${facts.course}`)
  pdf.setCreator('Groundwork')
  const page = pdf.addPage(A4_LANDSCAPE)
  const fontFor = certificateFonts(pdf)
  const { width, height } = page.getSize()
  const ink = rgb(0.1, 0.12, 0.16)
  page.drawRectangle({
    x: 24,
    y: 24,
    width: width - 48,
    height: height - 48,
    borderColor: rgb(0.05, 0.45, 0.6),
    borderWidth: 3,
  })
  const centred = async (line: string, y: number, size: number, weight: Weight = 'regular') => {
    const font = await fontFor(line, weight)
    const text = numbersReadLeftToRight(line)
    const x = Math.max(40, (width - font.widthOfTextAtSize(text, size)) / 2)
    page.drawText(text, { x, y, size, font, color: ink, maxWidth: width - 80 })
  }
  // English certificates keep the day-month-year order they were first printed with.
  const locale = language === 'en' ? 'en-GB' : language
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    facts.completedAt,
  )
  await centred(t('Certificate of Completion'), height - 130, 34, 'bold')
  await centred(t('This certifies that'), height - 190, 16)
  await centred(facts.name, height - 235, 30, 'bold')
  await centred(t('has completed the course'), height - 280, 16)
  await centred(facts.course, height - 320, 24, 'bold')
  // Company and date on lines of their own: each may be in a script of its own.
  await centred(facts.company, height - 360, 14)
  await centred(date, height - 382, 14)
  await centred(t('Verify this certificate at'), 110, 11)
  await centred(url, 92, 11)
  return pdf.save()
}
