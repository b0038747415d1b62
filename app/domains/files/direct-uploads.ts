/**
 * The direct (presigned, resumable) upload as both sides see it (isomorphic): its limits, what
 * the browser asks for, and what the server answers (ADR 023).
 */
import { z } from 'zod'
import { msg } from '~/i18n'

/** Seed §5: the largest file any uploader accepts. */
export const MAX_UPLOAD_BYTES = 30 * 1024 ** 3

/** Size of each PUT of a resumable upload to our own storage. */
export const UPLOAD_CHUNK_BYTES = 8 * 1024 * 1024

/** S3 allows 10,000 parts in one multipart upload. */
export const MAX_PARTS = 10_000

/** The seed's text for any failed upload (§8). */
export const UPLOAD_FAILED = msg('Error uploading file')

export const PresignRequestSchema = z.object({
  file_name: z.string().trim().min(1, 'This field is required').max(200),
  file_content_type: z.string().trim().max(200).optional().default(''),
  file_size: z.coerce.number().int().min(0).max(MAX_UPLOAD_BYTES, UPLOAD_FAILED).optional(),
})
export type PresignRequest = z.infer<typeof PresignRequestSchema>

/** The body of the complete call of a multipart upload: every part's number and ETag. */
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

export interface PresignedUpload {
  url: string
  method: 'PUT'
  expires_in: number
  /** The Content-Type the PUT must carry (our allow-list's, whatever the browser guessed). */
  content_type: string
  file_id: number
  /** POST here once the last byte is sent (needed for S3; our own URL completes by itself). */
  complete_url: string
  /** Size of each Content-Range part when the URL is our own (resumable); null for S3. */
  chunk_size: number | null
  /**
   * With S3 and a large file: send it in `part_count` parts of `part_size` bytes (the last one
   * shorter). `url` is part 1's; GET `{part_url}/{n}` presigns part n. Each PUT answers an ETag;
   * POST `complete_url` with `{"parts": [{"part_number", "etag"}, …]}`.
   */
  multipart?: { upload_id: string; part_size: number; part_count: number; part_url: string }
}

/**
 * What the complete call of a staff or company file answers: the token its form posts in
 * `upload_token`, so the file's row is recorded with the page's other fields.
 */
export interface FinishedUpload {
  upload_token: string
  file_name: string
  size: number
}
