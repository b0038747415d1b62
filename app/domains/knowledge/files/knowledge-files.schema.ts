import { z } from 'zod'
import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from './knowledge-files'

/** What a direct upload sends (isomorphic): the file it announces, and the S3 parts it sent. */

/** S3 allows 10,000 parts in one multipart upload. */
export const MAX_PARTS = 10_000

export const PresignRequestSchema = z.object({
  file_name: z.string().trim().min(1, 'This field is required').max(200),
  file_content_type: z.string().trim().max(200).optional().default(''),
  file_size: z.coerce
    .number()
    .int()
    .min(0)
    .max(MAX_UPLOAD_BYTES, UPLOAD_MESSAGES.failed)
    .optional(),
})
export type PresignRequest = z.infer<typeof PresignRequestSchema>

export const CompletedPartsSchema = z.object({
  parts: z
    .array(
      z.object({
        part_number: z.number().int().min(1).max(MAX_PARTS),
        etag: z.string().trim().min(1).max(200),
      }),
    )
    .max(MAX_PARTS),
})
