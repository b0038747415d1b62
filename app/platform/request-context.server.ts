import type { LoaderFunctionArgs } from '@remix-run/node'
import { guardRoute } from '~/domains/shell/navigation.server'
import type { Actor } from './actor'
import { requireActor } from './auth.server'
import type { Asker } from './authorize.server'
import { isAppError } from './errors.server'
import { idSchema, NO_NUL } from './form-fields'
import { requestMeta, type RequestMeta } from './request-meta.server'

/** What every signed-in loader and action works with: who acts, and where the request came from. */
export interface RequestContext extends Asker {
  actor: Actor
  meta: RequestMeta
}

/** A loader's or action's arguments (Remix gives both the same shape) plus the request context. */
export type SignedInArgs = LoaderFunctionArgs & RequestContext

/** A route's id parameter; anything that is not a record id is the 404 page. */
export function routeId(raw: string | undefined): number {
  const parsed = idSchema('Not found.').safeParse(raw)
  if (!parsed.success) throw new Response('Not Found', { status: 404 })
  return parsed.data
}

/**
 * A refusal or a missing record (already audited by the service that found it) becomes the 403
 * or 404 page; anything else is thrown on as it is. Inside handleForm's run this keeps a stale
 * version (409) for the form, which shows it next to what was typed.
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

/** What escapes a loader or action: a 409 no form took care of is the conflict page. */
function asPage(error: unknown): never {
  if (isAppError(error) && error.code === 'CONFLICT') {
    throw new Response('Conflict', { status: 409 })
  }
  return asErrorPage(error)
}

/**
 * Runs the loader or action of a signed-in page: the visitor must be signed in (else sign-in,
 * remembering the URL), a write is refused unless the page it posts to is open to this person
 * (the same rule as the layout's, so an action is guarded even when its loader never ran), and
 * an AppError the handler lets through becomes the right error page.
 *
 *     export const loader = (args: LoaderFunctionArgs) =>
 *       signedIn(args, async ({ actor, meta, params }) => json(...))
 *
 * It takes the arguments rather than wrapping the handler (`loader = signedIn(handler)`): the
 * browser build keeps a top-level call it cannot prove free of side effects, and this module is
 * empty there, so a wrapped export breaks every page's scripts. An arrow function is dropped.
 */
export async function signedIn<Result>(
  args: LoaderFunctionArgs,
  handler: (args: SignedInArgs) => Promise<Result>,
): Promise<Result> {
  const actor = await requireActor(args.request, args.context)
  // Page views are guarded by the layout; a write must not depend on a page having loaded.
  if (isWrite(args.request)) {
    await guardRoute(args.request, actor, args.context)
    await refuseNulInForm(args.request)
  }
  try {
    return await handler({ ...args, actor, meta: requestMeta(args.request) })
  } catch (error) {
    return asPage(error)
  }
}

/**
 * No text column can store a NUL character, and no one types one: a form carrying one is refused
 * whole (400, with the reason) before its action runs, whatever its schema says. The API does the
 * same in `validated`. (Uploads are multipart and are not read twice.)
 */
async function refuseNulInForm(request: Request): Promise<void> {
  const type = request.headers.get('content-type') ?? ''
  if (!type.includes('application/x-www-form-urlencoded')) return
  if ((await request.clone().text()).includes('%00')) {
    throw new Response(NO_NUL, { status: 400 })
  }
}

const isWrite = (request: Request) => request.method !== 'GET' && request.method !== 'HEAD'
