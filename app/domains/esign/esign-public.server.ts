import { isAppError } from '~/platform/errors.server'

/**
 * The pages a signing link opens have no session: a refusal by the services (a spent or
 * expired link) is answered as the 404 it is, with no further detail.
 */
export async function linkOnly(load: () => Promise<Response>): Promise<Response> {
  try {
    return await load()
  } catch (error) {
    if (isAppError(error)) throw new Response(error.message, { status: error.status })
    throw error
  }
}
