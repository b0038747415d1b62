import type { APIRequestContext } from '@playwright/test'
import { apiTokens, expect, factories } from '../fixtures'

/** Acme-like company with its admin (every flag) and two employees, and a second company. */
export async function twoCompanies() {
  const { makeCompanyWithAdmin, makeMember } = await factories()
  const { company, admin } = await makeCompanyWithAdmin()
  const employee = await makeMember(company, { firstName: 'Eve', lastName: 'Employee' })
  const colleague = await makeMember(company, { firstName: 'Carl', lastName: 'Colleague' })
  const globex = await makeCompanyWithAdmin()
  return { company, admin, employee, colleague, globex }
}

/** A REST call as `member`, e.g. to arrange a file without going through the form. */
export async function apiAs(request: APIRequestContext, member: { user: { email: string } }) {
  const { TEST_PASSWORD } = await factories()
  const { access } = await apiTokens(request, member.user.email, TEST_PASSWORD)
  return { authorization: `Bearer ${access}` }
}

/** Uploads a file to a person's profile through the REST API; returns its id. */
export async function uploadEmployeeFile(
  request: APIRequestContext,
  admin: { user: { email: string } },
  membershipId: number,
  file: { name: string; mimeType: string; buffer: Buffer },
): Promise<number> {
  const response = await request.post(`/account/api/staffs/${membershipId}/upload_employee_file/`, {
    headers: await apiAs(request, admin),
    multipart: { file },
  })
  expect(response.status(), await response.text()).toBe(201)
  return ((await response.json()) as { id: number }).id
}

export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
)
export const MP3 = Buffer.from([0x49, 0x44, 0x33, 0x04, 0, 0, 0, 0, 0, 0])
export const MP4 = Buffer.from([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x6d, 0x70, 0x34, 0x32])
