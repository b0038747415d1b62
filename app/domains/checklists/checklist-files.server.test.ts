import { describe, expect, it } from 'vitest'
import { makeMember, signedIn } from '#tests/factories/accounts'
import { auditEntries } from '#tests/factories/audit'
import { checklistCompany, stranger } from '#tests/factories/checklists'
import { SAMPLE_FILES } from '#tests/factories/files'
import { FILE_MESSAGES } from '../files/stored-files.server'
import { MAX_FILE_BYTES } from '../files/file-kinds'
import { fileStore } from '~/platform/storage.server'
import { UPLOAD_ERROR } from '~/platform/uploads.server'
import type { Asker } from '~/platform/authorize.server'
import { db } from '~/platform/db.server'
import { eq } from 'drizzle-orm'
import { createTemplate } from './checklist-templates.server'
import { itemFileResponse, removeItemFile, uploadItemFile } from './checklist-files.server'
import { CHECKLIST_MESSAGES, ChecklistUpdateSchema, TemplateSchema } from './checklists.schema'
import { checklistItems } from './checklists.tables'
import {
  createChecklist,
  deleteChecklist,
  getChecklist,
  saveChecklist,
  type ChecklistDto,
} from './checklists.server'

const receipt = { name: 'delivery.pdf', contentType: 'application/pdf', bytes: SAMPLE_FILES.pdf }
const photo = { name: 'fridge.png', contentType: 'image/png', bytes: SAMPLE_FILES.png }

/** A delivery checklist for the staff member: a required file item, an optional one, a tick. */
async function deliveryChecklist() {
  const team = await checklistCompany()
  const template = await createTemplate(
    team.asAdmin,
    TemplateSchema.parse({
      title: 'Delivery',
      items: [
        { kind: 'file', label: 'Delivery note', required: true },
        { kind: 'file', label: 'Photo of the fridge' },
        { kind: 'checkbox', label: 'Stock put away' },
      ],
    }),
  )
  const checklist = await createChecklist(team.asAdmin, template.id, {
    title: '',
    due_on: null,
    assigned_to: { kind: 'person', id: team.staff.membership.id },
  })
  const idOf = (label: string) => checklist.items.find((item) => item.label === label)!.id
  return {
    ...team,
    checklist,
    note: idOf('Delivery note'),
    photoItem: idOf('Photo of the fridge'),
    tick: idOf('Stock put away'),
  }
}

/** The stored key of an item's file (what the store holds its bytes under). */
async function storageKeyOf(itemId: number) {
  const [row] = await db
    .select({ storageKey: checklistItems.storageKey })
    .from(checklistItems)
    .where(eq(checklistItems.id, itemId))
  return row!.storageKey
}

const itemOf = (checklist: ChecklistDto, id: number) =>
  checklist.items.find((item) => item.id === id)!

async function downloaded(asker: Asker, checklistId: number, itemId: number) {
  const response = await itemFileResponse(asker, checklistId, itemId)
  return {
    status: response.status,
    disposition: response.headers.get('content-disposition'),
    bytes: new Uint8Array(await response.arrayBuffer()),
  }
}

describe('file items of a checklist', () => {
  it('stores an upload as the answer, with who uploaded it and when, and downloads it', async () => {
    const { asStaff, asAdmin, checklist, note } = await deliveryChecklist()
    await uploadItemFile(asStaff, checklist.id, note, receipt)

    const saved = await getChecklist(asAdmin, checklist.id)
    expect(itemOf(saved, note)).toMatchObject({
      value: 'delivery.pdf',
      done_by: { id: asStaff.actor.membershipId, name: 'Sam Staff' },
    })
    expect(itemOf(saved, note).done_at).not.toBeNull()
    expect(saved.version).toBe(checklist.version + 1)
    expect(saved.progress).toMatchObject({ done: 1, total: 3 })

    const file = await downloaded(asAdmin, checklist.id, note)
    expect(file.status).toBe(200)
    expect(file.disposition).toContain('attachment; filename="delivery.pdf"')
    expect(file.bytes).toEqual(SAMPLE_FILES.pdf)
    const [entry] = await auditEntries({ action: 'checklist.file.upload', entityId: checklist.id })
    expect(entry).toMatchObject({ outcome: 'success', actorUserId: asStaff.actor.userId })
  })

  it('replacing a file removes the old bytes; removing it clears the answer and its bytes', async () => {
    const { asStaff, checklist, note } = await deliveryChecklist()
    await uploadItemFile(asStaff, checklist.id, note, receipt)
    const first = (await storageKeyOf(note))!
    await uploadItemFile(asStaff, checklist.id, note, photo)
    const second = (await storageKeyOf(note))!
    expect(second).not.toBe(first)
    expect(await fileStore.get(first)).toBeNull()
    expect((await downloaded(asStaff, checklist.id, note)).bytes).toEqual(SAMPLE_FILES.png)

    await removeItemFile(asStaff, checklist.id, note)
    expect(itemOf(await getChecklist(asStaff, checklist.id), note)).toMatchObject({
      value: null,
      done_by: null,
      done_at: null,
    })
    expect(await fileStore.get(second)).toBeNull()
    await expect(itemFileResponse(asStaff, checklist.id, note)).rejects.toMatchObject({
      status: 404,
    })
  })

  it('clearing a file item in a save (the REST way) removes its bytes too', async () => {
    const { asStaff, checklist, note } = await deliveryChecklist()
    await uploadItemFile(asStaff, checklist.id, note, receipt)
    const key = (await storageKeyOf(note))!
    const current = await getChecklist(asStaff, checklist.id)
    await saveChecklist(
      asStaff,
      checklist.id,
      ChecklistUpdateSchema.parse({ version: current.version, answers: { [note]: '' } }),
    )
    expect(itemOf(await getChecklist(asStaff, checklist.id), note).value).toBeNull()
    expect(await fileStore.get(key)).toBeNull()
  })

  it('deleting the checklist removes its files', async () => {
    const { asStaff, asAdmin, checklist, note, photoItem } = await deliveryChecklist()
    await uploadItemFile(asStaff, checklist.id, note, receipt)
    await uploadItemFile(asStaff, checklist.id, photoItem, photo)
    const keys = [(await storageKeyOf(note))!, (await storageKeyOf(photoItem))!]
    await deleteChecklist(asAdmin, checklist.id)
    for (const key of keys) expect(await fileStore.get(key)).toBeNull()
  })

  it('refuses a missing, empty, not allowed, disguised or too large file, storing nothing', async () => {
    const { asStaff, checklist, note } = await deliveryChecklist()
    const refused = (upload: Parameters<typeof uploadItemFile>[3]) =>
      uploadItemFile(asStaff, checklist.id, note, upload).then(
        () => null,
        (error: { status: number; fieldErrors?: Record<string, string[]> }) => [
          error.status,
          error.fieldErrors?.file?.[0],
        ],
      )
    expect(await refused(null)).toEqual([400, FILE_MESSAGES.required])
    expect(await refused({ ...receipt, bytes: new Uint8Array() })).toEqual([
      400,
      FILE_MESSAGES.empty,
    ])
    expect(
      await refused({
        name: 'tool.exe',
        contentType: 'application/x-msdownload',
        bytes: SAMPLE_FILES.exe,
      }),
    ).toEqual([400, FILE_MESSAGES.notAllowed])
    expect(
      await refused({ name: 'page.pdf', contentType: 'application/pdf', bytes: SAMPLE_FILES.html }),
    ).toEqual([400, FILE_MESSAGES.mismatch])
    expect(await refused({ ...receipt, bytes: new Uint8Array(MAX_FILE_BYTES + 1) })).toEqual([
      400,
      UPLOAD_ERROR,
    ])
    const saved = await getChecklist(asStaff, checklist.id)
    expect(itemOf(saved, note).value).toBeNull()
    expect(saved.version).toBe(checklist.version)
  })

  it('takes a file only for a file item of an open checklist', async () => {
    const { asStaff, checklist, note, tick } = await deliveryChecklist()
    await expect(uploadItemFile(asStaff, checklist.id, tick, receipt)).rejects.toMatchObject({
      status: 400,
      fieldErrors: { file: [CHECKLIST_MESSAGES.notAnAnswer] },
    })
    await uploadItemFile(asStaff, checklist.id, note, receipt)
    const current = await getChecklist(asStaff, checklist.id)
    await saveChecklist(
      asStaff,
      checklist.id,
      ChecklistUpdateSchema.parse({ version: current.version, answers: {}, completed: true }),
    )
    await expect(uploadItemFile(asStaff, checklist.id, note, photo)).rejects.toMatchObject({
      status: 400,
      fieldErrors: { file: [CHECKLIST_MESSAGES.completed] },
    })
    await expect(removeItemFile(asStaff, checklist.id, note)).rejects.toMatchObject({
      status: 400,
    })
  })

  it('a required file item without a file blocks completion, named at its field', async () => {
    const { asStaff, checklist, note, photoItem } = await deliveryChecklist()
    await uploadItemFile(asStaff, checklist.id, photoItem, photo)
    const current = await getChecklist(asStaff, checklist.id)
    await expect(
      saveChecklist(
        asStaff,
        checklist.id,
        ChecklistUpdateSchema.parse({ version: current.version, answers: {}, completed: true }),
      ),
    ).rejects.toMatchObject({
      status: 400,
      fieldErrors: { [`answers.${note}`]: [CHECKLIST_MESSAGES.answerRequired] },
    })
  })

  it('is a 404 for another company and for a checklist the person cannot reach', async () => {
    const { company, asStaff, asAdmin, checklist, note } = await deliveryChecklist()
    await uploadItemFile(asStaff, checklist.id, note, receipt)
    const other = await stranger()
    await expect(itemFileResponse(other, checklist.id, note)).rejects.toMatchObject({
      status: 404,
    })
    await expect(uploadItemFile(other, checklist.id, note, photo)).rejects.toMatchObject({
      status: 404,
    })
    await expect(removeItemFile(other, checklist.id, note)).rejects.toMatchObject({ status: 404 })

    // A colleague the checklist is not for cannot reach it, nor its file.
    const colleague = await makeMember(company, { firstName: 'Cal', lastName: 'Colleague' })
    const asColleague: Asker = {
      actor: (await signedIn(colleague.user, company)).actor,
      meta: asAdmin.meta,
    }
    await expect(itemFileResponse(asColleague, checklist.id, note)).rejects.toMatchObject({
      status: 404,
    })
    await expect(uploadItemFile(asColleague, checklist.id, note, photo)).rejects.toMatchObject({
      status: 404,
    })
    expect((await downloaded(asStaff, checklist.id, note)).bytes).toEqual(SAMPLE_FILES.pdf)
  })
})
