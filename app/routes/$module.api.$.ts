import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { accountsApi } from '~/domains/accounts/accounts.api.server'
import { billingApi } from '~/domains/billing/billing.api.server'
import { activeAppsApi } from '~/domains/company/active-apps.api.server'
import { companyApi } from '~/domains/company/company.api.server'
import { outboundEmailsApi } from '~/domains/company/outbound-emails.api.server'
import { holidaysApi } from '~/domains/attendance/holidays.api.server'
import { preferencesApi } from '~/domains/accounts/preferences.api.server'
import { menuLinksApi } from '~/domains/company/menu-links.api.server'
import { upcomingEventsApi } from '~/domains/dashboard/upcoming-events.api.server'
import { todosApi } from '~/domains/todos/todos.api.server'
import { createApiApp } from '~/platform/api.server'

/** Seed §2.1: every /{module}/api/* path is the REST API, answered by one Hono app. */
const api = createApiApp({
  account: [accountsApi, menuLinksApi, todosApi, preferencesApi, outboundEmailsApi, holidaysApi],
  subscription: [billingApi],
  company: [activeAppsApi, upcomingEventsApi, companyApi],
})

export const loader = ({ request }: LoaderFunctionArgs) => api.fetch(request)
export const action = ({ request }: ActionFunctionArgs) => api.fetch(request)
