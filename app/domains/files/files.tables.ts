import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { memberships } from '../accounts/accounts.tables'
import * as columns from '~/platform/table-columns'

/**
 * The columns of a row that is its own upload's state: where the bytes go, what they are, the
 * direct upload's state and when it completed. `knowledge_files` has them too.
 */
export const directUploadColumns = () => ({
  storageKey: text('storage_key').notNull().unique(),
  fileName: text('file_name').notNull(),
  contentType: text('content_type').notNull(),
  /** Declared size while uploading, the stored size once complete. */
  sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
  /** The direct upload's mode and S3 multipart state (UploadState); null for form posts. */
  upload: jsonb('upload'),
  uploadedByMembershipId: integer('uploaded_by_membership_id').references(() => memberships.id, {
    onDelete: 'set null',
  }),
  completedAt: timestamp('completed_at', { withTimezone: true }),
  createdAt: columns.createdAt(),
})

/**
 * A staff or company file on its way in through the direct (presigned, resumable) upload, up to
 * 30 GB (ADR 023). The row holds the upload's state until the bytes are complete; then the
 * page's form post claims it (the file's own row takes the storage key and this row goes). The
 * storage key's area (`12/employee-files/…`) says which kind of file it may become. Rows never
 * claimed are removed with their bytes by the daily 'file-upload-cleanup' job. The columns are
 * those of `knowledge_files`, whose rows are their own pending uploads: one upload engine
 * (files/direct-uploads.server.ts) serves both tables.
 */
export const fileUploads = pgTable(
  'file_uploads',
  { ...columns.companyRow(), ...directUploadColumns() },
  (table) => [index('file_uploads_created_idx').on(table.createdAt)],
)

export type PendingUpload = typeof fileUploads.$inferSelect
