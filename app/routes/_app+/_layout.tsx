import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { Outlet, useLoaderData } from '@remix-run/react'
import { FlashMessage } from '~/components/flash-message'
import { Header } from '~/domains/shell/components/header'
import { loadHeaderData } from '~/domains/shell/header.server'
import { requireActor } from '~/platform/auth.server'

/** The signed-in area: header and flash message around every page. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const actor = await requireActor(request, context)
  return json({ header: await loadHeaderData(actor, request) })
}

export default function AppLayout() {
  const { header } = useLoaderData<typeof loader>()
  return (
    <div className="min-h-full">
      <Header header={header} />
      <div className="mx-auto max-w-5xl px-4 pt-6 empty:hidden">
        <FlashMessage />
      </div>
      <Outlet />
    </div>
  )
}
