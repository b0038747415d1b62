import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { adminAndStaffSignedIn, routeApi } from '#tests/factories/api'
import { action as putPart, loader as progress } from '~/routes/knowledgebase.uploads.$token'
import { action as complete } from '~/routes/knowledgebase.uploads.$token_.complete'

const PDF = new Uint8Array(readFileSync('tests/fixtures/knowledge/Safety_Handbook-2024.pdf'))

const tokenOf = (url: string) => url.split('/').pop()!

describe('knowledgebase/api upload calls and the upload URL routes', () => {
  it('presigns through the API, takes the file in two PUTs through the route, resumes from HEAD', async () => {
    const { admin, staff } = await adminAndStaffSignedIn()
    const presigned = await routeApi('POST', '/knowledgebase/api/generate-s3-presigned-url/', {
      token: admin.token,
      body: {
        file_name: 'Safety_Handbook-2024.pdf',
        file_content_type: 'application/pdf',
        file_size: PDF.length,
      },
    })
    expect(presigned.status).toBe(200)
    expect(presigned.json).toMatchObject({
      method: 'PUT',
      expires_in: 21600,
      content_type: 'application/pdf',
    })
    const token = tokenOf(presigned.json.url)
    const params = { token }

    const first = await putPart({
      request: new Request(`http://localhost${presigned.json.url}`, {
        method: 'PUT',
        headers: { 'content-range': `bytes 0-99/${PDF.length}`, 'content-length': '100' },
        body: PDF.slice(0, 100),
      }),
      params,
      context: {},
    })
    expect(first.status).toBe(200)
    const head = await progress({
      request: new Request('http://localhost/', { method: 'HEAD' }),
      params,
      context: {},
    })
    expect(head.headers.get('upload-offset')).toBe('100')

    const last = await putPart({
      request: new Request(`http://localhost${presigned.json.url}`, {
        method: 'PUT',
        headers: {
          'content-range': `bytes 100-${PDF.length - 1}/${PDF.length}`,
          'content-length': String(PDF.length - 100),
        },
        body: PDF.slice(100),
      }),
      params,
      context: {},
    })
    expect(await last.json()).toMatchObject({ complete: true, received: PDF.length })
    const done = await complete({
      request: new Request('http://localhost/', { method: 'POST' }),
      params,
      context: {},
    })
    expect(await done.json()).toMatchObject({
      id: presigned.json.file_id,
      fileName: 'Safety_Handbook-2024.pdf',
    })

    const forged = await progress({
      request: new Request('http://localhost/'),
      params: { token: `${token}x` },
      context: {},
    })
    expect(forged.status).toBe(404)

    // Staff cannot start uploads; another company cannot see or delete the file.
    const refused = await routeApi('POST', '/knowledgebase/api/generate-s3-presigned-url/', {
      token: staff.token,
      body: { file_name: 'a.pdf' },
    })
    expect(refused.status).toBe(403)
    const other = await adminAndStaffSignedIn()
    const path = `/knowledgebase/api/knowledge-files/${presigned.json.file_id}/`
    expect((await routeApi('GET', path, { token: other.admin.token })).status).toBe(404)
    expect((await routeApi('DELETE', path, { token: other.admin.token })).json).toEqual({
      detail: 'file not found',
    })
    expect((await routeApi('GET', path, { token: admin.token })).status).toBe(200)
    expect((await routeApi('DELETE', path, { token: admin.token })).status).toBe(204)
    expect((await routeApi('DELETE', path, { token: admin.token })).json).toEqual({
      detail: 'file not found',
    })
  })
})
