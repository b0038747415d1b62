import type { LoaderFunctionArgs } from '@remix-run/node'
import { uploadPartUrl } from '~/domains/files/direct-upload-routes.server'
import { fileUploadKind } from '~/domains/files/file-uploads.server'

/** A fresh presigned URL for one part of a staff or company file's large S3 upload (ADR 023). */
export const loader = (args: LoaderFunctionArgs) => uploadPartUrl(fileUploadKind, args)
