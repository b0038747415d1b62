import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { uploadOffset, uploadPart } from '~/domains/files/direct-upload-routes.server'
import { knowledgeUploads } from '~/domains/knowledge/files/knowledge-file-uploads.server'

/** A knowledge file's signed upload URL (ADR 023): GET/HEAD the offset, PUT one part. */
export const loader = (args: LoaderFunctionArgs) => uploadOffset(knowledgeUploads, args)

export const action = (args: ActionFunctionArgs) => uploadPart(knowledgeUploads, args)
