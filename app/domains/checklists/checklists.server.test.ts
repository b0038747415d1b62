import { describe, expect, it } from 'vitest'
import { auditEntries } from '#tests/factories/audit'
import { checklistCompany, openingShift, stranger } from '#tests/factories/checklists'
import { makeMember, signedIn } from '#tests/factories/accounts'
import { makeDivision, makePosition, placeInOrg } from '#tests/factories/org'
import { testMeta } from '#tests/factories/request'
import { listTemplates } from './checklist-templates.server'
import { CHECKLIST_MESSAGES, ChecklistUpdateSchema, TemplateSchema } from './checklists.schema'
import {
  createChecklist,
  deleteChecklist,
  getChecklist,
  listChecklists,
  saveChecklist,
  type ChecklistDto,
} from './checklists.server'

const itemId = (checklist: ChecklistDto, label: string) =>
  checklist.items.find((item) => item.label === label)!.id

/** The answers of a checklist by item label (what a filled form posts). */
const answersFor = (checklist: ChecklistDto, byLabel: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(byLabel).map(([label, value]) => [String(itemId(checklist, label)), value]),
  )

const update = (version: number, answers: Record<string, string>, more = {}) =>
  ChecklistUpdateSchema.parse({ version, answers, ...more })

const LIST = { show: 'all', title: '', mine: false, page: 1 } as const

describe('checklist templates', () => {
  it('keeps items in order with their kinds and options, and filters the list by title', async () => {
    const { asAdmin, asStaff } = await checklistCompany()
    const template = await openingShift(asAdmin)
    await openingShift(asAdmin, { title: 'Closing shift' })
    expect(template.items.map((item) => [item.kind, item.label, item.required])).toEqual([
      ['section', 'Front of house', false],
      ['checkbox', 'Lights on', true],
      ['number', 'Fridge temperature (°C)', true],
      ['choice', 'Floor', false],
      ['date', 'Delivery expected', false],
      ['text', 'Notes', false],
      ['signature', 'Signed by the shift lead', true],
    ])
    expect(template.items[3]!.options).toEqual(['Clean', 'Needs mopping'])
    const found = await listTemplates(asStaff.actor, { title: 'CLOSING', page: 1 })
    expect(found.results.map((row) => row.title)).toEqual(['Closing shift'])
    expect(found.results[0]!.item_count).toBe(6)
    const [entry] = await auditEntries({
      action: 'checklistTemplate.create',
      entityId: template.id,
    })
    expect(entry).toMatchObject({ outcome: 'success', actorUserId: asAdmin.actor.userId })
  })

  it('refuses a choice without two options, a recurring template for nobody, and nothing to fill', () => {
    const result = TemplateSchema.safeParse({
      title: 'Weekly',
      recurrence: 'weekly',
      items: [
        { kind: 'section', label: 'Only a heading' },
        { kind: 'choice', label: 'Pick', options: 'Only one\n\n' },
      ],
    })
    expect(result.success).toBe(false)
    expect(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['items.1.options', CHECKLIST_MESSAGES.choiceOptions],
    ])
    const forNobody = TemplateSchema.safeParse({
      title: 'Weekly',
      recurrence: 'weekly',
      items: [{ kind: 'checkbox', label: 'Done' }],
    })
    expect(forNobody.error!.flatten().fieldErrors).toEqual({
      assigned_to: [CHECKLIST_MESSAGES.recurringNeedsAssignee],
    })
    const bare = TemplateSchema.safeParse({
      title: 'Headings',
      items: [{ kind: 'section', label: 'A' }],
    })
    expect(bare.error!.flatten().fieldErrors).toEqual({ items: [CHECKLIST_MESSAGES.nothingToFill] })
  })

  it('refuses an employee writing a template (403, audited)', async () => {
    const { asStaff } = await checklistCompany()
    await expect(openingShift(asStaff)).rejects.toMatchObject({ code: 'FORBIDDEN' })
    const [entry] = await auditEntries({
      action: 'template.manage',
      actorUserId: asStaff.actor.userId,
    })
    expect(entry).toMatchObject({ outcome: 'denied' })
  })
})

describe('starting and filling a checklist', () => {
  it('lets an employee start one for themselves only; an admin assigns it with a due day', async () => {
    const { asAdmin, asStaff, admin } = await checklistCompany()
    const template = await openingShift(asAdmin)
    const mine = await createChecklist(asStaff, template.id, { title: '', due_on: null })
    expect(mine).toMatchObject({
      title: 'Opening shift',
      assigned_to: { kind: 'person', id: asStaff.actor.membershipId, name: 'Sam Staff' },
      progress: { done: 0, total: 6, percent: 0 },
      completed_at: null,
    })
    await expect(
      createChecklist(asStaff, template.id, {
        title: '',
        due_on: null,
        assigned_to: { kind: 'person', id: admin.membership.id },
      }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN', message: CHECKLIST_MESSAGES.notForOthers })

    const assigned = await createChecklist(asAdmin, template.id, {
      title: 'Opening shift, Monday',
      due_on: '2030-01-07',
      assigned_to: { kind: 'person', id: asStaff.actor.membershipId },
    })
    expect(assigned).toMatchObject({ due_on: '2030-01-07', is_overdue: false })
    const other = await stranger()
    await expect(
      createChecklist(asAdmin, template.id, {
        title: '',
        due_on: null,
        assigned_to: { kind: 'person', id: other.actor.membershipId },
      }),
    ).rejects.toMatchObject({
      code: 'VALIDATION',
      fieldErrors: { assigned_to: [CHECKLIST_MESSAGES.badOption] },
    })
  })

  it('is filled by everyone in its position; others in the company and strangers get a 404', async () => {
    const { company, asAdmin, asStaff, staff } = await checklistCompany()
    const leads = await makePosition(company, 'Shift lead')
    const colleague = await makeMember(company, { firstName: 'Cleo', lastName: 'Lead' })
    const staffMember = await signedIn(
      (await makeMember(company, { firstName: 'Not', lastName: 'Lead' })).user,
      company,
    )
    await placeInOrg(colleague.membership, { positionIds: [leads.id] })
    const asColleague = { actor: (await signedIn(colleague.user, company)).actor, meta: testMeta() }
    // The employee holds the position too.
    await placeInOrg(staff.membership, { positionIds: [leads.id] })
    const template = await openingShift(asAdmin)
    const checklist = await createChecklist(asAdmin, template.id, {
      title: '',
      due_on: '2020-01-01',
      assigned_to: { kind: 'position', id: leads.id },
    })
    expect(checklist.is_overdue).toBe(true)

    const first = await saveChecklist(
      asStaff,
      checklist.id,
      update(1, answersFor(checklist, { 'Lights on': 'on', 'Fridge temperature (°C)': ' 3.5 ' })),
    )
    const second = await saveChecklist(
      asColleague,
      checklist.id,
      update(first.version, answersFor(checklist, { Floor: 'Clean', Notes: 'All good' })),
    )
    const doneBy = Object.fromEntries(
      second.items.map((item) => [item.label, item.done_by?.name ?? null]),
    )
    expect(doneBy).toEqual({
      'Front of house': null,
      'Lights on': 'Sam Staff',
      'Fridge temperature (°C)': 'Sam Staff',
      Floor: 'Cleo Lead',
      'Delivery expected': null,
      Notes: 'Cleo Lead',
      'Signed by the shift lead': null,
    })
    expect(second.items.find((item) => item.label === 'Fridge temperature (°C)')!.value).toBe('3.5')
    expect(second.progress).toEqual({ done: 4, total: 6, percent: 66 })

    const notLead = { actor: staffMember.actor, meta: testMeta() }
    await expect(getChecklist(notLead, checklist.id)).rejects.toMatchObject({ code: 'NOT_FOUND' })
    await expect(getChecklist(await stranger(), checklist.id)).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: CHECKLIST_MESSAGES.notFound,
    })
    const listed = await listChecklists(asColleague.actor, { ...LIST, show: 'overdue' })
    expect(listed.results.map((row) => [row.id, row.done, row.total])).toEqual([
      [checklist.id, 4, 6],
    ])
    expect((await listChecklists(notLead.actor, LIST)).results).toEqual([])
  })

  it('is for everyone in its division', async () => {
    const { company, asAdmin, asStaff, staff } = await checklistCompany()
    const kitchen = await makeDivision(company, { name: 'Kitchen' })
    await placeInOrg(staff.membership, { divisionId: kitchen.id })
    const template = await openingShift(asAdmin, { assigned_to: `division:${kitchen.id}` })
    const checklist = await createChecklist(asAdmin, template.id, { title: '', due_on: null })
    expect(checklist.assigned_to).toEqual({ kind: 'division', id: kitchen.id, name: 'Kitchen' })
    expect((await getChecklist(asStaff, checklist.id)).id).toBe(checklist.id)
  })

  it('answers each bad answer by its item and writes none of them', async () => {
    const { asAdmin } = await checklistCompany()
    const checklist = await createChecklist(asAdmin, (await openingShift(asAdmin)).id, {
      title: '',
      due_on: null,
    })
    const bad = answersFor(checklist, {
      'Lights on': 'on',
      'Fridge temperature (°C)': '3,5',
      Floor: 'Sticky',
      'Delivery expected': '2030-02-30',
      'Front of house': 'x',
    })
    const refused = await saveChecklist(
      asAdmin,
      checklist.id,
      update(1, { ...bad, 999999: 'x' }),
    ).catch((error: unknown) => error)
    expect(refused).toMatchObject({
      code: 'VALIDATION',
      message: CHECKLIST_MESSAGES.updateError,
      fieldErrors: {
        [`answers.${itemId(checklist, 'Fridge temperature (°C)')}`]: [CHECKLIST_MESSAGES.badNumber],
        [`answers.${itemId(checklist, 'Floor')}`]: [CHECKLIST_MESSAGES.badOption],
        [`answers.${itemId(checklist, 'Delivery expected')}`]: [CHECKLIST_MESSAGES.badDate],
        [`answers.${itemId(checklist, 'Front of house')}`]: [CHECKLIST_MESSAGES.notAnAnswer],
        'answers.999999': [CHECKLIST_MESSAGES.notAnAnswer],
      },
    })
    expect((await getChecklist(asAdmin, checklist.id)).progress.done).toBe(0)
  })
})

describe('completing a checklist', () => {
  it('needs every required item, then records when and by whom; reopening clears it', async () => {
    const { asAdmin, asStaff } = await checklistCompany()
    const checklist = await createChecklist(asStaff, (await openingShift(asAdmin)).id, {
      title: '',
      due_on: '2020-01-01',
    })
    const partial = answersFor(checklist, { 'Lights on': 'on', 'Fridge temperature (°C)': '4' })
    const refused = await saveChecklist(asStaff, checklist.id, {
      ...update(1, partial),
      completed: true,
    }).catch((error: unknown) => error)
    expect(refused).toMatchObject({
      code: 'VALIDATION',
      message: CHECKLIST_MESSAGES.requiredMissing,
      fieldErrors: {
        [`answers.${itemId(checklist, 'Signed by the shift lead')}`]: [
          CHECKLIST_MESSAGES.answerRequired,
        ],
      },
    })
    const before = Date.now()
    const done = await saveChecklist(
      asStaff,
      checklist.id,
      update(
        1,
        {
          ...partial,
          ...answersFor(checklist, { 'Signed by the shift lead': 'Sam Staff' }),
        },
        { completed: true },
      ),
    )
    expect(done.completed_by).toEqual({ id: asStaff.actor.membershipId, name: 'Sam Staff' })
    expect(Date.parse(done.completed_at!)).toBeGreaterThanOrEqual(before - 1000)
    expect(done.is_overdue).toBe(false)
    await expect(
      saveChecklist(
        asStaff,
        checklist.id,
        update(done.version, answersFor(checklist, { Notes: 'Late' })),
      ),
    ).rejects.toMatchObject({ code: 'VALIDATION', message: CHECKLIST_MESSAGES.completed })
    const [entry] = await auditEntries({ action: 'checklist.complete', entityId: checklist.id })
    expect(entry).toMatchObject({ outcome: 'success', actorUserId: asStaff.actor.userId })

    const reopened = await saveChecklist(
      asStaff,
      checklist.id,
      update(done.version, {}, { completed: false }),
    )
    expect(reopened).toMatchObject({ completed_at: null, completed_by: null, is_overdue: true })
  })
})

describe('a stale checklist', () => {
  it("answers 409 with the seed's warning and writes nothing", async () => {
    const { asAdmin, asStaff } = await checklistCompany()
    const checklist = await createChecklist(asStaff, (await openingShift(asAdmin)).id, {
      title: '',
      due_on: null,
    })
    await saveChecklist(
      asAdmin,
      checklist.id,
      update(1, answersFor(checklist, { Notes: 'Saved first' })),
    )
    await expect(
      saveChecklist(
        asStaff,
        checklist.id,
        update(1, answersFor(checklist, { Notes: 'Typed second' })),
      ),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: CHECKLIST_MESSAGES.stale })
    const saved = await getChecklist(asStaff, checklist.id)
    expect(saved.items.find((item) => item.label === 'Notes')!.value).toBe('Saved first')
    expect(saved.version).toBe(2)
  })

  it('lets only checklist admins change the title, due day and whom it is for', async () => {
    const { asAdmin, asStaff } = await checklistCompany()
    const checklist = await createChecklist(asStaff, (await openingShift(asAdmin)).id, {
      title: '',
      due_on: null,
    })
    await expect(
      saveChecklist(asStaff, checklist.id, update(1, {}, { due_on: '2031-01-01' })),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' })
    const moved = await saveChecklist(
      asAdmin,
      checklist.id,
      update(1, {}, { due_on: '2031-01-01', title: 'Renamed' }),
    )
    expect(moved).toMatchObject({ due_on: '2031-01-01', title: 'Renamed', version: 2 })
    await deleteChecklist(asAdmin, checklist.id)
    await expect(getChecklist(asAdmin, checklist.id)).rejects.toMatchObject({ code: 'NOT_FOUND' })
  })
})
