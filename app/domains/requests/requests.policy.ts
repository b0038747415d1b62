import { isCompanyAdmin, type PolicyActor } from '~/platform/actor'

export const REQUEST_ACTIONS = [
  'request.file',
  'request.decideAny',
  'request.viewAll',
  'requestType.manage',
  'timeOff.adjust',
] as const
export type RequestAction = (typeof REQUEST_ACTIONS)[number]

/** A request admin: `user_is_request_admin`, or a company admin. */
export const isRequestAdmin = (actor: PolicyActor): boolean =>
  isCompanyAdmin(actor) || actor.roles.user_is_request_admin

/**
 * Everyone files requests and reads their own; a manager decides the manager step of their
 * reports' requests (a rule about the record, checked in approvals.server.ts). Request admins
 * set up the types and time-off kinds, see every request, decide any step (an absent manager
 * never blocks a request) and adjust time-off balances. Nobody decides their own request.
 */
export function can(actor: PolicyActor, action: RequestAction): boolean {
  switch (action) {
    case 'request.file':
      return true
    case 'request.decideAny':
    case 'request.viewAll':
    case 'requestType.manage':
    case 'timeOff.adjust':
      return isRequestAdmin(actor)
  }
}
