import type { ActionFunctionArgs } from '@remix-run/node'
import { uploadComplete } from '~/domains/files/direct-upload-routes.server'
import { fileUploadKind, finishedUpload } from '~/domains/files/file-uploads.server'

/** POST after the last byte of a staff or company file: answers the token its form posts. */
export const action = (args: ActionFunctionArgs) =>
  uploadComplete(fileUploadKind, args, finishedUpload)
