import type { ActionFunctionArgs } from '@remix-run/node'
import { uploadComplete } from '~/domains/files/direct-upload-routes.server'
import {
  knowledgeUploads,
  toKnowledgeFileView,
} from '~/domains/knowledge/files/knowledge-file-uploads.server'

/** POST after the last byte of a knowledge file's direct upload: answers the file. */
export const action = (args: ActionFunctionArgs) =>
  uploadComplete(knowledgeUploads, args, toKnowledgeFileView)
