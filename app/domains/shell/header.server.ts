import type { Actor } from '../accounts/accounts.policy'
import { listMyCompanies } from '../accounts/accounts.server'

/** Everything the header shows (seed §2.4), computed on the server for every signed-in page. */
export interface HeaderData {
  user: { firstName: string; lastName: string; email: string }
  company: { name: string; slug: string }
  canSwitchCompany: boolean
}

export async function loadHeaderData(actor: Actor): Promise<HeaderData> {
  const companies = await listMyCompanies(actor)
  return {
    user: { firstName: actor.firstName, lastName: actor.lastName, email: actor.email },
    company: { name: actor.companyName, slug: actor.companySlug },
    canSwitchCompany: companies.length > 1,
  }
}
