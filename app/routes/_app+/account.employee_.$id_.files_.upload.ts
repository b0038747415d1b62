import type { ActionFunctionArgs } from '@remix-run/node'
import { presignAnswer } from '~/domains/files/direct-upload-routes.server'
import { startFileUpload } from '~/domains/files/file-uploads.server'
import { authorizeUpload } from '~/domains/people/employee-files.server'
import { routeId, signedIn } from '~/platform/request-context.server'

/**
 * Where the files page's file field PUTs a file for this person (with JavaScript, up to 30 GB):
 * the same people as the upload form (their profile admins), else a recorded 403 or 404.
 */
export const action = (args: ActionFunctionArgs) =>
  signedIn(args, async ({ actor, meta, params, request }) =>
    presignAnswer(request, async (input) => {
      await authorizeUpload(actor, meta, routeId(params.id))
      return startFileUpload(actor, meta, input, 'employee-files')
    }),
  )
