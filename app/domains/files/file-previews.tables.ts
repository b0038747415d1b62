import { pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import * as columns from '~/platform/table-columns'

/**
 * The PDF an office document or presentation is shown as (ADR 042), one per stored file
 * version: a replaced file has a new storage key, so it gets a preview of its own. The row says
 * whether the conversion still waits, failed (and why) or where the PDF is stored.
 */
export const filePreviews = pgTable('file_previews', {
  ...columns.companyRow(),
  /** The storage key of the original (company, employee or knowledge-base file). */
  sourceKey: text('source_key').notNull().unique(),
  /** The original's extension, which tells LibreOffice how to read it. */
  extension: text('extension').notNull(),
  status: text('status', { enum: ['pending', 'ready', 'failed'] }).notNull(),
  /** The converted PDF's storage key, once ready. */
  pdfKey: text('pdf_key'),
  /** Why the conversion failed (for operators; people see a fixed message). */
  failure: text('failure'),
  /** When the conversion was last asked for: a pending one left far behind is asked again. */
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
  createdAt: columns.createdAt(),
})

export type FilePreview = typeof filePreviews.$inferSelect
