import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { memberships } from '../accounts/accounts.tables'
import * as columns from '~/platform/table-columns'
import { CUSTOM_FIELD_TYPES } from './custom-field-types'

/** A field the company adds to every staff profile (seed §3 "custom field definition"). */
export const customFieldDefinitions = pgTable(
  'custom_field_definitions',
  {
    ...columns.companyRow(),
    name: text('name').notNull(),
    fieldType: text('field_type', { enum: CUSTOM_FIELD_TYPES }).notNull(),
    isRequired: boolean('is_required').notNull().default(false),
    order: integer('order').notNull().default(1),
    ...columns.versionedTimestamps(),
  },
  (table) => [index('custom_field_definitions_company_idx').on(table.companyId, table.order)],
)

/** The field a choice or a value belongs to; it goes with the field. */
const definitionColumn = () =>
  integer('definition_id')
    .notNull()
    .references(() => customFieldDefinitions.id, { onDelete: 'cascade' })

/** One option of a single- or multiple-choice field. */
export const customFieldChoices = pgTable(
  'custom_field_choices',
  {
    ...columns.companyRow(),
    definitionId: definitionColumn(),
    label: text('label').notNull(),
    order: integer('order').notNull().default(1),
    createdAt: columns.createdAt(),
  },
  (table) => [index('custom_field_choices_definition_idx').on(table.definitionId, table.order)],
)

/**
 * A person's value of one custom field. `value` holds a string (text, long text, date as
 * YYYY-MM-DD), a number, a boolean (checkbox), a choice id (single choice) or an array of choice
 * ids (multiple choice); the service validates it against the field's type.
 */
export const staffCustomFieldValues = pgTable(
  'staff_custom_field_values',
  {
    ...columns.companyRow(),
    membershipId: columns.membership(),
    definitionId: definitionColumn(),
    value: jsonb('value').$type<string | number | boolean | number[]>().notNull(),
    ...columns.versioned(),
  },
  (table) => [
    uniqueIndex('staff_custom_field_values_member_field_idx').on(
      table.membershipId,
      table.definitionId,
    ),
    index('staff_custom_field_values_definition_idx').on(table.definitionId),
  ],
)

/** A saved, named set of list filters (seed §3 "custom view", e.g. of type 'directory'). */
export const customViews = pgTable(
  'custom_views',
  {
    ...columns.companyRow(),
    ownerMembershipId: integer('owner_membership_id')
      .notNull()
      .references(() => memberships.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: text('type').notNull(),
    filters: jsonb('filters').$type<Record<string, string | string[]>>().notNull().default({}),
    /** Shared with the whole company, or private to its owner. */
    isShared: boolean('is_shared').notNull().default(false),
    ...columns.versionedTimestamps(),
  },
  (table) => [index('custom_views_company_type_idx').on(table.companyId, table.type)],
)

export type CustomFieldDefinition = typeof customFieldDefinitions.$inferSelect
export type CustomFieldChoice = typeof customFieldChoices.$inferSelect
export type StaffCustomFieldValue = typeof staffCustomFieldValues.$inferSelect
export type CustomView = typeof customViews.$inferSelect
