import type { ActionFunctionArgs } from '@remix-run/node'
import { MAX_IMPORT_BYTES } from '~/domains/knowledge/articles/office-import.server'
import { uploadFailure } from '~/domains/files/direct-uploads.server'
import { convertOfficeUpload } from '~/domains/knowledge/files/knowledge-files.server'
import { readUploadForm, uploadIn } from '~/platform/uploads.server'
import { signedIn } from '~/platform/request-context.server'

/** A Word or Excel file dropped into the editor → `{ html }` to insert (converted on the server). */
export const action = (args: ActionFunctionArgs) =>
  signedIn(args, async ({ actor, meta, request }) => {
    try {
      const form = await readUploadForm(request, { maxBytes: MAX_IMPORT_BYTES, fileField: 'file' })
      const html = await convertOfficeUpload(actor, meta, await uploadIn(form, 'file'))
      return Response.json({ html })
    } catch (error) {
      return uploadFailure(error)
    }
  })
