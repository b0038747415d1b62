import { authorize, type Asker } from '~/platform/authorize.server'
import { divisionChoices, ownerChoices } from './stat-lists.server'
import { can, type StatAction } from './statistics.policy'

/**
 * What the Statistics pages share, composed from the services (no queries here): the policy
 * check of a page and the choices its forms offer.
 */

/** Refuses (audited) anyone the page's action does not allow. */
export const authorizePage = (asker: Asker, action: StatAction, audited: string) =>
  authorize(asker, (actor) => can(actor, action), audited)

/** The owners and divisions a stat form offers, by name. */
export async function statFormChoices(asker: Asker) {
  const [owners, divisions] = await Promise.all([ownerChoices(asker), divisionChoices(asker)])
  return {
    owners: owners.map((owner) => ({
      id: owner.id,
      name: [owner.firstName, owner.lastName].filter(Boolean).join(' '),
    })),
    divisions,
  }
}
