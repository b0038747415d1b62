import type { ActionFunctionArgs } from '@remix-run/node'
import { MAX_IMPORT_BYTES } from '~/domains/knowledge/office-import.server'
import { convertOfficeUpload, uploadFailure } from '~/domains/knowledge/knowledge-files.server'
import { requireActor } from '~/platform/auth.server'
import { requestMeta } from '~/platform/request-meta.server'
import { readUploadForm, uploadIn } from '~/platform/uploads.server'

/** A Word or Excel file dropped into the editor → `{ html }` to insert (converted on the server). */
export async function action({ request, context }: ActionFunctionArgs) {
  const actor = await requireActor(request, context)
  try {
    const form = await readUploadForm(request, { maxBytes: MAX_IMPORT_BYTES, fileField: 'file' })
    const html = await convertOfficeUpload(
      actor,
      requestMeta(request),
      await uploadIn(form, 'file'),
    )
    return Response.json({ html })
  } catch (error) {
    return uploadFailure(error)
  }
}
