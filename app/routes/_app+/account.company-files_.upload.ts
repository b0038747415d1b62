import type { ActionFunctionArgs } from '@remix-run/node'
import { authorizeCreate } from '~/domains/company/company-files.server'
import { presignAnswer } from '~/domains/files/direct-upload-routes.server'
import { startFileUpload } from '~/domains/files/file-uploads.server'
import { signedIn } from '~/platform/request-context.server'

/**
 * Where the company files pages' file field PUTs a new or replacing file (with JavaScript, up
 * to 30 GB): those who manage company files only, else a recorded 403.
 */
export const action = (args: ActionFunctionArgs) =>
  signedIn(args, async ({ actor, meta, request }) =>
    presignAnswer(request, async (input) => {
      await authorizeCreate(actor, meta, actor.companyId)
      return startFileUpload(actor, meta, input, 'company-files')
    }),
  )
