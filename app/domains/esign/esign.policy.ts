import { isCompanyAdmin, type PolicyActor } from '~/platform/actor'

export const ESIGN_ACTIONS = ['document.read', 'document.send'] as const
export type EsignAction = (typeof ESIGN_ACTIONS)[number]

/**
 * E-signature (seed §2.2 lists /humesign/ for every member; who sends is not shown, decided in
 * ADR 040). Contracts and policy sign-offs are HR's: company admins and profile admins
 * (`user_is_profile_admin`, who run the staff records) upload, send, remind, void and see every
 * document of the company. Every member opens the list, which shows them the documents they are
 * asked to sign; signing itself goes by the private link, not by role.
 */
export function can(actor: PolicyActor, action: EsignAction): boolean {
  switch (action) {
    case 'document.read':
      return true
    case 'document.send':
      return isCompanyAdmin(actor) || actor.roles.user_is_profile_admin
  }
}
