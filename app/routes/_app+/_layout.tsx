import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, Outlet, useLoaderData } from '@remix-run/react'
import { FlashMessage } from '~/components/flash-message'
import { listMyCompanies } from '~/domains/accounts/accounts.server'
import { requireActor } from '~/platform/auth.server'

/**
 * The signed-in area. The full shell (side navigation, header menus) comes with the platform
 * shell issue; this bar carries what the foundation needs: who and where you are, and the
 * account links.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const actor = await requireActor(request, context)
  const companies = await listMyCompanies(actor)
  return json({
    user: { firstName: actor.firstName, lastName: actor.lastName, email: actor.email },
    company: { name: actor.companyName, slug: actor.companySlug },
    canSwitchCompany: companies.length > 1,
  })
}

export default function AppLayout() {
  const { user, company, canSwitchCompany } = useLoaderData<typeof loader>()
  return (
    <div className="min-h-full">
      <header className="bg-brand-800 text-white">
        <nav
          aria-label="Account"
          className="mx-auto flex max-w-5xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3"
        >
          <Link to="/account/dashboard" className="text-lg font-bold">
            Groundwork <span className="font-normal text-brand-100">· {company.name}</span>
          </Link>
          <span className="ml-auto text-brand-100" data-testid="signed-in-as">
            {user.firstName} {user.lastName}
          </span>
          {canSwitchCompany ? (
            <Link to="/switch-company" className="underline">
              Switch Company
            </Link>
          ) : null}
          <Link to="/auth/change-password" className="underline">
            Change password
          </Link>
          <Form method="post" action="/auth/signout">
            <button type="submit" className="underline">
              Logout
            </button>
          </Form>
        </nav>
      </header>
      <div className="mx-auto max-w-5xl px-4 pt-6 empty:hidden">
        <FlashMessage />
      </div>
      <Outlet />
    </div>
  )
}
