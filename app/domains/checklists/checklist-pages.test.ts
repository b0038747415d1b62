import { describe, expect, it } from 'vitest'
import { browserCookie } from '#tests/factories/browser-session'
import { checklistCompany, openingShift } from '#tests/factories/checklists'
import { multipartForm, pagesOfThisFile } from '#tests/support/browser-pages'
import { SAMPLE_FILES } from '#tests/factories/files'
import { CHECKLIST_MESSAGES, TemplateSchema } from './checklists.schema'
import { createChecklist, getChecklist, saveChecklist } from './checklists.server'
import { createTemplate, listTemplates } from './checklist-templates.server'

/*
 * The checklist pages as a browser without JavaScript uses them, through the app's real request
 * handler: the template form's buttons keep what was typed, a checklist is started and filled,
 * a stale save is a 409 keeping the typed answers next to the saved ones, and completion works.
 */

const PATHS = [
  '/checklist/templates',
  '/checklist/template/create',
  '/checklist/template/1',
  '/checklist/create/1',
  '/checklist/edit/1',
  '/checklist/display/1',
  '/checklist/checklists',
]
const { get, post } = pagesOfThisFile(PATHS)

describe('the template form without JavaScript', () => {
  it('adds and moves items keeping what was typed, then saves them in order', async () => {
    const { admin, asAdmin } = await checklistCompany()
    const cookie = await browserCookie(admin)
    const create = '/checklist/template/create'
    const typed: [string, string][] = [
      ['title', 'Closing shift'],
      ['items[0].kind', 'checkbox'],
      ['items[0].label', 'Lock the back door'],
      ['items[0].required', 'on'],
      ['new_kind', 'choice'],
    ]
    const added = await post(cookie, create, multipartForm([...typed, ['intent', 'add-item']]))
    expect(added.status).toBe(200)
    expect(added.body).toContain('value="Closing shift"')
    expect(added.body).toContain('name="items[1].label"')

    const both: [string, string][] = [
      ...typed.slice(0, 4),
      ['items[1].kind', 'choice'],
      ['items[1].label', 'Till'],
      ['items[1].options', 'Balanced\nShort'],
    ]
    const moved = await post(cookie, create, multipartForm([...both, ['intent', 'item-up:1']]))
    expect(moved.body).toMatch(/value="Till"[\s\S]*value="Lock the back door"/)

    const refused = await post(
      cookie,
      create,
      multipartForm([...both.slice(0, 5), ['items[1].label', 'Till'], ['intent', 'save']]),
    )
    expect(refused.status).toBe(400)
    expect(refused.page).toContain(CHECKLIST_MESSAGES.choiceOptions)

    const saved = await post(cookie, create, multipartForm([...both, ['intent', 'save']]))
    expect(saved.status).toBe(302)
    const [row] = (await listTemplates(asAdmin.actor, { title: 'Closing', page: 1 })).results
    expect(saved.location).toBe(`/checklist/template/${row!.id}`)
    const page = await get(cookie, `/checklist/template/${row!.id}`)
    expect(page.page).toMatch(
      /Lock the back door[\s\S]*required[\s\S]*Till[\s\S]*Balanced \/ Short/,
    )
  })

  it('refuses the template pages to an employee', async () => {
    const { staff } = await checklistCompany()
    const cookie = await browserCookie(staff)
    expect((await get(cookie, '/checklist/template/create')).status).toBe(403)
    expect((await get(cookie, '/checklist/templates')).status).toBe(200)
  })
})

describe('filling a checklist without JavaScript', () => {
  it('starts one for oneself, saves progress, and completes it', async () => {
    const { asAdmin, staff, asStaff } = await checklistCompany()
    const template = await openingShift(asAdmin)
    const cookie = await browserCookie(staff)
    const started = await post(
      cookie,
      `/checklist/create/${template.id}`,
      multipartForm([
        ['title', 'Opening shift, Monday'],
        ['due_on', '2030-01-07'],
      ]),
    )
    expect(started.status).toBe(302)
    const edit = started.location!
    const id = Number(edit.split('/').at(-1))
    const checklist = await getChecklist(asStaff, id)
    const answer = (label: string) =>
      `answers.${checklist.items.find((i) => i.label === label)!.id}`

    const fill: [string, string][] = [
      ['version', '1'],
      [answer('Lights on'), ''],
      [answer('Lights on'), 'true'],
      [answer('Fridge temperature (°C)'), '4'],
      [answer('Floor'), ''],
      [answer('Notes'), 'Fine'],
      [answer('Signed by the shift lead'), ''],
    ]
    const tooSoon = await post(cookie, edit, multipartForm([...fill, ['intent', 'complete']]))
    expect(tooSoon.status).toBe(400)
    expect(tooSoon.page).toContain(
      `Signed by the shift lead (required)   Error:  ${CHECKLIST_MESSAGES.answerRequired}`,
    )
    // What was typed is kept.
    expect(tooSoon.body).toContain('Fine</textarea>')

    const saved = await post(cookie, edit, multipartForm([...fill, ['intent', 'save']]))
    expect(saved.status).toBe(302)
    const page = await get(cookie, edit)
    expect(page.page).toContain('3 of 6 items done (50%)')
    expect(page.page).toContain('Done by Sam Staff')

    const done = await post(
      cookie,
      edit,
      multipartForm([
        ...fill
          .slice(0, -1)
          .map(([name, value]): [string, string] => [name, name === 'version' ? '2' : value]),
        [answer('Signed by the shift lead'), 'Sam Staff'],
        ['intent', 'complete'],
      ]),
    )
    expect(done.status).toBe(302)
    expect(done.location).toBe(`/checklist/display/${id}`)
    const shown = await get(cookie, done.location!)
    expect(shown.page).toContain('Completed by Sam Staff')
  })

  it("answers a stale save with 409, the seed's warning, the saved answers and what was typed", async () => {
    const { asAdmin, staff, asStaff } = await checklistCompany()
    const checklist = await createChecklist(asStaff, (await openingShift(asAdmin)).id, {
      title: '',
      due_on: null,
    })
    const notes = `answers.${checklist.items.find((item) => item.label === 'Notes')!.id}`
    await saveChecklist(asAdmin, checklist.id, {
      version: 1,
      answers: { [notes.slice('answers.'.length)]: 'The fridge hums' },
    })
    const cookie = await browserCookie(staff)
    const stale = await post(
      cookie,
      `/checklist/edit/${checklist.id}`,
      multipartForm([
        ['version', '1'],
        [notes, 'All quiet here'],
        ['intent', 'save'],
      ]),
    )
    expect(stale.status).toBe(409)
    expect(stale.page).toContain(CHECKLIST_MESSAGES.stale)
    expect(stale.page).toContain('The checklist as it is saved now')
    expect(stale.page).toContain('The fridge hums')
    expect(stale.body).toContain('All quiet here</textarea>')
    expect(stale.body).toContain('name="version" value="2"')
  })
})

describe('a file item without JavaScript', () => {
  it('uploads a file on its own multipart form, shows it, refuses a wrong kind at the item, and removes it', async () => {
    const { staff, asAdmin, asStaff } = await checklistCompany()
    const template = await createTemplate(
      asAdmin,
      TemplateSchema.parse({
        title: 'Delivery',
        items: [{ kind: 'file', label: 'Delivery note', required: true }],
      }),
    )
    const checklist = await createChecklist(asStaff, template.id, {
      title: '',
      due_on: null,
      assigned_to: undefined,
    })
    const item = String(checklist.items[0]!.id)
    const edit = `/checklist/edit/${checklist.id}`
    const cookie = await browserCookie(staff)
    const fileForm = (intent: string, file?: { name: string; bytes: Uint8Array }) => {
      const body = multipartForm([
        ['item', item],
        ['intent', intent],
      ])
      if (file) body.set('file', new Blob([new Uint8Array(file.bytes)]), file.name)
      return body
    }

    const page = await get(cookie, edit)
    expect(page.body).toContain(`id="file-item-${item}"`)
    // HTML's attribute names know no case: React writes `encType`.
    expect(page.body).toMatch(/enctype="multipart\/form-data"/i)
    expect(page.page).toContain('Upload file')

    const wrongKind = await post(
      cookie,
      edit,
      fileForm('upload', { name: 'tool.exe', bytes: SAMPLE_FILES.exe }),
    )
    expect(wrongKind.status).toBe(400)
    expect(wrongKind.body).toContain(`href="#answers.${item}"`)
    expect(wrongKind.page).toContain('This type of file is not allowed')

    const uploaded = await post(
      cookie,
      edit,
      fileForm('upload', { name: 'note.pdf', bytes: SAMPLE_FILES.pdf }),
    )
    expect(uploaded.location).toBe(edit)
    const shown = await get(cookie, edit)
    expect(shown.body).toContain(`href="/checklist/file/${checklist.id}/${item}"`)
    expect(shown.page).toContain('note.pdf')
    expect(shown.page).toContain('Done by Sam Staff')
    expect(shown.page).toContain('Replace file')

    const removed = await post(cookie, edit, fileForm('removeFile'))
    expect(removed.location).toBe(edit)
    expect((await getChecklist(asStaff, checklist.id)).items[0]!.value).toBeNull()
  })
})
