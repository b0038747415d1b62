import { Form, Link } from '@remix-run/react'
import type { HeaderData } from '../header.server'

/** The top bar of the signed-in area: brand, who you are, account links. */
export function Header({ header }: { header: HeaderData }) {
  const { user, company, canSwitchCompany } = header
  return (
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
  )
}
