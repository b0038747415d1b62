import { and, count, eq } from 'drizzle-orm'
import sharp from 'sharp'
import { memberships, users } from '~/domains/accounts/accounts.tables'
import { companyFiles, employeeFiles, fileTypes } from '~/domains/company/files.tables'
import { kindOf } from '~/domains/files/file-kinds'
import {
  customFieldChoices,
  customFieldDefinitions,
  staffCustomFieldValues,
} from '~/domains/people/custom-fields.tables'
import type { Queryable } from '~/platform/db.server'
import { fileStore, newStorageKey, type StorageArea } from '~/platform/storage.server'

/** A one-page PDF with a line of text, written by hand so the demo needs no PDF library. */
export function onePagePdf(text: string): Uint8Array {
  const content = `BT /F1 18 Tf 72 720 Td (${text.replace(/[()\\]/g, '')}) Tj ET`
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]
  let pdf = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((body, index) => {
    offsets.push(pdf.length)
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`
  })
  const xref = pdf.length
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return new TextEncoder().encode(pdf)
}

/** Puts a demo file's bytes in the file store: the columns of its row. */
export async function stored(
  companyId: number,
  area: StorageArea,
  fileName: string,
  bytes: Uint8Array,
) {
  const extension = fileName.split('.').pop()!
  const storageKey = newStorageKey(companyId, area, extension)
  const contentType = kindOf(fileName)!.contentType
  await fileStore.put(storageKey, bytes, contentType)
  return { storageKey, fileName, contentType, sizeBytes: bytes.length }
}

async function membershipOf(q: Queryable, companyId: number, email: string) {
  const [row] = await q
    .select({ id: memberships.id })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.companyId, companyId), eq(users.email, email)))
  return row?.id
}

/**
 * Acme's custom fields (one of each common kind, a choice field among them) with values for the
 * demo employee, HR and company file types, a contract and a certificate on the employee's
 * profile and two company files. Skipped when the company has custom fields already.
 */
export async function ensureDemoFieldsAndFiles(q: Queryable, companyId: number): Promise<void> {
  const [existing] = await q
    .select({ n: count() })
    .from(customFieldDefinitions)
    .where(eq(customFieldDefinitions.companyId, companyId))
  if ((existing?.n ?? 0) > 0) return
  const admin = await membershipOf(q, companyId, 'admin@acme.test')
  const employee = await membershipOf(q, companyId, 'employee@acme.test')
  if (!admin || !employee) return

  const [tShirt, languages, badge, firstAid] = await q
    .insert(customFieldDefinitions)
    .values([
      { companyId, name: 'T-shirt size', fieldType: 'single_choice', order: 1 },
      { companyId, name: 'Languages', fieldType: 'multiple_choice', order: 2 },
      { companyId, name: 'Badge number', fieldType: 'text', order: 3, isRequired: true },
      { companyId, name: 'First aid trained', fieldType: 'checkbox', order: 4 },
      { companyId, name: 'Security clearance until', fieldType: 'date', order: 5 },
    ])
    .returning()
  const choices = await q
    .insert(customFieldChoices)
    .values([
      ...['S', 'M', 'L', 'XL'].map((label, index) => ({
        companyId,
        definitionId: tShirt!.id,
        label,
        order: index + 1,
      })),
      ...['English', 'Spanish', 'Arabic'].map((label, index) => ({
        companyId,
        definitionId: languages!.id,
        label,
        order: index + 1,
      })),
    ])
    .returning()
  const choice = (label: string) => choices.find((row) => row.label === label)!.id
  await q.insert(staffCustomFieldValues).values([
    { companyId, membershipId: employee, definitionId: tShirt!.id, value: choice('M') },
    {
      companyId,
      membershipId: employee,
      definitionId: languages!.id,
      value: [choice('English'), choice('Spanish')],
    },
    { companyId, membershipId: employee, definitionId: badge!.id, value: 'ACME-0042' },
    { companyId, membershipId: employee, definitionId: firstAid!.id, value: true },
    { companyId, membershipId: admin, definitionId: badge!.id, value: 'ACME-0001' },
  ])

  const [contract, certificate, policy] = await q
    .insert(fileTypes)
    .values([
      { companyId, name: 'Contract' },
      { companyId, name: 'Certificate' },
      { companyId, name: 'Policy', companyType: true },
      { companyId, name: 'Handbook', companyType: true },
    ])
    .returning()
  const badgePhoto = new Uint8Array(
    await sharp({
      create: { width: 240, height: 160, channels: 3, background: { r: 37, g: 99, b: 235 } },
    })
      .png()
      .toBuffer(),
  )
  await q.insert(employeeFiles).values([
    {
      companyId,
      membershipId: employee,
      fileTypeId: contract!.id,
      uploadedByMembershipId: admin,
      ...(await stored(
        companyId,
        'employee-files',
        'Employment contract.pdf',
        onePagePdf('Employment contract - Eddie Evans'),
      )),
    },
    {
      companyId,
      membershipId: employee,
      fileTypeId: certificate!.id,
      uploadedByMembershipId: admin,
      ...(await stored(companyId, 'employee-files', 'First aid certificate.png', badgePhoto)),
    },
  ])
  await q.insert(companyFiles).values([
    {
      companyId,
      fileTypeId: policy!.id,
      title: 'Expense policy',
      description: 'How to claim travel and meal expenses.',
      uploadedByMembershipId: admin,
      ...(await stored(
        companyId,
        'company-files',
        'expense-policy.pdf',
        onePagePdf('Acme expense policy'),
      )),
    },
    {
      companyId,
      title: 'Office Wi-Fi',
      description: 'Network names for guests and staff.',
      uploadedByMembershipId: admin,
      ...(await stored(
        companyId,
        'company-files',
        'office-wifi.txt',
        new TextEncoder().encode('Guests: AcmeGuest\nStaff: AcmeStaff (ask IT for the password)\n'),
      )),
    },
  ])
}
