import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { memberships } from '../accounts/accounts.tables'
import { divisions, positions } from '../org/org.tables'
import * as columns from '~/platform/table-columns'
import { ITEM_KINDS, RECURRENCES } from './checklist-constants'

/** `column in ('a','b',…)` over one of the domain's fixed lists (written once, in the constants). */
const oneOf = (column: unknown, values: readonly string[]) =>
  sql`${column} in (${sql.raw(values.map((value) => `'${value}'`).join(','))})`

/** A person a row names who may leave the company (the row stays, without them). */
const personColumn = (name: string) =>
  integer(name).references(() => memberships.id, { onDelete: 'set null' })

/**
 * Whom a template or a checklist is for: one person, a position (everyone holding it) or a
 * division (everyone in it), or nobody in particular. At most one of the three is set.
 */
const assigneeColumns = () => ({
  forMembershipId: personColumn('for_membership_id'),
  forPositionId: integer('for_position_id').references(() => positions.id, {
    onDelete: 'set null',
  }),
  forDivisionId: integer('for_division_id').references(() => divisions.id, {
    onDelete: 'set null',
  }),
})

const atMostOneAssignee = (table: {
  forMembershipId: unknown
  forPositionId: unknown
  forDivisionId: unknown
}) =>
  sql`num_nonnulls(${table.forMembershipId}, ${table.forPositionId}, ${table.forDivisionId}) <= 1`

/** What a template's item and a checklist's item both are: a typed, ordered question. */
const itemColumns = () => ({
  id: columns.id(),
  order: smallint('order').notNull().default(0),
  kind: text('kind').notNull(),
  label: text('label').notNull(),
  required: boolean('required').notNull().default(false),
  /** The offered answers of a 'choice' item, in order; empty for every other kind. */
  options: jsonb('options').$type<string[]>().notNull().default([]),
})

const itemKindCheck = (name: string, kind: unknown) => check(name, oneOf(kind, ITEM_KINDS))

/**
 * A checklist template (Process Street's "workflow", SafetyCulture's "template"): its ordered
 * items, whom its checklists are for by default, and how often it starts one by itself.
 */
export const checklistTemplates = pgTable(
  'checklist_templates',
  {
    ...columns.companyRow(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    recurrence: text('recurrence').notNull().default('none'),
    ...assigneeColumns(),
    createdByMembershipId: personColumn('created_by_membership_id'),
    ...columns.versionedTimestamps(),
  },
  (table) => [
    index('checklist_templates_title_idx').on(table.companyId, sql`lower(${table.title})`),
    check('checklist_templates_recurrence_check', oneOf(table.recurrence, RECURRENCES)),
    check('checklist_templates_assignee_check', atMostOneAssignee(table)),
  ],
)

export const checklistTemplateItems = pgTable(
  'checklist_template_items',
  {
    ...itemColumns(),
    templateId: integer('template_id')
      .notNull()
      .references(() => checklistTemplates.id, { onDelete: 'cascade' }),
  },
  (table) => [
    index('checklist_template_items_template_idx').on(table.templateId, table.order),
    itemKindCheck('checklist_template_items_kind_check', table.kind),
  ],
)

/**
 * A checklist: a copy of a template's items to fill, for someone, by a due day. The copy keeps
 * a filled checklist as it was when the template changes later. A recurring template's
 * checklists name the period they are for (`periodStart`), once per template and period.
 */
export const checklists = pgTable(
  'checklists',
  {
    ...columns.companyRow(),
    templateId: integer('template_id').references(() => checklistTemplates.id, {
      onDelete: 'set null',
    }),
    title: text('title').notNull(),
    ...assigneeColumns(),
    dueOn: date('due_on', { mode: 'string' }),
    periodStart: date('period_start', { mode: 'string' }),
    createdByMembershipId: personColumn('created_by_membership_id'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    completedByMembershipId: personColumn('completed_by_membership_id'),
    ...columns.versionedTimestamps(),
  },
  (table) => [
    // The list's two orders: open ones by due day, completed ones latest first.
    index('checklists_open_due_idx')
      .on(table.companyId, table.dueOn)
      .where(sql`completed_at is null`),
    index('checklists_completed_idx')
      .on(table.companyId, table.completedAt)
      .where(sql`completed_at is not null`),
    index('checklists_template_idx').on(table.templateId),
    index('checklists_for_membership_idx').on(table.forMembershipId),
    uniqueIndex('checklists_template_period_idx')
      .on(table.templateId, table.periodStart)
      .where(sql`period_start is not null`),
    check('checklists_assignee_check', atMostOneAssignee(table)),
  ],
)

/**
 * An item of a checklist with its answer: `value` is what was ticked ('true'), typed, chosen or
 * signed (a typed name, or a drawn signature as a PNG data URL), or the file name of an upload
 * stored under `storageKey`; null until answered. Who answered it and when is kept per item.
 */
export const checklistItems = pgTable(
  'checklist_items',
  {
    ...itemColumns(),
    checklistId: integer('checklist_id')
      .notNull()
      .references(() => checklists.id, { onDelete: 'cascade' }),
    value: text('value'),
    storageKey: text('storage_key'),
    doneByMembershipId: personColumn('done_by_membership_id'),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (table) => [
    index('checklist_items_checklist_idx').on(table.checklistId, table.order),
    itemKindCheck('checklist_items_kind_check', table.kind),
  ],
)

export type ChecklistTemplate = typeof checklistTemplates.$inferSelect
export type ChecklistTemplateItem = typeof checklistTemplateItems.$inferSelect
export type Checklist = typeof checklists.$inferSelect
export type ChecklistItem = typeof checklistItems.$inferSelect
