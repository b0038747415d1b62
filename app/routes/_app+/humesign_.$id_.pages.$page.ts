import type { LoaderFunctionArgs } from '@remix-run/node'
import { documentPageImage } from '~/domains/esign/esign-files.server'
import { routeId, signedIn } from '~/platform/request-context.server'

/** One page of a document as a PNG image (drawn on the server). */
export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, (asker) =>
    documentPageImage(asker, routeId(asker.params.id), routeId(asker.params.page)),
  )
