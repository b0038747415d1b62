import type { LoaderFunctionArgs } from '@remix-run/node'
import { packageFileResponse } from '~/domains/scorm/packages/package-content.server'
import { routeId, signedIn } from '~/platform/request-context.server'

/**
 * A file of a SCORM package, for the player's frame (ADR 033): the package's own paths under a
 * prefix of their own, outside the app's pages and layout, each request checked.
 */
export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, ({ actor, meta, params, request }) =>
    packageFileResponse({ actor, meta }, routeId(params.id), params['*'] ?? '', request),
  )
