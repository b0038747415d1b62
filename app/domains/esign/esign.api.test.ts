import { describe, expect, it } from 'vitest'
import { adminAndStaffSignedIn, apiSignIn, routeApi } from '#tests/factories/api'
import { makeCompanyWithAdmin } from '#tests/factories/accounts'
import { samplePdf } from '#tests/factories/esign'
import { multipartApi, SAMPLE_FILES } from '#tests/factories/files'

/** humesign/api/ and the two seed calls, through the API route as clients call them. */
describe('humesign/api/', () => {
  it('uploads, adds a signer and a field, sends; a member sees it only as a signer', async () => {
    const { admin, staff } = await adminAndStaffSignedIn()
    const [adminToken, staffToken] = [admin.token, staff.token]
    const created = await multipartApi('POST', '/humesign/api/documents/', {
      token: adminToken,
      fields: { title: 'Handbook sign-off' },
      file: { name: 'handbook.pdf', bytes: await samplePdf(3) },
    })
    expect(created.status).toBe(201)
    expect(created.json.document).toMatchObject({ status: 'draft', page_count: 3 })
    const id = created.json.document.id as number
    const signer = await routeApi('POST', `/humesign/api/documents/${id}/signers/`, {
      token: adminToken,
      body: { version: 1, membership_id: staff.membership.id },
    })
    expect(signer.status).toBe(201)
    const field = await routeApi('POST', `/humesign/api/documents/${id}/fields/`, {
      token: adminToken,
      body: { version: 2, signer_id: signer.json.id, kind: 'signature', page: 3, x: 0.1, y: 0.8 },
    })
    expect(field.json.document.fields[0]).toMatchObject({ page: 3, x: 0.1, y: 0.8 })
    const stale = await routeApi('POST', `/humesign/api/documents/${id}/send/`, {
      token: adminToken,
      body: { version: 2 },
    })
    expect(stale.status).toBe(409)
    const sent = await routeApi('POST', `/humesign/api/documents/${id}/send/`, {
      token: adminToken,
      body: { version: 3 },
    })
    expect(sent.json.document.status).toBe('sent')

    const mine = await routeApi('GET', '/humesign/api/documents/', { token: staffToken })
    expect(mine.json.results.map((doc: { id: number }) => doc.id)).toEqual([id])
    const link = await routeApi('GET', `/company/api/get_hume_sign_token/?id=${id}`, {
      token: staffToken,
    })
    expect(link.json.url).toMatch(/\/humesign\/sign\/[\w-]{40,}$/)
    const doc = await routeApi(
      'GET',
      `/company/api/get_hume_sign_doc/?submission=${id}&type=signed`,
      {
        token: adminToken,
      },
    )
    expect(doc.json).toMatchObject({ status: 'sent', download_url: null })
  })

  it('refuses a non-PDF, a member who sends, and another company (404)', async () => {
    const { admin, staff } = await adminAndStaffSignedIn()
    const [adminToken, staffToken] = [admin.token, staff.token]
    const disguised = await multipartApi('POST', '/humesign/api/documents/', {
      token: adminToken,
      fields: { title: 'Not a PDF' },
      file: { name: 'contract.pdf', bytes: SAMPLE_FILES.exe },
    })
    expect(disguised.status).toBe(400)
    expect(disguised.json.file).toBeDefined()
    const byMember = await multipartApi('POST', '/humesign/api/documents/', {
      token: staffToken,
      fields: { title: 'Mine' },
      file: { name: 'mine.pdf', bytes: await samplePdf(1) },
    })
    expect(byMember.status).toBe(403)
    const created = await multipartApi('POST', '/humesign/api/documents/', {
      token: adminToken,
      fields: { title: 'Offer' },
      file: { name: 'offer.pdf', bytes: await samplePdf(1) },
    })
    const other = await makeCompanyWithAdmin()
    const { token } = await apiSignIn(other.admin.user, other.company)
    const id = created.json.document.id as number
    expect((await routeApi('GET', `/humesign/api/documents/${id}/`, { token })).status).toBe(404)
    const voided = await routeApi('POST', `/humesign/api/documents/${id}/void/`, {
      token,
      body: { version: 1, reason: 'x' },
    })
    expect(voided.status).toBe(404)
  })
})
