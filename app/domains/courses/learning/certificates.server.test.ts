import { describe, expect, it } from 'vitest'
import { makeCompanyWithAdmin, makeMember, signedIn } from '#tests/factories/accounts'
import { makeCompletion, makeCourse } from '#tests/factories/courses'
import { testMeta } from '#tests/factories/request'
import { embeddedGlyphRuns, pdfText } from '#tests/support/pdf-text'
import {
  certificatePdf,
  learnerCertificate,
  verificationUrl,
  verifyCertificate,
} from './certificates.server'
import { newCertificateCode } from './course-completions.server'

async function certified() {
  const { company } = await makeCompanyWithAdmin('Acme Training')
  const learner = await makeMember(company, { firstName: 'Sam', lastName: 'Learner' })
  const course = await makeCourse(company, { name: 'Fire safety', hasCertificate: true })
  const code = newCertificateCode()
  const completedAt = new Date('2026-03-14T10:00:00Z')
  await makeCompletion(company, course.id, learner.membership.id, {
    certificateCode: code,
    completedAt,
  })
  const { actor } = await signedIn(learner.user, company)
  return { company, learner, course, code, completedAt, asker: { actor, meta: testMeta() } }
}

describe('certificate verification', () => {
  it('confirms a genuine certificate with the name, course, company and date, and nothing more', async () => {
    const { code, completedAt } = await certified()
    expect(await verifyCertificate(code)).toEqual({
      name: 'Sam Learner',
      course: 'Fire safety',
      company: 'Acme Training',
      completedAt,
      code,
    })
  })

  it('knows no unknown or malformed code', async () => {
    await certified()
    expect(await verifyCertificate(newCertificateCode())).toBeNull()
    expect(await verifyCertificate("' or 1=1 --")).toBeNull()
    expect(await verifyCertificate('')).toBeNull()
  })

  it('stays genuine after the course is reassigned (the completion superseded)', async () => {
    const { company, learner, course, asker } = await certified()
    const earlier = newCertificateCode()
    await makeCompletion(company, course.id, learner.membership.id, {
      certificateCode: earlier,
      completedAt: new Date('2025-01-02T10:00:00Z'),
      supersededAt: new Date('2026-01-02T10:00:00Z'),
    })
    expect(await verifyCertificate(earlier)).toMatchObject({ name: 'Sam Learner' })
    // The learner's download is their latest, current certificate.
    expect((await learnerCertificate(asker, course.id)).completedAt).toEqual(
      new Date('2026-03-14T10:00:00Z'),
    )
  })

  it('gives the PDF only to its learner: a colleague or another company gets the 404', async () => {
    const { company, course, asker, code } = await certified()
    const facts = await learnerCertificate(asker, course.id)
    expect(facts).toMatchObject({ name: 'Sam Learner', course: 'Fire safety', code })

    const colleague = await makeMember(company)
    const { actor } = await signedIn(colleague.user, company)
    await expect(learnerCertificate({ actor, meta: testMeta() }, course.id)).rejects.toMatchObject({
      status: 404,
    })
    const other = await makeCompanyWithAdmin('Globex')
    const outsider = await signedIn(other.admin.user, other.company)
    await expect(
      learnerCertificate({ actor: outsider.actor, meta: testMeta() }, course.id),
    ).rejects.toMatchObject({ status: 404 })
  })

  it('prints the name, course, company, date and verification address on the PDF', async () => {
    const { course, asker, code } = await certified()
    const facts = await learnerCertificate(asker, course.id)
    const url = verificationUrl(code, new Request('https://groundwork.example/'))
    const pdf = await certificatePdf(facts, url)
    expect(Buffer.from(pdf.subarray(0, 5)).toString()).toBe('%PDF-')
    const text = pdfText(pdf)
    expect(text).toContain('Sam Learner')
    expect(text).toContain('Fire safety')
    expect(text).toContain('Acme Training\n14 March 2026')
    expect(text).toContain(`https://groundwork.example/certificates/${code}`)
  })

  it('prints names in any script, and its own words in the learner’s language', async () => {
    const facts = {
      name: 'سارة المنصوري',
      course: 'Безопасность на складе',
      company: 'Łódź Logistics',
      completedAt: new Date('2026-03-14T10:00:00Z'),
      code: newCertificateCode(),
    }
    const pdf = await certificatePdf(facts, 'https://groundwork.example/c', 'ar')
    // Drawn in embedded fonts, none of it the font's missing-character box (glyph 0): the
    // Cyrillic and Polish a glyph per character, the Arabic name shaped into at least as many.
    const runs = embeddedGlyphRuns(pdf)
    const drawn = (text: string, exact: boolean) =>
      runs.some(
        (run) =>
          !run.includes(0) &&
          (exact ? run.length === [...text].length : run.length >= [...text].length),
      )
    expect(drawn(facts.course, true), facts.course).toBe(true)
    expect(drawn(facts.company, true), facts.company).toBe(true)
    expect(drawn(facts.name, false), facts.name).toBe(true)
    // The certificate's own words are Arabic, and no character was replaced by '?'.
    expect(runs.length).toBeGreaterThan(3)
    expect(pdfText(pdf)).not.toContain('?')
    const spanish = pdfText(await certificatePdf(facts, 'https://groundwork.example/c', 'es'))
    expect(spanish).toContain('Certificado de finalización')
    expect(spanish).toContain('14 de marzo de 2026')
  })
})
