import { and, count, desc, eq, isNotNull, isNull, lt, sql } from 'drizzle-orm'
import type { Actor } from '~/platform/actor'
import { authorize, type Asker } from '~/platform/authorize.server'
import { db, type Transaction } from '~/platform/db.server'
import { AppError, type FieldErrors } from '~/platform/errors.server'
import { deleteOwned, insertOwned, updateVersioned } from '~/platform/owned-rows.server'
import {
  assigneeColumns,
  assigneeDto,
  assigneeNameSql,
  assigneeOf,
  checkAssignee,
  forPerson,
  type AssigneeDto,
} from './checklist-assignees.server'
import { announceInSlack } from '../company/slack-posts.server'
import { isOverdue, readAnswer } from './checklist-answers'
import { checklistPath } from './checklist-paths'
import type { ItemKind } from './checklist-constants'
import { containing, pageOf, type PageOf } from './checklist-lists.server'
import {
  checklistDto,
  checklistItemsOf,
  copyItems,
  findChecklist,
  todayFor,
  visibleTo,
  type ChecklistDto,
} from './checklist-records.server'
import { discardFiles, storedFilesOf } from './checklist-files.server'
import { findTemplate, templateItems } from './checklist-templates.server'
import { can } from './checklists.policy'
import {
  CHECKLIST_MESSAGES,
  type Assignee,
  type ChecklistCreateInput,
  type ChecklistListQuery,
  type ChecklistUpdateInput,
} from './checklists.schema'
import { checklistItems, checklists, type Checklist } from './checklists.tables'

/**
 * Checklists (seed 001 §7 Checklists: checklist/): started from a template for someone with a
 * due day, filled by whoever they are for (one person, or everyone in a position or division),
 * completed once every required item is answered. Every write is audited in its transaction; a
 * stale version is a 409 with the seed's warning.
 */

export type { ChecklistDto, ChecklistItemDto } from './checklist-records.server'
export type { TemplateDto } from './checklist-templates.server'

const ENTITY = 'checklist'

export interface ChecklistListItem {
  id: number
  title: string
  template_id: number | null
  assigned_to: AssigneeDto | null
  due_on: string | null
  is_overdue: boolean
  completed_at: string | null
  done: number
  total: number
  updated_at: string
}

export const CHECKLISTS_PAGE_SIZE = 50

const FILTERS = {
  open: () => isNull(checklists.completedAt),
  overdue: (today: string) => and(isNull(checklists.completedAt), lt(checklists.dueOn, today)),
  completed: () => isNotNull(checklists.completedAt),
  all: () => undefined,
} as const

/** The checklists the actor may see, filtered as the list asks, soonest due first. */
export async function listChecklists(
  actor: Actor,
  query: ChecklistListQuery,
): Promise<PageOf<ChecklistListItem>> {
  const today = todayFor(actor)
  const where = and(
    visibleTo(actor),
    query.mine ? forPerson(checklists, actor.membershipId) : undefined,
    FILTERS[query.show](today),
    containing(checklists.title, query.title),
  )
  const [total] = await db.select({ n: count() }).from(checklists).where(where)
  const order =
    query.show === 'completed'
      ? [desc(checklists.completedAt), desc(checklists.id)]
      : [sql`${checklists.dueOn} asc nulls last`, desc(checklists.id)]
  const rows = await db
    .select({
      checklist: checklists,
      assigneeName: assigneeNameSql(checklists),
      // Written with the table's name: a column alone would be read as the subquery's own.
      done: sql<number>`(select count(*)::int from checklist_items ci where ci.checklist_id = "checklists"."id" and ci.kind <> 'section' and ci.value is not null)`,
      total: sql<number>`(select count(*)::int from checklist_items ci where ci.checklist_id = "checklists"."id" and ci.kind <> 'section')`,
    })
    .from(checklists)
    .where(where)
    .orderBy(...order)
    .limit(CHECKLISTS_PAGE_SIZE)
    .offset((query.page - 1) * CHECKLISTS_PAGE_SIZE)
  return pageOf(total?.n ?? 0, query.page, CHECKLISTS_PAGE_SIZE, rows, (row) => {
    const { checklist } = row
    const completedAt = checklist.completedAt?.toISOString() ?? null
    return {
      id: checklist.id,
      title: checklist.title,
      template_id: checklist.templateId,
      assigned_to: assigneeDto(assigneeOf(checklist), row.assigneeName),
      due_on: checklist.dueOn,
      is_overdue: isOverdue({ due_on: checklist.dueOn, completed_at: completedAt }, today),
      completed_at: completedAt,
      done: row.done,
      total: row.total,
      updated_at: checklist.updatedAt.toISOString(),
    }
  })
}

/** A checklist the actor may see, as the pages and the API show it. */
export async function getChecklist(asker: Asker, id: number): Promise<ChecklistDto> {
  await findChecklist(asker, id)
  return checklistDto(asker.actor, id)
}

/**
 * Whom a new checklist is for: checklist admins choose anyone (the template's choice when they
 * send none); anyone else starts checklists for themselves only.
 */
async function assigneeOfNew(
  asker: Asker,
  templateAssignee: Assignee | null,
  chosen: Assignee | null | undefined,
): Promise<Assignee | null> {
  const self: Assignee = { kind: 'person', id: asker.actor.membershipId }
  if (can(asker.actor, 'checklist.manage')) return chosen === undefined ? templateAssignee : chosen
  const forSelf =
    chosen === undefined || chosen === null || (chosen.kind === 'person' && chosen.id === self.id)
  if (!forSelf) {
    await authorize(asker, can, 'checklist.manage', undefined, CHECKLIST_MESSAGES.notForOthers)
  }
  return self
}

/** Starts a checklist from template `templateId`: a copy of its items, unanswered. */
export async function createChecklist(
  asker: Asker,
  templateId: number,
  input: ChecklistCreateInput,
): Promise<ChecklistDto> {
  await authorize(asker, can, 'checklist.start')
  const template = await findTemplate(asker, templateId)
  const assignee = await assigneeOfNew(asker, assigneeOf(template), input.assigned_to)
  const items = await templateItems(template.id)
  const checklist = await db.transaction(async (tx) => {
    await checkAssignee(tx, asker.actor, assignee)
    const row = await insertOwned(
      tx,
      asker,
      checklists,
      {
        templateId: template.id,
        title: input.title || template.title,
        ...assigneeColumns(assignee),
        dueOn: input.due_on,
        createdByMembershipId: asker.actor.membershipId,
      },
      { action: 'checklist.create', entityType: ENTITY, details: (row) => ({ title: row.title }) },
    )
    await copyItems(tx, row.id, items)
    return row
  })
  const dto = await checklistDto(asker.actor, checklist.id)
  await announceAssignment(asker.actor, dto)
  return dto
}

/**
 * The company's Slack channel hears whom a checklist is now for (queued after the commit); one
 * that people start for themselves is no assignment.
 */
async function announceAssignment(actor: Actor, checklist: ChecklistDto): Promise<void> {
  const to = checklist.assigned_to
  if (!to || (to.kind === 'person' && to.id === actor.membershipId)) return
  await announceInSlack({
    companyId: actor.companyId,
    text: `${actor.firstName} ${actor.lastName} assigned the checklist "${checklist.title}" to ${to.name}.`,
    path: checklistPath(checklist.id),
  })
}

/** The answers of `input` read against the checklist's items, or the 400 naming each bad one. */
async function readAnswers(checklistId: number, answers: Record<string, string>) {
  const items = await checklistItemsOf(db, checklistId)
  const byId = new Map(items.map((item) => [String(item.id), item]))
  const errors: FieldErrors = {}
  const changes: Array<{ id: number; value: string | null }> = []
  for (const [id, posted] of Object.entries(answers)) {
    const item = byId.get(id)
    const read = item
      ? readAnswer({ kind: item.kind as ItemKind, options: item.options }, posted)
      : null
    if (!item || !read) errors[`answers.${id}`] = [CHECKLIST_MESSAGES.notAnAnswer]
    else if ('error' in read) errors[`answers.${id}`] = [read.error]
    // A file item's '' removes its file; any other answer unchanged is not a change.
    else if (read.value !== item.value) changes.push({ id: item.id, value: read.value })
  }
  if (Object.keys(errors).length) {
    throw new AppError('VALIDATION', CHECKLIST_MESSAGES.updateError, errors)
  }
  return { items, changes }
}

/** Writes changed answers, each recording who answered it and when (cleared: nobody). */
async function writeAnswers(
  tx: Transaction,
  actor: Actor,
  checklistId: number,
  changes: Array<{ id: number; value: string | null }>,
) {
  const now = new Date()
  for (const change of changes) {
    const answered = change.value !== null
    await tx
      .update(checklistItems)
      .set({
        value: change.value,
        storageKey: null,
        doneByMembershipId: answered ? actor.membershipId : null,
        doneAt: answered ? now : null,
      })
      .where(and(eq(checklistItems.id, change.id), eq(checklistItems.checklistId, checklistId)))
  }
}

/** The required items left unanswered, as the 400 that names each of them. */
function requiredMissing(
  items: Array<{ id: number; kind: string; required: boolean; value: string | null }>,
) {
  const missing = items.filter(
    (item) => item.required && item.kind !== 'section' && item.value === null,
  )
  if (missing.length === 0) return null
  return new AppError(
    'VALIDATION',
    CHECKLIST_MESSAGES.requiredMissing,
    Object.fromEntries(
      missing.map((item) => [`answers.${item.id}`, [CHECKLIST_MESSAGES.answerRequired]]),
    ),
  )
}

/** The checklist-admin fields of an edit (title, due day, for whom) that were sent. */
const managedFields = (input: ChecklistUpdateInput) => ({
  ...(input.title === undefined ? {} : { title: input.title }),
  ...(input.due_on === undefined ? {} : { dueOn: input.due_on }),
  ...(input.assigned_to === undefined ? {} : assigneeColumns(input.assigned_to)),
})

/** The columns completing (or reopening) a checklist writes, if `completed` changes it. */
function completion(row: Checklist, completed: boolean | undefined, actor: Actor) {
  if (completed === true && !row.completedAt) {
    return { completedAt: new Date(), completedByMembershipId: actor.membershipId }
  }
  if (completed === false && row.completedAt)
    return { completedAt: null, completedByMembershipId: null }
  return {}
}

/**
 * Saves answers (and, for checklist admins, the title, due day and whom it is for) if the
 * checklist is still at `input.version`; else the 409 with the seed's warning, nothing written.
 * `completed: true` completes it once every required item is answered (recording when and by
 * whom); `completed: false` opens a completed one again. A completed checklist's answers stay
 * as they are until it is reopened.
 */
export async function saveChecklist(
  asker: Asker,
  id: number,
  input: ChecklistUpdateInput,
): Promise<ChecklistDto> {
  const { actor } = asker
  const row = await findChecklist(asker, id, 'checklist.update')
  const managed = managedFields(input)
  if (Object.keys(managed).length) {
    await authorize(asker, can, 'checklist.manage', { type: ENTITY, id })
  }
  if (row.version !== input.version) throw new AppError('CONFLICT', CHECKLIST_MESSAGES.stale)
  const { items, changes } = await readAnswers(id, input.answers)
  const completes = completion(row, input.completed, actor)
  const staysCompleted = row.completedAt !== null && input.completed !== false
  if (staysCompleted && changes.length) {
    throw new AppError('VALIDATION', CHECKLIST_MESSAGES.completed)
  }
  if (completes.completedAt) {
    const changed = new Map(changes.map((change) => [change.id, change.value]))
    const missing = requiredMissing(
      items.map((item) => ({
        ...item,
        value: changed.has(item.id) ? (changed.get(item.id) ?? null) : item.value,
      })),
    )
    if (missing) throw missing
  }
  // A file item's answer cleared here takes its bytes with it, once the row no longer names them.
  const clearedFiles = await storedFilesOf(
    db,
    id,
    changes.filter((change) => change.value === null).map((change) => change.id),
  )
  await db.transaction(async (tx) => {
    if (input.assigned_to !== undefined) await checkAssignee(tx, actor, input.assigned_to)
    await updateVersioned(tx, asker, checklists, {
      id,
      version: input.version,
      set: { ...managed, ...completes },
      stale: CHECKLIST_MESSAGES.stale,
      action: completes.completedAt ? 'checklist.complete' : 'checklist.update',
      entityType: ENTITY,
      details: () => ({
        answers: changes.length,
        ...('completedAt' in completes ? { completed: input.completed } : {}),
      }),
    })
    await writeAnswers(tx, actor, id, changes)
  })
  await discardFiles(clearedFiles)
  const dto = await checklistDto(actor, id)
  const before = assigneeOf(row)
  const after = dto.assigned_to
  if (after && (after.kind !== before?.kind || after.id !== before.id)) {
    await announceAssignment(actor, dto)
  }
  return dto
}

/** Deletes a checklist and its answers (checklist admins), then its files' bytes. */
export async function deleteChecklist(asker: Asker, id: number): Promise<void> {
  await authorize(asker, can, 'checklist.manage', { type: ENTITY, id })
  const files = await storedFilesOf(db, id)
  await deleteOwned(asker, checklists, id, {
    action: 'checklist.delete',
    entityType: ENTITY,
    notFound: CHECKLIST_MESSAGES.notFound,
    details: (row: Checklist) => ({ title: row.title }),
  })
  await discardFiles(files)
}
