import { describe, expect, it } from 'vitest'
import { makeCompanyWithAdmin, makeMember, signedIn } from '#tests/factories/accounts'
import { auditEntries } from '#tests/factories/audit'
import { SAMPLE_FILES } from '#tests/factories/files'
import { testMeta } from '#tests/factories/request'
import type { Actor } from '~/platform/actor'
import { companyFileResponse, createCompanyFile } from '../company/company-files.server'
import {
  authorizeUpload,
  employeeFileResponse,
  uploadEmployeeFile,
} from '../people/employee-files.server'
import { completeUpload, receiveUploadPart, uploadProgress } from './direct-uploads.server'
import { handleDirectFileForms, TOO_LARGE_WITHOUT_JS } from './file-forms.server'
import {
  fileUploadKind,
  finishedUpload,
  startFileUpload,
  type DirectFileArea,
} from './file-uploads.server'

/*
 * Staff and company files through the direct upload (with JavaScript): the file goes to our own
 * signed URL in Content-Range chunks, resumes after a dropped chunk, and the page's form then
 * records it by its upload token. Only the uploader's company can claim it.
 */

/** A video of `size` bytes: an MP4's first bytes, then filler, with a marker in the middle. */
function video(size: number): Uint8Array {
  const bytes = new Uint8Array(size).fill(0x2e)
  bytes.set(SAMPLE_FILES.mp4)
  bytes.set(new TextEncoder().encode('middle'), size / 2)
  return bytes
}

const chunk = (bytes: Uint8Array, start: number, end: number, body = bytes.slice(start, end)) =>
  new Request('http://localhost/files/uploads/x', {
    method: 'PUT',
    headers: {
      'content-length': String(end - start),
      'content-range': `bytes ${start}-${end - 1}/${bytes.length}`,
    },
    body,
  })

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  )

/**
 * Sends `bytes` as the browser's widget does: the first half, a second chunk whose connection
 * drops, the offset asked for again, then the rest. Answers the complete call's answer.
 */
async function uploadInChunks(actor: Actor, area: DirectFileArea, name: string, bytes: Uint8Array) {
  const start = await startFileUpload(
    actor,
    testMeta(),
    { file_name: name, file_content_type: '', file_size: bytes.length },
    area,
  )
  expect(start).toMatchObject({ method: 'PUT', content_type: 'video/mp4' })
  expect(start.url).toMatch(/^\/files\/uploads\/\d+\.\d+\.[\w-]+$/)
  const token = start.url.split('/').pop()!
  const half = bytes.length / 2
  expect(
    await receiveUploadPart(fileUploadKind, token, chunk(bytes, 0, half), testMeta()),
  ).toMatchObject({
    received: half,
    complete: false,
  })
  const dropped = chunk(bytes, half, bytes.length, bytes.slice(half, half + 1000))
  expect(
    await refusal(receiveUploadPart(fileUploadKind, token, dropped, testMeta())),
  ).toMatchObject({
    code: 'VALIDATION',
  })
  expect(await uploadProgress(fileUploadKind, token)).toMatchObject({
    received: half,
    complete: false,
  })
  const last = await receiveUploadPart(
    fileUploadKind,
    token,
    chunk(bytes, half, bytes.length),
    testMeta(),
  )
  expect(last).toMatchObject({ received: bytes.length, complete: true })
  const finished = finishedUpload(await completeUpload(fileUploadKind, token, testMeta()), token)
  expect(finished).toEqual({ upload_token: token, file_name: name, size: bytes.length })
  return { uploadToken: token }
}

async function companyWithPeople() {
  const { company, admin } = await makeCompanyWithAdmin()
  const { actor } = await signedIn(admin.user, company)
  const staff = await makeMember(company)
  const other = await makeCompanyWithAdmin()
  const outsider = (await signedIn(other.admin.user, other.company)).actor
  return { company, actor, staff, outsider }
}

const MiB = 1024 * 1024

/** The staff files form's post with a finished upload. */
const staffFileOf = (actor: Actor, membershipId: number, ticket: { uploadToken: string }) =>
  uploadEmployeeFile(actor, membershipId, { upload: ticket, fileTypeId: null }, testMeta())

describe('direct uploads of staff and company files', () => {
  it('takes a staff file in chunks, resumes after a dropped chunk, records it from the form and serves ranges', async () => {
    const { company, actor, staff } = await companyWithPeople()
    const bytes = video(3 * MiB)
    await authorizeUpload(actor, testMeta(), staff.membership.id)
    const ticket = await uploadInChunks(actor, 'employee-files', 'induction.mp4', bytes)

    const file = await staffFileOf(actor, staff.membership.id, ticket)
    expect(file).toMatchObject({ file_name: 'induction.mp4', size: bytes.length, viewable: true })
    const [entry] = await auditEntries({ action: 'employee_file.create', entityId: file.id })
    expect(entry).toMatchObject({ companyId: company.id, actorUserId: actor.userId })
    // One upload makes one file: the token is spent.
    expect(await refusal(staffFileOf(actor, staff.membership.id, ticket))).toMatchObject({
      code: 'NOT_FOUND',
    })

    const seek = new Request('http://localhost/', {
      headers: { range: `bytes=${bytes.length / 2}-${bytes.length / 2 + 5}` },
    })
    const part = await employeeFileResponse(
      actor,
      staff.membership.id,
      file.id,
      'inline',
      testMeta(),
      seek,
    )
    expect(part.status).toBe(206)
    expect(part.headers.get('content-range')).toBe(
      `bytes ${bytes.length / 2}-${bytes.length / 2 + 5}/${bytes.length}`,
    )
    expect(await part.text()).toBe('middle')
  })

  it('takes a company file the same way, titled by its name', async () => {
    const { actor } = await companyWithPeople()
    const bytes = video(2 * MiB)
    const ticket = await uploadInChunks(actor, 'company-files', 'site-tour.mp4', bytes)
    const file = await createCompanyFile(
      actor,
      actor.companyId,
      { title: '', description: '', file_type: null, upload: ticket },
      testMeta(),
    )
    expect(file).toMatchObject({ title: 'site-tour.mp4', size: bytes.length })
    const whole = await companyFileResponse(actor, file.id, 'attachment', testMeta())
    expect(Buffer.from(await whole.arrayBuffer()).equals(bytes)).toBe(true)
  })

  it('refuses another company (404) and an upload meant for another kind of file; nothing is recorded', async () => {
    const { actor, staff, outsider } = await companyWithPeople()
    // Another company's admin may not upload to this company's people.
    expect(await refusal(authorizeUpload(outsider, testMeta(), staff.membership.id))).toMatchObject(
      {
        code: 'NOT_FOUND',
      },
    )
    const ticket = await uploadInChunks(actor, 'company-files', 'tour.mp4', video(MiB))
    // Nor claim this company's upload as their own file.
    expect(
      await refusal(
        createCompanyFile(
          outsider,
          outsider.companyId,
          { title: '', description: '', file_type: null, upload: ticket },
          testMeta(),
        ),
      ),
    ).toMatchObject({ code: 'NOT_FOUND' })
    // A company file's upload is not a staff file.
    expect(await refusal(staffFileOf(actor, staff.membership.id, ticket))).toMatchObject({
      code: 'NOT_FOUND',
    })
    expect(
      await auditEntries({ action: 'company_file.create', companyId: outsider.companyId }),
    ).toEqual([])
    // The rightful form still records it.
    const file = await createCompanyFile(
      actor,
      actor.companyId,
      { title: 'Tour', description: '', file_type: null, upload: ticket },
      testMeta(),
    )
    expect(file.size).toBe(MiB)
  })

  it('tells a form post over 50 MB (no JavaScript) that JavaScript uploads larger files', async () => {
    const request = new Request('http://localhost/account/company-files', {
      method: 'POST',
      headers: {
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(60 * MiB),
      },
      body: '--x--',
    })
    const response = await handleDirectFileForms(request, () => ({}))
    expect(response.status).toBe(400)
    expect(JSON.stringify(await response.json())).toContain(TOO_LARGE_WITHOUT_JS)
  })
})
