import { Hono, type Context, type Handler } from 'hono'
import { createMiddleware } from 'hono/factory'
import type { z } from 'zod'
import type { Actor } from './actor'
import { requireApiActor } from './auth.server'
import { authorize, type Asker, type Policy } from './authorize.server'
import { AppError, isAppError } from './errors.server'
import { hasNul, idSchema, NO_NUL } from './form-fields'
import { requestMeta, type RequestMeta } from './request-meta.server'

/** What the API's middleware puts on `c.var` for every handler: the request context. */
export interface ApiEnv {
  Variables: { actor: Actor; meta: RequestMeta }
}

/** A domain's REST routes: every handler reads the signed-in actor and meta from `c.var`. */
export const apiRoutes = () => new Hono<ApiEnv>({ strict: false })

/** A domain's routes as Hono mounts them (built with apiRoutes() or a plain Hono). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- sub-apps differ in Env and Schema
type SubApp = Hono<any, any, any>

/** Handlers anyone may call without a token (signing in, public knowledge bases). */
const PUBLIC_HANDLERS = new WeakSet<Handler>()

/**
 * Marks a handler as open to callers without a token; it must not read `c.var.actor`. Every
 * other handler is refused with 401 before it runs, so no route can forget to authenticate.
 */
export function publicRoute<H extends Handler<ApiEnv>>(handler: H): H {
  PUBLIC_HANDLERS.add(handler as Handler)
  return handler
}

/**
 * The request context of the API: `meta` for every call, and the actor behind the bearer token
 * unless the matched route is public. A path no route claims goes on to the 404 answer.
 */
async function requestContext(c: Context<ApiEnv>, next: () => Promise<void>) {
  c.set('meta', requestMeta(c.req.raw))
  // Middleware is registered with method ALL; a matched endpoint has its own method.
  const endpoint = c.req.matchedRoutes.find((route) => route.method !== 'ALL')
  if (endpoint && !PUBLIC_HANDLERS.has(endpoint.handler)) {
    c.set('actor', await requireApiActor(c.req.raw))
  }
  await next()
}

/**
 * Route middleware: refuses the caller (403, audited) unless the policy allows the action,
 * before the handler reads the body. A write route whose action does not depend on the record
 * declares it, so that someone who may not act never learns the form's rules from its 400s:
 *   .post('/holidays', allowed(can, 'holiday.write'), async (c) => …)
 * The service still authorizes (and checks rules about the record itself).
 */
export function allowed<Action extends string>(policy: Policy<Action>, action: Action) {
  return allowedBy((asker) => authorize(asker, policy, action))
}

/**
 * `allowed` for a route whose service refuses through the domain's own authorize helper (its own
 * audit name, the record from the path): the middleware asks that same helper first, so the
 * refusal is the service's, only earlier:
 *   .patch('/menu-link/:id', allowedBy((asker, c) => authorizeWrite(asker, …, idOf(c))), …)
 */
export function allowedBy(check: (asker: Asker, c: Context<ApiEnv>) => Promise<void>) {
  return createMiddleware<ApiEnv>(async (c, next) => {
    await check({ actor: c.var.actor, meta: c.var.meta }, c)
    await next()
  })
}

/** Reads a JSON or form body; REST clients send either. */
export async function readBody(c: Context): Promise<unknown> {
  const type = c.req.header('content-type') ?? ''
  if (type.includes('application/json')) {
    return c.req.json().catch(() => {
      throw new AppError('VALIDATION', 'JSON parse error - the request body is not valid JSON.')
    })
  }
  return c.req.parseBody()
}

/**
 * A page of a list as the seed's clients read it: the page's fields, and the full URLs of the
 * next and previous pages (the same query, another page number), or null.
 */
export function paginatedJson<Page extends { page: number; has_next_page: boolean }>(
  c: Context,
  list: Page,
) {
  const pageUrl = (n: number) => {
    const url = new URL(c.req.url)
    url.searchParams.set('page', String(n))
    return url.toString()
  }
  return c.json({
    ...list,
    next: list.has_next_page ? pageUrl(list.page + 1) : null,
    previous: list.page > 1 ? pageUrl(list.page - 1) : null,
  })
}

/** A path id that is not a record id cannot name anything: not found, with the caller's text. */
export function pathId(raw: string | undefined, notFound = 'Not found.'): number {
  const parsed = idSchema(notFound).safeParse(raw)
  if (!parsed.success) throw AppError.notFound(notFound)
  return parsed.data
}

/** The top-level field of the first string holding a NUL character, anywhere in `input`. */
function fieldWithNul(input: unknown, field = 'non_field_errors'): string | null {
  if (typeof input === 'string') return hasNul(input) ? field : null
  if (!input || typeof input !== 'object') return null
  for (const [key, value] of Object.entries(input)) {
    const found = fieldWithNul(value, field === 'non_field_errors' ? key : field)
    if (found) return found
  }
  return null
}

/**
 * Validates input with the same zod schema the forms use; problems become `{field: [..]}`. A NUL
 * character anywhere is refused first, whatever the schema: no text column can store one.
 */
export function validated<Schema extends z.ZodTypeAny>(
  schema: Schema,
  input: unknown,
): z.output<Schema> {
  const nul = fieldWithNul(input)
  if (nul) throw AppError.invalidField(nul, NO_NUL)
  const parsed = schema.safeParse(input)
  if (parsed.success) return parsed.data
  const { fieldErrors, formErrors } = parsed.error.flatten()
  const errors: Record<string, string[]> = { ...(fieldErrors as Record<string, string[]>) }
  if (formErrors.length) errors.non_field_errors = formErrors
  throw new AppError('VALIDATION', 'Invalid input.', errors)
}

/** Validates a request body (JSON or form) with a shared zod schema. */
export async function validBody<Schema extends z.ZodTypeAny>(
  c: Context,
  schema: Schema,
): Promise<z.output<Schema>> {
  return validated(schema, await readBody(c))
}

/** A domain's routes, imported when its module is first asked for. */
export type SubAppLoader = () => Promise<SubApp>

/**
 * `lazyRoutes(() => import('~/domains/todos/todos.api.server'), 'todosApi')`: the named sub-app
 * of a domain's API file, imported on first use.
 */
export function lazyRoutes<Module, Name extends keyof Module>(
  load: () => Promise<Module>,
  name: Name,
): SubAppLoader {
  return async () => (await load())[name] as SubApp
}

/** The REST API: answers requests, and lists its endpoints for the generated route tests. */
export interface ApiApp {
  fetch: (request: Request) => Promise<Response>
  /** Every method and path of every module, each once (imports every module). */
  endpoints: () => Promise<{ method: string; path: string }[]>
}

const notFound = () => Response.json({ detail: 'Not found.' }, { status: 404 })

/** The module a path asks for: `/{module}/api/…` → module, anything else → null. */
function moduleOfPath(url: string): string | null {
  const [, module, api] = new URL(url).pathname.split('/')
  return module && api === 'api' ? module : null
}

/** One module's Hono app: the request context, its sub-apps at its prefix, one error shape. */
function moduleApp(module: string, subApps: SubApp[]): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>({ strict: false })
  app.use(requestContext)
  for (const routes of subApps) app.route(`/${module}/api`, routes)
  app.notFound(() => notFound())
  app.onError((error, c) => {
    if (isAppError(error)) {
      const body = error.fieldErrors ?? { detail: error.message }
      return c.json(body, error.status as 400)
    }
    console.error('[api]', error)
    return c.json(
      {
        detail:
          'A server error occurred, Please try again or contact support to have it fixed immediately',
      },
      500,
    )
  })
  return app
}

/**
 * The REST API under /{module}/api/*. Each domain contributes a sub-app mounted at its
 * module prefix; errors have one JSON shape: `{detail}` or `{field: [messages]}`.
 *
 * A module may get several sub-apps (the `account` module is served by accounts, company menu
 * links and to-dos): each is mounted at the same prefix, and Hono merges their routes, so every
 * domain keeps its own file and none imports another's routes. Two sub-apps must not declare the
 * same method and path (the first mounted would win).
 *
 * A module's domains are imported on its first request, not with the app: a process (or a test
 * file) that calls one module does not load the other forty domains and their libraries.
 */
export function createApiApp(modules: Record<string, SubAppLoader[]>): ApiApp {
  const loaded = new Map<string, Promise<Hono<ApiEnv>>>()
  const load = (module: string) => {
    let app = loaded.get(module)
    if (!app) {
      app = Promise.all(modules[module]!.map((loader) => loader())).then((subApps) =>
        moduleApp(module, subApps),
      )
      loaded.set(module, app)
    }
    return app
  }
  return {
    async fetch(request) {
      const module = moduleOfPath(request.url)
      if (!module || !Object.hasOwn(modules, module)) return notFound()
      return (await load(module)).fetch(request)
    },
    async endpoints() {
      const apps = await Promise.all(Object.keys(modules).map(load))
      // Middleware is registered for every method ('ALL') and is not an endpoint.
      const endpoints = apps
        .flatMap((app) => app.routes)
        .filter((route) => route.method !== 'ALL')
        .map(({ method, path }) => [`${method} ${path}`, { method, path }] as const)
      return [...new Map(endpoints).values()]
    },
  }
}
