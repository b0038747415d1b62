import { json, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { ErrorScreen, managementTipAt } from '~/components/error-screens'
import { pageTitle } from '~/components/page-title'
import { msg } from '~/i18n'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Something went wrong'))

/**
 * Seed §2.1/§2.7: the error screen as a page a user is sent to. Nothing failed on this request,
 * so it answers 200; a real failure answers 500 from the root error boundary.
 */
export function loader() {
  // Picked once on the server and sent along, so the browser renders the same tip.
  return json({ tip: managementTipAt(new Date()) })
}

export default function MaintenanceErrorPage() {
  const { tip } = useLoaderData<typeof loader>()
  return <ErrorScreen tip={tip} />
}
