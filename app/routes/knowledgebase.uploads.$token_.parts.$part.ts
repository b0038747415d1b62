import type { LoaderFunctionArgs } from '@remix-run/node'
import { uploadPartUrl } from '~/domains/files/direct-upload-routes.server'
import { knowledgeUploads } from '~/domains/knowledge/files/knowledge-file-uploads.server'

/** A fresh presigned URL for one part of a knowledge file's large S3 upload (ADR 023). */
export const loader = (args: LoaderFunctionArgs) => uploadPartUrl(knowledgeUploads, args)
