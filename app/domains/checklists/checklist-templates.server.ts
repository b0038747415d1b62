import { and, asc, count, eq, sql } from 'drizzle-orm'
import { authorize, type Asker } from '~/platform/authorize.server'
import { db, type Transaction } from '~/platform/db.server'
import { deleteOwned, insertOwned, updateVersioned } from '~/platform/owned-rows.server'
import { findOwned, ownedBy } from '~/platform/tenancy.server'
import type { Actor } from '~/platform/actor'
import {
  assigneeColumns,
  assigneeDto,
  assigneeNameSql,
  assigneeOf,
  checkAssignee,
  type AssigneeDto,
} from './checklist-assignees.server'
import type { ItemKind, Recurrence } from './checklist-constants'
import { can } from './checklists.policy'
import { CHECKLIST_MESSAGES, type TemplateEditInput, type TemplateInput } from './checklists.schema'
import {
  checklistTemplateItems,
  checklistTemplates,
  type ChecklistTemplate,
  type ChecklistTemplateItem,
} from './checklists.tables'
import { containing, pageOf, type PageOf } from './checklist-lists.server'

/**
 * Checklist templates (seed 001 §7 Checklists: checklist/template/): checklist admins write
 * them; everyone reads them and starts checklists from them. Every write is audited in its
 * transaction; another company's id is the audited 404.
 */

const ENTITY = 'checklist_template'
const NOT_FOUND = {
  action: 'checklistTemplate.read',
  entityType: ENTITY,
  message: CHECKLIST_MESSAGES.templateNotFound,
}

export interface TemplateItemDto {
  id: number
  kind: ItemKind
  label: string
  required: boolean
  options: string[]
}

export interface TemplateDto {
  id: number
  title: string
  description: string
  recurrence: Recurrence
  assigned_to: AssigneeDto | null
  items: TemplateItemDto[]
  version: number
  created_at: string
  updated_at: string
}

export interface TemplateListItem {
  id: number
  title: string
  description: string
  recurrence: Recurrence
  assigned_to: AssigneeDto | null
  item_count: number
  updated_at: string
}

/** Refuses (audited 403) anyone who may not write templates. */
export const authorizeTemplateAdmin = (asker: Asker) => authorize(asker, can, 'template.manage')

export const TEMPLATES_PAGE_SIZE = 50

/** The company's templates by title, `title` narrowing to those containing it (any case). */
export async function listTemplates(
  actor: Actor,
  query: { title: string; page: number },
): Promise<PageOf<TemplateListItem>> {
  const where = and(
    ownedBy(checklistTemplates, actor),
    containing(checklistTemplates.title, query.title),
  )
  const [total] = await db.select({ n: count() }).from(checklistTemplates).where(where)
  const rows = await db
    .select({
      template: checklistTemplates,
      assigneeName: assigneeNameSql(checklistTemplates),
      // Written with the table's name: a column alone would be read as the subquery's own.
      itemCount: sql<number>`(select count(*)::int from checklist_template_items ti
        where ti.template_id = "checklist_templates"."id" and ti.kind <> 'section')`,
    })
    .from(checklistTemplates)
    .where(where)
    .orderBy(sql`lower(${checklistTemplates.title})`, asc(checklistTemplates.id))
    .limit(TEMPLATES_PAGE_SIZE)
    .offset((query.page - 1) * TEMPLATES_PAGE_SIZE)
  return pageOf(total?.n ?? 0, query.page, TEMPLATES_PAGE_SIZE, rows, (row) => ({
    id: row.template.id,
    title: row.template.title,
    description: row.template.description,
    recurrence: row.template.recurrence as Recurrence,
    assigned_to: assigneeDto(assigneeOf(row.template), row.assigneeName),
    item_count: row.itemCount,
    updated_at: row.template.updatedAt.toISOString(),
  }))
}

/** A template with its items in order; everyone in the company reads it. */
export async function getTemplate(asker: Asker, id: number): Promise<TemplateDto> {
  const template = await findOwned(asker, checklistTemplates, id, NOT_FOUND)
  return templateDto(template)
}

/** The template's items in order. */
export const templateItems = (templateId: number): Promise<ChecklistTemplateItem[]> =>
  db
    .select()
    .from(checklistTemplateItems)
    .where(eq(checklistTemplateItems.templateId, templateId))
    .orderBy(asc(checklistTemplateItems.order), asc(checklistTemplateItems.id))

async function templateDto(template: ChecklistTemplate): Promise<TemplateDto> {
  const [items, [named]] = await Promise.all([
    templateItems(template.id),
    db
      .select({ name: assigneeNameSql(checklistTemplates) })
      .from(checklistTemplates)
      .where(eq(checklistTemplates.id, template.id)),
  ])
  return {
    id: template.id,
    title: template.title,
    description: template.description,
    recurrence: template.recurrence as Recurrence,
    assigned_to: assigneeDto(assigneeOf(template), named?.name ?? null),
    items: items.map((item) => ({
      id: item.id,
      kind: item.kind as ItemKind,
      label: item.label,
      required: item.required,
      options: item.options,
    })),
    version: template.version,
    created_at: template.createdAt.toISOString(),
    updated_at: template.updatedAt.toISOString(),
  }
}

const columnsOf = (input: TemplateInput) => ({
  title: input.title,
  description: input.description,
  recurrence: input.recurrence,
  ...assigneeColumns(input.assigned_to),
})

/** Replaces a template's items with the form's, in their order. */
async function writeItems(tx: Transaction, templateId: number, input: TemplateInput) {
  await tx.delete(checklistTemplateItems).where(eq(checklistTemplateItems.templateId, templateId))
  if (input.items.length === 0) return
  await tx
    .insert(checklistTemplateItems)
    .values(input.items.map((item, order) => ({ ...item, order, templateId })))
}

const auditDetails = (template: ChecklistTemplate) => ({ title: template.title })

export async function createTemplate(asker: Asker, input: TemplateInput): Promise<TemplateDto> {
  await authorizeTemplateAdmin(asker)
  const template = await db.transaction(async (tx) => {
    await checkAssignee(tx, asker.actor, input.assigned_to)
    const row = await insertOwned(
      tx,
      asker,
      checklistTemplates,
      { ...columnsOf(input), createdByMembershipId: asker.actor.membershipId },
      { action: 'checklistTemplate.create', entityType: ENTITY, details: auditDetails },
    )
    await writeItems(tx, row.id, input)
    return row
  })
  return templateDto(template)
}

/** Saves the whole template if it is still at `input.version` (else 409, nothing written). */
export async function updateTemplate(
  asker: Asker,
  id: number,
  input: TemplateEditInput,
): Promise<TemplateDto> {
  await authorizeTemplateAdmin(asker)
  await findOwned(asker, checklistTemplates, id, NOT_FOUND)
  const template = await db.transaction(async (tx) => {
    await checkAssignee(tx, asker.actor, input.assigned_to)
    const row = await updateVersioned(tx, asker, checklistTemplates, {
      id,
      version: input.version,
      set: columnsOf(input),
      stale: CHECKLIST_MESSAGES.templateStale,
      action: 'checklistTemplate.update',
      entityType: ENTITY,
      details: auditDetails,
    })
    await writeItems(tx, id, input)
    return row
  })
  return templateDto(template)
}

/** Deletes a template; its checklists stay (they hold their own copy of its items). */
export async function deleteTemplate(asker: Asker, id: number): Promise<void> {
  await authorizeTemplateAdmin(asker)
  await deleteOwned(asker, checklistTemplates, id, {
    action: 'checklistTemplate.delete',
    entityType: ENTITY,
    notFound: CHECKLIST_MESSAGES.templateNotFound,
    details: auditDetails,
  })
}

/** A template row of the company (the audited 404 otherwise), for starting a checklist. */
export const findTemplate = (asker: Asker, id: number) =>
  findOwned(asker, checklistTemplates, id, NOT_FOUND)
