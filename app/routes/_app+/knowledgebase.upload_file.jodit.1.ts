import type { ActionFunctionArgs } from '@remix-run/node'
import { MAX_FILE_BYTES } from '~/domains/files/file-kinds'
import { knowledgeFilePaths } from '~/domains/knowledge/knowledge-files'
import { storeKnowledgeUpload, uploadFailure } from '~/domains/knowledge/knowledge-files.server'
import { requireActor } from '~/platform/auth.server'
import { requestMeta } from '~/platform/request-meta.server'
import { readUploadForm, uploadIn } from '~/platform/uploads.server'

/** Seed §7: the editor's picture upload. Answers the URL the picture is shown from. */
export async function action({ request, context }: ActionFunctionArgs) {
  const actor = await requireActor(request, context)
  try {
    const form = await readUploadForm(request, { maxBytes: MAX_FILE_BYTES, fileField: 'file' })
    const file = await storeKnowledgeUpload(
      actor,
      requestMeta(request),
      await uploadIn(form, 'file'),
      {
        purpose: 'editor-image',
      },
    )
    return Response.json(
      { url: knowledgeFilePaths(file.id).view, file_id: file.id },
      { status: 201 },
    )
  } catch (error) {
    return uploadFailure(error)
  }
}
