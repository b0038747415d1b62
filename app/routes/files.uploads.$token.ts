import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { uploadOffset, uploadPart } from '~/domains/files/direct-upload-routes.server'
import { fileUploadKind } from '~/domains/files/file-uploads.server'

/** A staff or company file's signed upload URL (ADR 023): GET/HEAD the offset, PUT one part. */
export const loader = (args: LoaderFunctionArgs) => uploadOffset(fileUploadKind, args)

export const action = (args: ActionFunctionArgs) => uploadPart(fileUploadKind, args)
