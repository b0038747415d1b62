import type { JobDefinition } from '~/platform/jobs.server'
import { removeAbandonedUploads } from './knowledge-file-uploads.server'

/**
 * 'kb-upload-cleanup', daily at 03:30 UTC: direct uploads abandoned for more than a day lose
 * their row, staged bytes and S3 multipart parts (ADR 023).
 */
export const kbUploadCleanupJob: JobDefinition = {
  name: 'kb-upload-cleanup',
  cron: '30 3 * * *',
  run: () => removeAbandonedUploads(),
}
