import type { LoaderFunctionArgs } from '@remix-run/node'
import { guardRoute } from '~/domains/shell/navigation.server'
import type { Actor } from './actor'
import { requireActor } from './auth.server'
import type { Asker } from './authorize.server'
import { isAppError } from './errors.server'
import { idSchema } from './form-fields'
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

/** The page an AppError stands for; other errors go on unchanged (a 500 is a 500). */
const PAGE_STATUS = { FORBIDDEN: 403, NOT_FOUND: 404, CONFLICT: 409 } as const
const PAGE_TEXT = { FORBIDDEN: 'Forbidden', NOT_FOUND: 'Not Found', CONFLICT: 'Conflict' } as const

/**
 * A refusal, a missing record or a stale version (already audited by the service that found it)
 * becomes the 403, 404 or 409 page; anything else is thrown on as it is.
 */
export function asErrorPage(error: unknown): never {
  if (isAppError(error) && error.code in PAGE_STATUS) {
    const code = error.code as keyof typeof PAGE_STATUS
    throw new Response(PAGE_TEXT[code], { status: PAGE_STATUS[code] })
  }
  throw error
}

/**
 * Inside a form's run: a refusal becomes the 403 page, while a stale version or a field problem
 * goes back to the form (handleForm answers it, 409 marked `conflict`).
 */
export function refusalAsErrorPage(error: unknown): never {
  if (isAppError(error) && error.code === 'FORBIDDEN') asErrorPage(error)
  throw error
}

/**
 * Wraps the loader or action of a signed-in page: the visitor must be signed in (else sign-in,
 * remembering the URL), a write is refused unless the page it posts to is open to this person
 * (the same rule as the layout's, so an action is guarded even when its loader never ran), and
 * an AppError the handler lets through becomes the right error page.
 *
 *     export const loader = signedIn(async ({ actor, meta, params }) => json(...))
 */
export function signedIn<Result>(
  handler: (args: SignedInArgs) => Promise<Result>,
): (args: LoaderFunctionArgs) => Promise<Result> {
  return async (args) => {
    const actor = await requireActor(args.request, args.context)
    // Page views are guarded by the layout; a write must not depend on a page having loaded.
    if (isWrite(args.request)) await guardRoute(args.request, actor, args.context)
    try {
      return await handler({ ...args, actor, meta: requestMeta(args.request) })
    } catch (error) {
      return asErrorPage(error)
    }
  }
}

const isWrite = (request: Request) => request.method !== 'GET' && request.method !== 'HEAD'
