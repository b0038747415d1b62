import type { LoaderFunctionArgs } from '@remix-run/node'
import { packageFileResponse } from '~/domains/scorm/packages/package-content.server'
import { asErrorPage, routeId } from '~/platform/request-context.server'

/**
 * A file of a SCORM package, for the player's frame (ADR 033): served on the packages' own
 * origin, where the app's session cookie never goes, so the URL carries a ticket naming the
 * learner's session (`/scorm-content/{packageId}/{ticket}/{path}`); each request is checked.
 */
export const loader = ({ params, request }: LoaderFunctionArgs) =>
  packageFileResponse(routeId(params.id), params['*'] ?? '', request).catch(asErrorPage)
