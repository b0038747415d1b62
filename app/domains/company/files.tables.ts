import { boolean, bigint, index, integer, pgTable, text } from 'drizzle-orm/pg-core'
import { memberships } from '../accounts/accounts.tables'
import * as columns from '~/platform/table-columns'

/**
 * A kind of document (seed §7 "File types"): HR types classify employee files
 * (`company_type` false), company types classify company files (`company_type` true).
 */
export const fileTypes = pgTable(
  'file_types',
  {
    ...columns.companyRow(),
    name: text('name').notNull(),
    companyType: boolean('company_type').notNull().default(false),
    ...columns.versionedTimestamps(),
  },
  (table) => [index('file_types_company_idx').on(table.companyId, table.companyType)],
)

/** The file's type, if one was chosen. */
const fileTypeColumn = () =>
  integer('file_type_id').references(() => fileTypes.id, { onDelete: 'set null' })

/** Columns every stored file row shares: where the bytes are and what they are. */
const storedFileColumns = () => ({
  /** Server-generated storage key (never the uploaded name); see platform/storage.server.ts. */
  storageKey: text('storage_key').notNull().unique(),
  /** The uploaded file's name, shown to people and used for the download's file name. */
  fileName: text('file_name').notNull(),
  contentType: text('content_type').notNull(),
  sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
  uploadedByMembershipId: integer('uploaded_by_membership_id').references(() => memberships.id, {
    onDelete: 'set null',
  }),
  createdAt: columns.createdAt(),
})

/** A document of the company itself (policies, handbooks), seed §7 "Company files". */
export const companyFiles = pgTable(
  'company_files',
  {
    ...columns.companyRow(),
    fileTypeId: fileTypeColumn(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    ...storedFileColumns(),
    ...columns.versioned(),
  },
  (table) => [index('company_files_company_idx').on(table.companyId, table.createdAt)],
)

/** A document kept on a staff member's profile (contract, certificate, ...). */
export const employeeFiles = pgTable(
  'employee_files',
  {
    ...columns.companyRow(),
    membershipId: columns.membership(),
    fileTypeId: fileTypeColumn(),
    ...storedFileColumns(),
  },
  (table) => [index('employee_files_membership_idx').on(table.membershipId, table.createdAt)],
)

export type FileType = typeof fileTypes.$inferSelect
export type CompanyFile = typeof companyFiles.$inferSelect
export type EmployeeFile = typeof employeeFiles.$inferSelect
