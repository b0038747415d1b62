import { beforeAll, describe, expect, it } from 'vitest'
import { makeCompanyWithAdmin, makeMember, signedIn } from '#tests/factories/accounts'
import { SAMPLE_FILES } from '#tests/factories/files'
import { browserCookie } from '#tests/factories/browser-session'
import { testMeta } from '#tests/factories/request'
import { browserPoster, browserPostRequest, visibleText } from '#tests/support/browser-post'
import type { Membership, User } from '~/domains/accounts/accounts.tables'
import type { Company } from '~/domains/company/company.tables'
import type { Actor } from '~/platform/actor'
import { action as fileAction } from '~/routes/_app+/account.company-files_.$fileId'
import { createCompanyFile, getCompanyFile, listCompanyFiles } from './company-files.server'

/*
 * The company files pages as a browser without JavaScript gets them, through the app's real
 * request handler: a refused form comes back as the page with each message next to its field and
 * what was typed kept; a stale edit is the page's notice with the saved file in the form; a
 * refusal or another company's file is the 403/404 page. Nothing changes on a refusal.
 */

interface Person {
  actor: Actor
  cookie: string
}

type BrowserPost = Awaited<ReturnType<typeof browserPoster>>
let post: (
  person: Person,
  path: string,
  ...form: Parameters<typeof formBody>
) => ReturnType<BrowserPost>

async function personIn(member: { user: User; membership: Membership }, company: Company) {
  const { actor } = await signedIn(member.user, company)
  return { actor, cookie: await browserCookie(member) }
}

beforeAll(async () => {
  const browserPost = await browserPoster(['/account/company-files', '/account/company-files/1'])
  post = (person, path, ...form) => browserPost(person.cookie, path, formBody(...form))
}, 60_000)

/** The upload or edit form's multipart body, as a browser sends it. */
function formBody(
  fields: Record<string, string | number>,
  file?: { name: string; bytes: Uint8Array },
): FormData {
  const body = new FormData()
  for (const [name, value] of Object.entries(fields)) body.set(name, String(value))
  // A browser sends an empty part when no file was chosen.
  body.set('file', file ? new Blob([new Uint8Array(file.bytes)]) : new Blob([]), file?.name ?? '')
  return body
}

const text = (html: string) => visibleText(html).trim()

/** The message shown next to the field with this id (the kit's `<id>-error`), if any. */
function messageAt(page: string, id: string): string | null {
  const match = new RegExp(`<p id="${id}-error"[^>]*>(.*?)</p>`).exec(page)
  return match ? text(match[1]!).replace(/^Error:\s*/, '') : null
}

/** What the form's field with this id holds: an input's value or a text area's text. */
function valueOf(page: string, id: string): string | null {
  const input = new RegExp(`<input[^>]*id="${id}"[^>]*>`).exec(page)?.[0]
  if (input) return /value="([^"]*)"/.exec(input)?.[1] ?? ''
  const area = new RegExp(`<textarea[^>]*id="${id}"[^>]*>(.*?)</textarea>`, 's').exec(page)
  return area ? area[1]! : null
}

async function companyWithFile() {
  const { company, admin } = await makeCompanyWithAdmin()
  const person = await personIn(admin, company)
  const file = await createCompanyFile(
    person.actor,
    company.id,
    {
      title: 'Handbook',
      description: 'For everyone',
      file_type: null,
      upload: { name: 'handbook.pdf', contentType: 'application/pdf', bytes: SAMPLE_FILES.pdf },
    },
    testMeta(),
  )
  const path = `/account/company-files/${file.id}`
  /** The file page's edit form, sent from the version first loaded. */
  const edit = (fields: Record<string, string>, as: Person = person) =>
    post(as, path, { intent: 'update', version: file.version, ...fields })
  return { company, admin: person, file, path, edit }
}

describe('the company files page', () => {
  it('refuses a disguised or missing file at the file, keeping what was typed; nothing is stored', async () => {
    const { company, admin } = await makeCompanyWithAdmin()
    const person = await personIn(admin, company)
    const typed = { intent: 'upload', title: 'Tools', description: 'For the workshop' }
    const disguised = await post(person, '/account/company-files', typed, {
      name: 'tools.pdf',
      bytes: SAMPLE_FILES.exe,
    })
    expect(disguised.status).toBe(400)
    expect(text(disguised.html)).toContain('Error uploading file')
    expect(messageAt(disguised.html, 'company-file-file')).toBe(
      'The file’s content does not match its name',
    )
    expect(valueOf(disguised.html, 'company-file-title')).toBe('Tools')
    expect(valueOf(disguised.html, 'company-file-description')).toBe('For the workshop')

    const missing = await post(person, '/account/company-files', typed)
    expect(missing.status).toBe(400)
    expect(messageAt(missing.html, 'company-file-file')).toBe('Choose a file')
    expect(valueOf(missing.html, 'company-file-title')).toBe('Tools')
    expect((await listCompanyFiles(person.actor, company.id, 1, testMeta())).count).toBe(0)
  })

  it('uploads a good file and says so on the list', async () => {
    const { company, admin } = await makeCompanyWithAdmin()
    const person = await personIn(admin, company)
    const uploaded = await post(
      person,
      '/account/company-files',
      { intent: 'upload', title: '', description: '' },
      { name: 'notes.txt', bytes: SAMPLE_FILES.txt },
    )
    expect(uploaded.status).toBe(302)
    expect(uploaded.location).toBe('/account/company-files')
    const list = await listCompanyFiles(person.actor, company.id, 1, testMeta())
    expect(list.results.map((file) => file.title)).toEqual(['notes.txt'])
  })
})

describe("a company file's page", () => {
  it('refuses an empty title next to it, keeping what was typed (an emptied description too)', async () => {
    const { admin, file, edit } = await companyWithFile()
    const refused = await edit({ title: ' ', description: '' })
    expect(refused.status).toBe(400)
    expect(messageAt(refused.html, 'company-file-title')).toBe('This field is required')
    expect(valueOf(refused.html, 'company-file-title')).toBe(' ')
    expect(valueOf(refused.html, 'company-file-description')).toBe('')
    expect(await getCompanyFile(admin.actor, admin.actor.companyId, file.id, testMeta())).toEqual(
      file,
    )
  })

  it('answers a stale edit with the notice and the saved file in the form (409, a conflict)', async () => {
    const { admin, file, path, edit } = await companyWithFile()
    const saved = await edit({ title: 'Staff handbook', description: '' })
    expect(saved.status).toBe(302)
    expect(saved.location).toBe(path)

    const stale = await edit({ title: 'Old handbook', description: 'Typed meanwhile' })
    expect(stale.status).toBe(409)
    expect(text(stale.html)).toContain(
      'This file was changed by someone else. Reload it and try again.',
    )
    expect(text(stale.html)).toContain('Discard my changes and reload')
    expect(valueOf(stale.html, 'company-file-title')).toBe('Staff handbook')
    expect(valueOf(stale.html, 'company-file-description')).toBe('')
    expect(messageAt(stale.html, 'company-file-file')).toBeNull()

    // The reply the page reads marks it as a conflict (not recognised by its text).
    const reply = await fileAction({
      request: browserPostRequest(
        admin.cookie,
        path,
        formBody({ intent: 'update', version: file.version, title: 'X' }),
      ),
      params: { fileId: String(file.id) },
      context: {},
    })
    expect(reply.status).toBe(409)
    expect(await reply.json()).toMatchObject({ conflict: true })
  })

  it('deletes the file; staff are refused (403) and another company gets 404, changing nothing', async () => {
    const { company, admin, file, path, edit } = await companyWithFile()
    const staff = await personIn(await makeMember(company), company)
    const other = await makeCompanyWithAdmin()
    const outsider = await personIn(other.admin, other.company)
    expect((await edit({ title: 'Mine now' }, staff)).status).toBe(403)
    expect((await post(staff, path, { intent: 'delete' })).status).toBe(403)
    expect((await edit({ title: 'Mine now' }, outsider)).status).toBe(404)
    expect((await post(outsider, path, { intent: 'delete' })).status).toBe(404)
    expect(await getCompanyFile(admin.actor, company.id, file.id, testMeta())).toEqual(file)

    const deleted = await post(admin, path, { intent: 'delete' })
    expect(deleted.status).toBe(302)
    expect(deleted.location).toBe('/account/company-files')
    expect((await listCompanyFiles(admin.actor, company.id, 1, testMeta())).count).toBe(0)
  })
})
