import { isAppError } from '~/platform/errors.server'

/**
 * For page loaders and actions: a refusal or a missing record (already recorded by the
 * service) becomes the 403 or 404 page instead of a crash; anything else is rethrown.
 */
export function refusalAsResponse(error: unknown): never {
  if (isAppError(error) && (error.code === 'FORBIDDEN' || error.code === 'NOT_FOUND')) {
    throw new Response(error.code === 'FORBIDDEN' ? 'Forbidden' : 'Not Found', {
      status: error.status,
    })
  }
  throw error
}
