import { describe, expect, it } from 'vitest'
import { routeApi, teamWithProfileAdmin as world } from '#tests/factories/api'
import { auditEntries } from '#tests/factories/audit'
import { multipartApi, SAMPLE_FILES } from '#tests/factories/files'
import { testMeta } from '#tests/factories/request'
import { completeUpload, receiveUploadPart } from '../files/direct-uploads.server'
import { fileUploadKind, finishedUpload } from '../files/file-uploads.server'
import { employeeFileResponse } from '../people/employee-files.server'
import { companyFileResponse } from './company-files.server'
import { COMPANY_FILES_PAGE_SIZE } from './company-files.schema'
import { FILE_TYPE_MESSAGES } from './file-types.schema'

const TYPES = '/company/api/file-types/'

describe('file types', () => {
  it('HR and company types are listed apart; profile admins manage them; others get 403', async () => {
    const w = await world()
    const contract = await multipartApi('POST', TYPES, {
      token: w.profileAdmin.token,
      fields: { name: 'Contract' },
    })
    expect(contract).toMatchObject({ status: 201, json: { name: 'Contract', company_type: false } })
    const policy = await routeApi('POST', TYPES, {
      token: w.admin.token,
      body: { name: 'Policy', company_type: true },
    })
    expect(policy.json).toMatchObject({ company_type: true })
    await routeApi('POST', TYPES, { token: w.globex.admin.token, body: { name: 'Globex type' } })

    const hr = await routeApi('GET', TYPES, { token: w.employee.token })
    expect(hr.json.map((type: { name: string }) => type.name)).toEqual(['Contract'])
    const company = await routeApi('GET', `${TYPES}?company_type=true`, { token: w.employee.token })
    expect(company.json.map((type: { name: string }) => type.name)).toEqual(['Policy'])

    expect(
      (await routeApi('POST', TYPES, { token: w.employee.token, body: { name: 'X' } })).status,
    ).toBe(403)
    const id = contract.json.id
    const renamed = await routeApi('PATCH', `${TYPES}${id}/`, {
      token: w.admin.token,
      body: { name: 'Employment contract', version: 1 },
    })
    expect(renamed.json).toMatchObject({ name: 'Employment contract', version: 2 })
    expect(
      (
        await routeApi('PATCH', `${TYPES}${id}/`, {
          token: w.admin.token,
          body: { name: 'Old', version: 1 },
        })
      ).status,
    ).toBe(409)
    expect((await routeApi('DELETE', `${TYPES}${id}/`, { token: w.employee.token })).status).toBe(
      403,
    )
    for (const [method, body] of [
      ['GET'],
      ['PATCH', { name: 'Mine', version: 2 }],
      ['DELETE'],
    ] as const) {
      const response = await routeApi(method, `${TYPES}${id}/`, {
        token: w.globex.admin.token,
        body,
      })
      expect(response.status, method).toBe(404)
    }
    expect((await routeApi('DELETE', `${TYPES}${id}/`, { token: w.admin.token })).status).toBe(204)
  })

  it('a type still used by a file cannot be deleted', async () => {
    const w = await world()
    const type = await routeApi('POST', TYPES, { token: w.admin.token, body: { name: 'Payslip' } })
    await multipartApi(
      'POST',
      `/account/api/staffs/${w.employee.membership.id}/upload_employee_file/`,
      {
        token: w.admin.token,
        fields: { file_type: String(type.json.id) },
        file: { name: 'payslip.pdf', bytes: SAMPLE_FILES.pdf },
      },
    )
    const refused = await routeApi('DELETE', `${TYPES}${type.json.id}/`, { token: w.admin.token })
    expect(refused).toEqual({ status: 409, json: { detail: FILE_TYPE_MESSAGES.inUse } })
  })
})

describe('employee files', () => {
  it('profile admins upload and delete; the person and profile admins see them; admins download', async () => {
    const w = await world()
    const uploadPath = `/account/api/staffs/${w.employee.membership.id}/upload_employee_file/`
    const refused = await multipartApi('POST', uploadPath, {
      token: w.employee.token,
      file: { name: 'mine.pdf', bytes: SAMPLE_FILES.pdf },
    })
    expect(refused.status).toBe(403)
    const uploaded = await multipartApi('POST', uploadPath, {
      token: w.profileAdmin.token,
      file: { name: 'Contract 2026.pdf', bytes: SAMPLE_FILES.pdf },
    })
    expect(uploaded).toMatchObject({
      status: 201,
      json: {
        staff: w.employee.membership.id,
        file_name: 'Contract 2026.pdf',
        content_type: 'application/pdf',
        size: SAMPLE_FILES.pdf.length,
        viewable: true,
      },
    })
    const fileId = uploaded.json.id as number
    const listPath = `/account/api/staffs/${w.employee.membership.id}/employee_files/`
    expect((await routeApi('GET', listPath, { token: w.employee.token })).json).toHaveLength(1)
    expect((await routeApi('GET', listPath, { token: w.profileAdmin.token })).json).toHaveLength(1)
    expect((await routeApi('GET', listPath, { token: w.other.token })).status).toBe(403)
    expect((await routeApi('GET', listPath, { token: w.globex.admin.token })).status).toBe(404)

    // Download: company admins only (seed §6); viewing inline: whoever may see the file.
    const args = [w.employee.membership.id, fileId] as const
    const download = await employeeFileResponse(w.admin.actor, ...args, 'attachment', testMeta())
    expect(download.headers.get('content-disposition')).toMatch(
      /^attachment; filename="Contract 2026.pdf"/,
    )
    expect(download.headers.get('content-type')).toBe('application/pdf')
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(SAMPLE_FILES.pdf)
    await expect(
      employeeFileResponse(w.profileAdmin.actor, ...args, 'attachment', testMeta()),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' })
    await expect(
      employeeFileResponse(w.employee.actor, ...args, 'attachment', testMeta()),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' })
    const denied = await auditEntries({
      companyId: w.acme.company.id,
      action: 'employee_file.download',
    })
    expect(denied.map((entry) => entry.outcome)).toEqual(['denied', 'denied'])
    const view = await employeeFileResponse(w.employee.actor, ...args, 'inline', testMeta())
    expect(view.headers.get('content-disposition')).toMatch(/^inline/)
    await expect(
      employeeFileResponse(w.other.actor, ...args, 'inline', testMeta()),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' })
    await expect(
      employeeFileResponse(w.globex.admin.actor, ...args, 'inline', testMeta()),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' })

    const deletePath = (file: number, staff: number) =>
      `/account/api/employee_files/${file}/staff/${staff}/`
    expect(
      (
        await routeApi('DELETE', deletePath(fileId, w.employee.membership.id), {
          token: w.employee.token,
        })
      ).status,
    ).toBe(403)
    expect(
      await routeApi('DELETE', deletePath(fileId, w.other.membership.id), { token: w.admin.token }),
    ).toEqual({
      status: 404,
      json: { detail: 'file not found' },
    })
    expect(
      (
        await routeApi('DELETE', deletePath(fileId, w.employee.membership.id), {
          token: w.globex.admin.token,
        })
      ).status,
    ).toBe(404)
    expect(
      (
        await routeApi('DELETE', deletePath(fileId, w.employee.membership.id), {
          token: w.admin.token,
        })
      ).status,
    ).toBe(204)
    expect(
      await routeApi('DELETE', deletePath(fileId, w.employee.membership.id), {
        token: w.admin.token,
      }),
    ).toEqual({
      status: 404,
      json: { detail: 'file not found' },
    })
  })

  it('refuses a disguised or missing file and another company’s person or type', async () => {
    const w = await world()
    const uploadPath = `/account/api/staffs/${w.employee.membership.id}/upload_employee_file/`
    const disguised = await multipartApi('POST', uploadPath, {
      token: w.admin.token,
      file: { name: 'cv.pdf', bytes: SAMPLE_FILES.html },
    })
    expect(disguised.status).toBe(400)
    expect(disguised.json.file).toHaveLength(1)
    expect((await multipartApi('POST', uploadPath, { token: w.admin.token })).json).toEqual({
      file: ['Choose a file'],
    })
    const globexType = await routeApi('POST', TYPES, {
      token: w.globex.admin.token,
      body: { name: 'G' },
    })
    const foreignType = await multipartApi('POST', uploadPath, {
      token: w.admin.token,
      fields: { file_type: String(globexType.json.id) },
      file: { name: 'a.pdf', bytes: SAMPLE_FILES.pdf },
    })
    expect(foreignType.json).toEqual({ file_type: ['Choose a file type from the list'] })
    const foreignPerson = await multipartApi('POST', uploadPath, {
      token: w.globex.admin.token,
      file: { name: 'a.pdf', bytes: SAMPLE_FILES.pdf },
    })
    expect(foreignPerson.status).toBe(404)
  })
})

describe('company files', () => {
  it('admins upload, edit and delete; everyone lists pages; another company is not found', async () => {
    const w = await world()
    const base = `/company/api/companies/${w.acme.company.id}/files/`
    const refused = await multipartApi('POST', base, {
      token: w.employee.token,
      file: { name: 'handbook.pdf', bytes: SAMPLE_FILES.pdf },
    })
    expect(refused.status).toBe(403)
    const policy = await routeApi('POST', TYPES, {
      token: w.admin.token,
      body: { name: 'Policy', company_type: true },
    })
    const created = await multipartApi('POST', base, {
      token: w.admin.token,
      fields: { title: 'Handbook', description: 'Read me', file_type: String(policy.json.id) },
      file: { name: 'handbook.pdf', bytes: SAMPLE_FILES.pdf },
    })
    expect(created).toMatchObject({
      status: 201,
      json: { title: 'Handbook', file_type_name: 'Policy', file_name: 'handbook.pdf', version: 1 },
    })
    for (let i = 0; i < COMPANY_FILES_PAGE_SIZE; i += 1) {
      await multipartApi('POST', base, {
        token: w.admin.token,
        file: { name: `note-${i}.txt`, bytes: SAMPLE_FILES.txt },
      })
    }
    const first = await routeApi('GET', base, { token: w.employee.token })
    expect(first.json.count).toBe(COMPANY_FILES_PAGE_SIZE + 1)
    expect(first.json.results).toHaveLength(COMPANY_FILES_PAGE_SIZE)
    expect(first.json.previous).toBeNull()
    expect(first.json.next).toMatch(/page=2$/)
    const second = await routeApi('GET', `${base}?page=2`, { token: w.employee.token })
    expect(second.json.results.map((file: { title: string }) => file.title)).toEqual(['Handbook'])

    const id = created.json.id as number
    const edited = await multipartApi('PATCH', `${base}${id}/`, {
      token: w.admin.token,
      fields: { title: 'Staff handbook', version: '1' },
      file: { name: 'handbook-v2.png', bytes: SAMPLE_FILES.png },
    })
    expect(edited.json).toMatchObject({
      title: 'Staff handbook',
      file_name: 'handbook-v2.png',
      content_type: 'image/png',
      version: 2,
    })
    const stale = await multipartApi('PATCH', `${base}${id}/`, {
      token: w.admin.token,
      fields: { title: 'Old', version: '1' },
    })
    expect(stale.status).toBe(409)
    expect(
      (await routeApi('PATCH', `${base}${id}/`, { token: w.employee.token, body: { version: 2 } }))
        .status,
    ).toBe(403)

    const view = await companyFileResponse(w.employee.actor, id, 'inline', testMeta())
    expect(view.headers.get('content-type')).toBe('image/png')
    await expect(
      companyFileResponse(w.employee.actor, id, 'attachment', testMeta()),
    ).rejects.toMatchObject({
      code: 'FORBIDDEN',
    })
    await expect(
      companyFileResponse(w.globex.admin.actor, id, 'inline', testMeta()),
    ).rejects.toMatchObject({
      code: 'NOT_FOUND',
    })

    const globexToken = w.globex.admin.token
    expect((await routeApi('GET', base, { token: globexToken })).status).toBe(404)
    const foreignUpload = await multipartApi('POST', base, {
      token: globexToken,
      file: { name: 'x.pdf', bytes: SAMPLE_FILES.pdf },
    })
    expect(foreignUpload.status).toBe(404)
    expect(
      (
        await multipartApi('PATCH', `${base}${id}/`, {
          token: globexToken,
          fields: { version: '2' },
        })
      ).status,
    ).toBe(404)
    expect((await routeApi('GET', `${base}${id}/`, { token: globexToken })).status).toBe(404)
    expect((await routeApi('DELETE', `${base}${id}/`, { token: globexToken })).status).toBe(404)
    const globexBase = `/company/api/companies/${w.globex.company.id}/files/`
    expect((await routeApi('GET', `${globexBase}${id}/`, { token: globexToken })).status).toBe(404)
    expect((await routeApi('DELETE', `${globexBase}${id}/`, { token: globexToken })).status).toBe(
      404,
    )

    expect((await routeApi('DELETE', `${base}${id}/`, { token: w.employee.token })).status).toBe(
      403,
    )
    expect((await routeApi('DELETE', `${base}${id}/`, { token: w.admin.token })).status).toBe(204)
    expect((await routeApi('GET', `${base}${id}/`, { token: w.admin.token })).status).toBe(404)
  })
})

describe('files over 50 MB through the API (ADR 043)', () => {
  /** The direct upload an API client makes: the presign call, the bytes, the complete call. */
  async function uploadDirectly(token: string, presignPath: string, name: string) {
    const started = await routeApi('POST', presignPath, {
      token,
      body: { file_name: name, file_size: SAMPLE_FILES.pdf.length },
    })
    expect(started).toMatchObject({ status: 200, json: { method: 'PUT' } })
    const uploadToken = (started.json.url as string).split('/').pop()!
    const bytes = SAMPLE_FILES.pdf
    const put = new Request('http://localhost/files/uploads/x', {
      method: 'PUT',
      headers: {
        'content-length': String(bytes.length),
        'content-range': `bytes 0-${bytes.length - 1}/${bytes.length}`,
      },
      body: bytes,
    })
    await receiveUploadPart(fileUploadKind, uploadToken, put, testMeta())
    const done = await completeUpload(fileUploadKind, uploadToken, testMeta())
    return finishedUpload(done, uploadToken).upload_token
  }

  it('a staff file and a company file are recorded by the upload token; only their uploader may use it', async () => {
    const w = await world()
    const staff = `/account/api/staffs/${w.employee.membership.id}`
    const presignStaff = `${staff}/employee_files/generate-s3-presigned-url/`
    const refused = await routeApi('POST', presignStaff, {
      token: w.employee.token,
      body: { file_name: 'mine.pdf', file_size: 10 },
    })
    expect(refused.status).toBe(403)

    const staffToken = await uploadDirectly(w.profileAdmin.token, presignStaff, 'Big contract.pdf')
    // Another person of the company cannot record someone else's upload.
    const stolen = await routeApi('POST', `${staff}/upload_employee_file/`, {
      token: w.admin.token,
      body: { upload_token: staffToken },
    })
    expect(stolen.status).toBe(404)
    const recorded = await routeApi('POST', `${staff}/upload_employee_file/`, {
      token: w.profileAdmin.token,
      body: { upload_token: staffToken },
    })
    expect(recorded).toMatchObject({
      status: 201,
      json: { file_name: 'Big contract.pdf', size: SAMPLE_FILES.pdf.length },
    })

    const base = `/company/api/companies/${w.acme.company.id}/files/`
    const companyToken = await uploadDirectly(
      w.admin.token,
      `${base}generate-s3-presigned-url/`,
      'Handbook.pdf',
    )
    const created = await routeApi('POST', base, {
      token: w.admin.token,
      body: { title: 'Handbook', upload_token: companyToken },
    })
    expect(created).toMatchObject({ status: 201, json: { file_name: 'Handbook.pdf' } })
    // Spent: the same token records nothing twice.
    const again = await routeApi('POST', base, {
      token: w.admin.token,
      body: { title: 'Handbook again', upload_token: companyToken },
    })
    expect(again.status).toBe(404)
    const globex = await routeApi(
      'POST',
      `/company/api/companies/${w.acme.company.id}/files/generate-s3-presigned-url/`,
      { token: w.globex.admin.token, body: { file_name: 'x.pdf', file_size: 10 } },
    )
    expect(globex.status).toBe(404)
  })
})
