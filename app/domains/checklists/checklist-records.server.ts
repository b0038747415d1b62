import { and, asc, eq, sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { Actor } from '~/platform/actor'
import { deny } from '~/platform/audit.server'
import type { Asker } from '~/platform/authorize.server'
import { db, type Queryable } from '~/platform/db.server'
import { AppError } from '~/platform/errors.server'
import { ownedBy, ownedRow } from '~/platform/tenancy.server'
import { dayIn } from '~/platform/today'
import {
  assigneeDto,
  assigneeNameSql,
  assigneeOf,
  forPerson,
  type AssigneeDto,
} from './checklist-assignees.server'
import { isOverdue, progressOf, type Progress } from './checklist-answers'
import type { ItemKind } from './checklist-constants'
import { can } from './checklists.policy'
import { CHECKLIST_MESSAGES } from './checklists.schema'
import {
  checklistItems,
  checklists,
  checklistTemplates,
  type Checklist,
  type ChecklistItem,
  type ChecklistTemplateItem,
} from './checklists.tables'

/**
 * Reading checklists: who may see one, and the shapes the pages and the API show. Checklist
 * admins see every checklist of the company; anyone else the ones for them, a position they
 * hold or their division (ADR 035).
 */

export interface PersonDto {
  id: number
  name: string
}

export interface ChecklistItemDto {
  id: number
  kind: ItemKind
  label: string
  required: boolean
  options: string[]
  /** The answer (null: not answered); a file item's is the file's name. */
  value: string | null
  done_by: PersonDto | null
  done_at: string | null
}

export interface ChecklistDto {
  id: number
  title: string
  template: { id: number; title: string } | null
  assigned_to: AssigneeDto | null
  due_on: string | null
  period_start: string | null
  is_overdue: boolean
  progress: Progress
  created_by: PersonDto | null
  created_at: string
  completed_at: string | null
  completed_by: PersonDto | null
  items: ChecklistItemDto[]
  version: number
  updated_at: string
}

/** A person's name by membership id, as SQL (null when the column is). */
export const personNameSql = (membershipId: AnyPgColumn) =>
  sql<string | null>`(select u.first_name || ' ' || u.last_name from memberships m
    join users u on u.id = m.user_id where m.id = ${membershipId})`

const personDto = (id: number | null, name: string | null): PersonDto | null =>
  id === null ? null : { id, name: name ?? '' }

/** The checklists of the actor's company this actor may see and fill. */
export function visibleTo(actor: Actor): SQL {
  const company = ownedBy(checklists, actor)
  return can(actor, 'checklist.manage')
    ? company
    : and(company, forPerson(checklists, actor.membershipId))!
}

const NOT_FOUND = { type: 'checklist' }

/**
 * The checklist `id` if the actor may see it; else (another company's, a colleague's not for
 * them, or none) the audited 404, under `action`.
 */
export async function findChecklist(
  { actor, meta }: Asker,
  id: number,
  action = 'checklist.read',
): Promise<Checklist> {
  const [row] = await db
    .select()
    .from(checklists)
    .where(and(ownedRow(checklists, actor, id), visibleTo(actor)))
    .limit(1)
  if (row) return row
  return deny(actor, meta, action, AppError.notFound(CHECKLIST_MESSAGES.notFound), {
    ...NOT_FOUND,
    id,
  })
}

export const checklistItemsOf = (q: Queryable, checklistId: number): Promise<ChecklistItem[]> =>
  q
    .select()
    .from(checklistItems)
    .where(eq(checklistItems.checklistId, checklistId))
    .orderBy(asc(checklistItems.order), asc(checklistItems.id))

/** Copies a template's items into the checklist `checklistId`, unanswered. */
export async function copyItems(
  q: Queryable,
  checklistId: number,
  items: ChecklistTemplateItem[],
): Promise<void> {
  if (items.length === 0) return
  await q.insert(checklistItems).values(
    items.map((item, order) => ({
      checklistId,
      order,
      kind: item.kind,
      label: item.label,
      required: item.required,
      options: item.options,
    })),
  )
}

/** The day it is for the actor, which decides what is overdue. */
export const todayFor = (actor: Actor) => dayIn(actor.timezone)

/** The checklist `id` (already known to be visible) as the pages and the API show it. */
export async function checklistDto(actor: Actor, id: number): Promise<ChecklistDto> {
  const [found] = await db
    .select({
      checklist: checklists,
      templateTitle: checklistTemplates.title,
      assigneeName: assigneeNameSql(checklists),
      createdByName: personNameSql(checklists.createdByMembershipId),
      completedByName: personNameSql(checklists.completedByMembershipId),
    })
    .from(checklists)
    .leftJoin(checklistTemplates, eq(checklistTemplates.id, checklists.templateId))
    .where(ownedRow(checklists, actor, id))
  if (!found) throw AppError.notFound(CHECKLIST_MESSAGES.notFound)
  const items = await db
    .select({ item: checklistItems, doneByName: personNameSql(checklistItems.doneByMembershipId) })
    .from(checklistItems)
    .where(eq(checklistItems.checklistId, id))
    .orderBy(asc(checklistItems.order), asc(checklistItems.id))
  const { checklist } = found
  const itemDtos = items.map(({ item, doneByName }) => ({
    id: item.id,
    kind: item.kind as ItemKind,
    label: item.label,
    required: item.required,
    options: item.options,
    value: item.value,
    done_by: personDto(item.doneByMembershipId, doneByName),
    done_at: item.doneAt?.toISOString() ?? null,
  }))
  const completedAt = checklist.completedAt?.toISOString() ?? null
  return {
    id: checklist.id,
    title: checklist.title,
    template:
      checklist.templateId === null
        ? null
        : { id: checklist.templateId, title: found.templateTitle ?? '' },
    assigned_to: assigneeDto(assigneeOf(checklist), found.assigneeName),
    due_on: checklist.dueOn,
    period_start: checklist.periodStart,
    is_overdue: isOverdue({ due_on: checklist.dueOn, completed_at: completedAt }, todayFor(actor)),
    progress: progressOf(itemDtos),
    created_by: personDto(checklist.createdByMembershipId, found.createdByName),
    created_at: checklist.createdAt.toISOString(),
    completed_at: completedAt,
    completed_by: personDto(checklist.completedByMembershipId, found.completedByName),
    items: itemDtos,
    version: checklist.version,
    updated_at: checklist.updatedAt.toISOString(),
  }
}
