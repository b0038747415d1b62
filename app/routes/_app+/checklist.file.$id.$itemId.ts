import type { LoaderFunctionArgs } from '@remix-run/node'
import { itemFileResponse } from '~/domains/checklists/checklist-files.server'
import { routeId, signedIn } from '~/platform/request-context.server'

/** A checklist file item's file as a download, for whoever may see the checklist. */
export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, (context) =>
    itemFileResponse(context, routeId(context.params.id), routeId(context.params.itemId)),
  )
