import { isCompanyAdmin, type Actor, type PolicyActor } from '~/platform/actor'

export const STAT_ACTIONS = ['stat.read', 'stat.manage', 'statValue.enter'] as const
export type StatAction = (typeof STAT_ACTIONS)[number]

/** A stat admin: user_is_stat_admin, or a company admin (who holds every app's rights). */
export function isStatAdmin(actor: PolicyActor): boolean {
  return isCompanyAdmin(actor) || actor.roles.user_is_stat_admin
}

/**
 * Everyone reads the company's stats and their charts. Stat admins manage every stat (create,
 * edit, archive, order, duplicate, tokens) and enter any stat's values; a stat's owner enters its
 * values (the statsheet is their own stats) without managing the stat itself.
 */
export function can(
  actor: PolicyActor & Partial<Pick<Actor, 'membershipId'>>,
  action: StatAction,
  stat?: { ownerMembershipId: number | null },
): boolean {
  switch (action) {
    case 'stat.read':
      return true
    case 'stat.manage':
      return isStatAdmin(actor)
    case 'statValue.enter':
      return (
        isStatAdmin(actor) ||
        (stat?.ownerMembershipId != null && stat.ownerMembershipId === actor.membershipId)
      )
  }
}

/** The rule of `action` alone, for the menu and route guards (see knowledge.policy's allows). */
export const allows =
  (action: StatAction) =>
  (actor: PolicyActor): boolean =>
    can(actor, action)
