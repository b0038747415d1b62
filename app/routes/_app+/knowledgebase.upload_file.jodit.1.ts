import type { ActionFunctionArgs } from '@remix-run/node'
import { MAX_FILE_BYTES } from '~/domains/files/file-kinds'
import { knowledgeFilePaths } from '~/domains/knowledge/files/knowledge-files'
import { uploadFailure } from '~/domains/files/direct-uploads.server'
import { storeKnowledgeUpload } from '~/domains/knowledge/files/knowledge-files.server'
import { readUploadForm, uploadIn } from '~/platform/uploads.server'
import { signedIn } from '~/platform/request-context.server'

/** Seed §7: the editor's picture upload. Answers the URL the picture is shown from. */
export const action = (args: ActionFunctionArgs) =>
  signedIn(args, async ({ actor, meta, request }) => {
    try {
      const form = await readUploadForm(request, { maxBytes: MAX_FILE_BYTES, fileField: 'file' })
      const file = await storeKnowledgeUpload(actor, meta, await uploadIn(form, 'file'), {
        purpose: 'editor-image',
      })
      return Response.json(
        { url: knowledgeFilePaths(file.id).view, file_id: file.id },
        { status: 201 },
      )
    } catch (error) {
      return uploadFailure(error)
    }
  })
