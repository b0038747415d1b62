import type { z } from 'zod'
import { isAppError } from '~/platform/errors.server'
import { handleForm } from '~/platform/forms.server'
import { asErrorPage } from '~/platform/request-context.server'
import type { Actor } from '~/platform/actor'
import type { PositionFormChoices } from './components/position-form'
import { positionChoices, type PositionDto } from './positions.server'
import { selfAndJuniors } from './positions-tree'

/**
 * What the position form offers. For an existing position the manager choices leave out the
 * position and its juniors (the service refuses them too); order runs to positions + 1.
 */
export async function positionFormChoices(
  actor: Actor,
  position?: PositionDto,
): Promise<PositionFormChoices> {
  const choices = await positionChoices(actor, position)
  const excluded = position
    ? selfAndJuniors(new Map(choices.positions.map((p) => [p.id, p.manager])), position.id)
    : new Set<number>()
  return {
    divisions: choices.divisions,
    managers: choices.positions
      .filter((p) => !excluded.has(p.id))
      .map(({ id, name }) => ({ id, name })),
    responsibilities: choices.responsibilities,
    articles: choices.articles,
    courses: choices.courses,
    positionCount: choices.positionCount,
  }
}

/**
 * The create and update actions: handleForm's order, plus the seed's message ('Error creating
 * position' / 'Error updating position') as a form-level error for an unexpected failure, with
 * what the admin typed kept, instead of the error screen. Refusals and 404s stay pages.
 */
export function positionFormAction<Schema extends z.ZodTypeAny>(
  request: Request,
  schema: Schema,
  run: (value: z.output<Schema>) => Promise<Response>,
  failure: string,
) {
  return handleForm(
    request,
    schema,
    (value) =>
      run(value).catch((error: unknown) => {
        if (isAppError(error) && error.code === 'FORBIDDEN') asErrorPage(error)
        throw error
      }),
    { unexpected: failure },
  )
}
