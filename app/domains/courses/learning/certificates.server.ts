import { and, desc, eq, isNotNull, sql } from 'drizzle-orm'
import { PDFDocument, rgb, StandardFonts, type PDFFont } from 'pdf-lib'
import { deny } from '~/platform/audit.server'
import type { Asker } from '~/platform/authorize.server'
import { db } from '~/platform/db.server'
import { appOrigin } from '~/platform/env.server'
import { AppError } from '~/platform/errors.server'
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

/** The PDF's standard fonts encode WinAnsi only; other characters are shown as '?'. */
function printable(font: PDFFont, text: string): string {
  return [...text]
    .map((char) => {
      try {
        font.encodeText(char)
        return char
      } catch {
        return '?'
      }
    })
    .join('')
}

const A4_LANDSCAPE: [number, number] = [841.89, 595.28]

/** The certificate as a one-page A4 PDF: name, course, company, date and where to verify it. */
export async function certificatePdf(facts: CertificateFacts, url: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create()
  pdf.setTitle(`Certificate: ${facts.course}`)
  pdf.setCreator('Groundwork')
  const page = pdf.addPage(A4_LANDSCAPE)
  const [regular, bold] = await Promise.all([
    pdf.embedFont(StandardFonts.Helvetica),
    pdf.embedFont(StandardFonts.HelveticaBold),
  ])
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
  const centred = (text: string, y: number, size: number, font = regular) => {
    const shown = printable(font, text)
    const x = Math.max(40, (width - font.widthOfTextAtSize(shown, size)) / 2)
    page.drawText(shown, { x, y, size, font, color: ink, maxWidth: width - 80 })
  }
  const date = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(
    facts.completedAt,
  )
  centred('Certificate of Completion', height - 130, 34, bold)
  centred('This certifies that', height - 190, 16)
  centred(facts.name, height - 235, 30, bold)
  centred('has completed the course', height - 280, 16)
  centred(facts.course, height - 320, 24, bold)
  centred(`${facts.company} · ${date}`, height - 365, 14)
  centred('Verify this certificate at', 110, 11)
  centred(url, 92, 11)
  return pdf.save()
}
