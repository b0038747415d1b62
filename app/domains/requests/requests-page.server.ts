import type { Actor } from '~/platform/actor'
import type { RequestMeta } from '~/platform/request-meta.server'
import { companyCurrency } from '../company/company-currency.server'
import { getRequest, listRequests } from './request-reads.server'
import { listRequestTypes, listTimeOffKinds } from './request-setup.server'
import { can } from './requests.policy'
import { RequestListQuery } from './requests.schema'
import { myBalances } from './staff-requests.server'
import { todayIso } from './time-off.server'

/** What the request pages load, composed from the services (no query of their own). */

/** This year's balances of the actor. */
const thisYearsBalances = (actor: Actor) => myBalances(actor, Number(todayIso().slice(0, 4)))

/** The Requests page: one list (mine, waiting for me, or the company's), and my balances. */
export async function requestsPage(actor: Actor, url: URL, meta: RequestMeta) {
  const query = RequestListQuery.parse(Object.fromEntries(url.searchParams))
  return {
    query,
    list: await listRequests(actor, query, meta),
    balances: await thisYearsBalances(actor),
    me: actor.membershipId,
    mayManage: can(actor, 'requestType.manage'),
    maySeeAll: can(actor, 'request.viewAll'),
  }
}

/** The create page: the types to choose from, the chosen one's fields, and my balances. */
export async function createRequestPage(actor: Actor, url: URL) {
  const types = await listRequestTypes(actor, true)
  const chosenId = Number(url.searchParams.get('type'))
  const type = types.find((candidate) => candidate.id === chosenId) ?? null
  const timeOff = type?.kind === 'time_off'
  return {
    types,
    type,
    /** What a new request's form starts from. */
    defaults: { currency: await companyCurrency(actor.companyId) },
    timeOffKinds: timeOff ? await listTimeOffKinds(actor, true) : [],
    balances: timeOff ? await thisYearsBalances(actor) : [],
  }
}

/** The detail page: the request and, when it is back with its requester, what its form needs. */
export async function requestDetailPage(actor: Actor, id: number, meta: RequestMeta) {
  const request = await getRequest(actor, id, meta)
  if (!request.abilities.edit) return { request, edit: null }
  const [type] = (await listRequestTypes(actor)).filter((row) => row.id === request.type.id)
  return {
    request,
    edit: {
      type: type!,
      timeOffKinds: request.time_off ? await listTimeOffKinds(actor, true) : [],
    },
  }
}
