import { isAppError } from './errors.server'
import { idSchema } from './ids'

/** A route's id parameter; anything that is not a record id is the 404 page. */
export function routeId(raw: string | undefined): number {
  const parsed = idSchema('Not found.').safeParse(raw)
  if (!parsed.success) throw new Response('Not Found', { status: 404 })
  return parsed.data
}

/**
 * A refusal or missing record (already recorded by the service) becomes the 403 or 404 page;
 * any other error goes on.
 */
export function asErrorPage(error: unknown): never {
  if (isAppError(error) && error.code === 'FORBIDDEN') {
    throw new Response('Forbidden', { status: 403 })
  }
  if (isAppError(error) && error.code === 'NOT_FOUND') {
    throw new Response('Not Found', { status: 404 })
  }
  throw error
}
