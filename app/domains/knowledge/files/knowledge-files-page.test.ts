import { beforeAll, describe, expect, it } from 'vitest'
import { makeCompanyWithAdmin } from '#tests/factories/accounts'
import { browserCookie } from '#tests/factories/browser-session'
import { SAMPLE_FILES } from '#tests/factories/files'
import { browserPoster } from '#tests/support/browser-post'

/*
 * The knowledge base files page's upload as a browser without JavaScript posts it (multipart
 * `files`): a refusal is the page with its message and 400, nothing stored; files are stored.
 */

let post: Awaited<ReturnType<typeof browserPoster>>

beforeAll(async () => {
  post = await browserPoster(['/knowledgebase/files'])
}, 60_000)

/** The upload form as sent: one part per chosen file, an empty part when none was chosen. */
function uploadForm(...files: { name: string; bytes: Uint8Array }[]): FormData {
  const body = new FormData()
  if (files.length === 0) body.append('files', new Blob([]), '')
  for (const file of files) body.append('files', new Blob([new Uint8Array(file.bytes)]), file.name)
  return body
}

describe('the knowledge base files upload', () => {
  it('asks for a file, refuses a disguised one at 400, and stores a good one', async () => {
    const { admin } = await makeCompanyWithAdmin()
    const cookie = await browserCookie(admin)

    const upload = (...files: Parameters<typeof uploadForm>) =>
      post(cookie, '/knowledgebase/files', uploadForm(...files))

    const none = await upload()
    expect(none.status).toBe(400)
    expect(none.page).toContain('Choose a file')

    const disguised = await upload({ name: 'tools.pdf', bytes: SAMPLE_FILES.exe })
    expect(disguised.status).toBe(400)
    expect(disguised.page).toContain('The file’s content does not match its name')
    expect(disguised.page).toContain('Files (0)')

    const stored = await upload({ name: 'notes.txt', bytes: SAMPLE_FILES.txt })
    expect(stored.status).toBe(302)
    expect(stored.location).toBe('/knowledgebase/files')
  })
})
