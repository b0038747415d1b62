import type { Actor } from '../accounts/accounts.policy'
import type { PositionFormChoices } from './components/position-form'
import { can } from './positions.policy'
import { positionChoices, selfAndJuniors } from './positions.server'

/** The position pages that change data are for profile admins; anyone else gets a 403 page. */
export function requirePositionAdmin(actor: Actor): void {
  if (!can(actor, 'position.update')) throw new Response('Forbidden', { status: 403 })
}

/**
 * What the position form offers. For an existing position the manager choices leave out the
 * position and its juniors (the service refuses them too); order runs to positions + 1.
 */
export async function positionFormChoices(
  actor: Actor,
  position?: { id: number; responsibilities: number[] },
): Promise<PositionFormChoices> {
  const choices = await positionChoices(actor, position?.responsibilities ?? [])
  const excluded = position
    ? selfAndJuniors(new Map(choices.positions.map((p) => [p.id, p.manager])), position.id)
    : new Set<number>()
  return {
    divisions: choices.divisions,
    managers: choices.positions
      .filter((p) => !excluded.has(p.id))
      .map(({ id, name }) => ({ id, name })),
    responsibilities: choices.responsibilities,
    positionCount: choices.positionCount,
  }
}
