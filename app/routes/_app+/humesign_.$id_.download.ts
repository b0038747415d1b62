import type { LoaderFunctionArgs } from '@remix-run/node'
import { documentDownload } from '~/domains/esign/esign-files.server'
import { routeId, signedIn } from '~/platform/request-context.server'

/** The signed PDF of a completed document; `?file=original` the PDF as it was sent. */
export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, (asker) => {
    const which =
      new URL(asker.request.url).searchParams.get('file') === 'original' ? 'original' : 'signed'
    return documentDownload(asker, routeId(asker.params.id), which)
  })
