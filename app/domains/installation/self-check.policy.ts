import { isCompanyAdmin, type PolicyActor } from '~/platform/actor'

export const SELF_CHECK_ACTIONS = ['installation.check'] as const
export type SelfCheckAction = (typeof SELF_CHECK_ACTIONS)[number]

/**
 * The installation self-check (/test, seed 000 §2.2) shows how the server is set up (mail host,
 * queues, the AI provider's answers) and sends mail on demand: company admins only.
 */
export function can(actor: PolicyActor, action: SelfCheckAction): boolean {
  switch (action) {
    case 'installation.check':
      return isCompanyAdmin(actor)
  }
}
