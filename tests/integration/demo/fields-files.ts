import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { findUserByEmail, signedIn } from '#tests/factories/accounts'
import { testMeta } from '#tests/factories/request'
import { listCompanyFiles } from '~/domains/company/company-files.server'
import { companies } from '~/domains/company/company.tables'
import { checkUpload } from '~/domains/files/stored-files.server'
import { loadStaffCustomFields } from '~/domains/people/custom-fields.server'
import { employeeFileResponse, loadEmployeeFiles } from '~/domains/people/employee-files.server'
import { db } from '~/platform/db.server'

describe('demo custom fields and files', () => {
  it("gives Acme's employee custom field values and files whose bytes pass the upload checks", async () => {
    const [acme] = await db.select().from(companies).where(eq(companies.slug, 'acme-demo'))
    const admin = await signedIn((await findUserByEmail('admin@acme.test'))!, acme!)
    const employee = await signedIn((await findUserByEmail('employee@acme.test'))!, acme!)

    const fields = await loadStaffCustomFields(admin.actor, employee.actor.membershipId)
    expect(fields.values.map((value) => [value.name, value.display])).toEqual([
      ['T-shirt size', 'M'],
      ['Languages', 'English, Spanish'],
      ['Badge number', 'ACME-0042'],
      ['First aid trained', 'Yes'],
      ['Security clearance until', ''],
    ])

    const files = (await loadEmployeeFiles(admin.actor, employee.actor.membershipId))!
    expect(files.files.map((file) => file.file_name).sort()).toEqual([
      'Employment contract.pdf',
      'First aid certificate.png',
    ])
    for (const file of files.files) {
      const response = await employeeFileResponse(
        admin.actor,
        employee.actor.membershipId,
        file.id,
        'attachment',
        testMeta(),
      )
      const bytes = new Uint8Array(await response.arrayBuffer())
      expect(checkUpload({ name: file.file_name, contentType: '', bytes }).contentType).toBe(
        file.content_type,
      )
    }
    const companyList = await listCompanyFiles(employee.actor, acme!.id, 1, testMeta())
    expect(companyList.count).toBe(2)
  })
})
