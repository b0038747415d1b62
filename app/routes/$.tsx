import type { LoaderFunctionArgs } from '@remix-run/node'
import { NotFoundScreen } from '~/components/error-screens'
import { guardRoute } from '~/domains/shell/navigation.server'
import { getOptionalActor } from '~/platform/auth.server'

/**
 * Any path no other route claims: the not-found page with a real 404 status. For a signed-in
 * person a path of another role's area is a 403 even before its page exists, so what they are
 * refused does not depend on what has been built yet.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const actor = await getOptionalActor(request, context)
  if (actor) await guardRoute(request, actor, context)
  throw new Response('Not Found', { status: 404 })
}

/**
 * Keeps this a page route (a route without a component would send the bare response). The
 * thrown status reaches the root error boundary, which shows the 404 or the 403 screen.
 */
export default function NotFound() {
  return <NotFoundScreen />
}
