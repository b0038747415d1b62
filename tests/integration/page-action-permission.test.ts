import { createRequestHandler } from '@remix-run/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Company } from '~/domains/company/company.tables'
import { routeAccess } from '~/domains/shell/route-access'
import type { Actor } from '~/platform/actor'
import { requireActor, sessionCookieHeader } from '~/platform/auth.server'
import { CLIENT_IP_HEADER } from '~/platform/request-meta.server'
import { makeMember, signedIn } from '#tests/factories/accounts'
import { makeCompanyWithOneOfEverything } from '#tests/factories/one-of-every-kind'
import { uniqueIp } from '#tests/factories/request'
import { fillPath, intentsOf, pathParams, readPageRoutes } from '#tests/support/route-table'
import { applicationTables, snapshotOf, startIdsAboveAll } from '#tests/support/tenant-data'

/*
 * Issue 17 §5: a page action refuses someone who may not act before it reads the form, so the
 * form's rules (its 400s) are not taught to people who may not use it. Every page route with an
 * action (remix.config.js's routes, from the route table) is posted, with each intent its module
 * names, by a member of the company without any role flag:
 * - a page the menu closes to them (its route access is 'forbidden': the rule of the layout and of
 *   signedIn's write guard) must answer 403 to an empty form and to a malformed one;
 * - on a page open to them, an intent that refuses them (403 once its form is filled in as its
 *   validation asks) must refuse the empty and the malformed form too.
 * A refused post changes nothing of the company's. A new page is covered the moment it exists.
 */

const pages = await readPageRoutes()
const handle = createRequestHandler(pages.build, 'production')

/** The REST API's own mount: the API walk (malformed-input.test.ts) asks its routes. */
const API_MOUNT = 'routes/$module.api.$'

const actionRoutes = pages.routes
  .filter((route) => route.module.action && route.id !== API_MOUNT)
  .map((route) => ({
    id: route.id,
    path: route.path,
    /** A route without a component is answered as a resource, not as data. */
    isResource: route.module.default == null && route.module.ErrorBoundary == null,
    intents: intentsOf(route.file),
  }))
type ActionRoute = (typeof actionRoutes)[number]

/** Written by any request of a signed-in member, refused or not: sign-ins and refusals. */
const WRITTEN_BY_EVERY_REQUEST = ['audit_log', 'sessions']

let acme: { company: Company; firstId: number }
let member: { user: Awaited<ReturnType<typeof makeMember>>['user']; actor: Actor }

beforeAll(async () => {
  const firstId = await startIdsAboveAll(applicationTables())
  const made = await makeCompanyWithOneOfEverything('Acme')
  acme = { company: made.company, firstId }
  const { user } = await makeMember(made.company)
  const cookie = await cookieOf(user)
  const actor = await requireActor(new Request('http://localhost/', { headers: { cookie } }))
  member = { user, actor }
}, 120_000)

async function cookieOf(user: typeof member.user): Promise<string> {
  const session = await signedIn(user, acme.company)
  const setCookie = await sessionCookieHeader(new Request('http://localhost/'), session.token)
  return setCookie.split(';')[0]!
}

/** A parameter's value: Acme's record of the route's kind (all start at one id), or Acme itself. */
function urlOf(route: ActionRoute): string {
  const values = pathParams(route.path)
    .filter((name) => name !== '*')
    .map((name) => {
      if (name === 'companySlug') return [name, acme.company.slug]
      if (name === 'companyId') return [name, acme.company.id]
      return [name, acme.firstId]
    })
  return fillPath(route.path, Object.fromEntries(values))
}

interface Answer {
  status: number
  text: string
  type: string | null
}

async function post(
  route: ActionRoute,
  url: string,
  cookie: string,
  form: Record<string, string>,
): Promise<Answer> {
  const target = route.isResource ? url : `${url}?_data=${encodeURIComponent(route.id)}`
  const response = await handle(
    new Request(`http://localhost${target}`, {
      method: 'POST',
      headers: {
        cookie,
        [CLIENT_IP_HEADER]: uniqueIp(),
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams(form).toString(),
    }),
  )
  return {
    status: response.status,
    text: await response.text(),
    type: response.headers.get('content-type'),
  }
}

/** The fields a refused form names (a FormReply's errors, possibly under `reply`). */
function namedFields(answer: Answer): string[] {
  if (answer.status !== 400 || !answer.type?.includes('json')) return []
  const parsed = JSON.parse(answer.text) as Record<string, unknown>
  const reply = (parsed.reply ?? parsed) as Record<string, unknown>
  const errors = (reply.error ?? reply.fieldErrors ?? reply) as Record<string, unknown>
  if (!errors || typeof errors !== 'object') return []
  return Object.keys(errors).filter((field) => Array.isArray(errors[field]) && field !== '')
}

/**
 * Values a named field may need, tried in turn: text, a number, a record id, a date, an email, a
 * colour, a flag, a web address, a domain name.
 */
const PLAUSIBLE = [
  'Permission check',
  '1',
  '',
  '2030-01-01',
  'x@example.test',
  '#336699',
  'true',
  'https://example.test/',
  'help.example.test',
]

/** The member's answer to the intent's form filled in as its validation asks (every value in turn). */
async function filledIn(route: ActionRoute, url: string, cookie: string, intent?: string) {
  const form: Record<string, string> = intent ? { intent } : {}
  const tried: Record<string, number> = {}
  let answer = await post(route, url, cookie, form)
  for (let round = 0; round < PLAUSIBLE.length && answer.status !== 403; round++) {
    const fields = namedFields(answer).filter(
      (field) => (tried[field] ?? -1) + 1 < PLAUSIBLE.length,
    )
    if (!fields.length) break
    for (const field of fields) {
      tried[field] = (tried[field] ?? -1) + 1
      form[field] = PLAUSIBLE[tried[field]]! || String(acme.firstId)
    }
    answer = await post(route, url, cookie, form)
  }
  return answer
}

/** The forms no one who may not act should get past: nothing, and nonsense. */
const unreadable = (intent?: string): Record<string, string>[] => {
  const keep: Record<string, string> = intent ? { intent } : {}
  return [keep, { ...keep, id: 'not-an-id', version: 'x', name: '', email: 'no' }]
}

const companyData = async () => {
  const snapshot = await snapshotOf(acme.company.id)
  for (const table of WRITTEN_BY_EVERY_REQUEST) delete snapshot[table]
  return snapshot
}

const counted = { closed: [] as string[], refusingIntents: [] as string[] }

describe('every page action, posted by a member without any role flag', () => {
  it.each(actionRoutes.map((route) => [route.id, route] as const))(
    '%s refuses before it reads the form',
    async (_id, route) => {
      const url = urlOf(route)
      const cookie = await cookieOf(member.user)
      const closed = routeAccess(url, member.actor) === 'forbidden'
      const problems: string[] = []
      for (const intent of route.intents.length ? route.intents : [undefined]) {
        const before = await companyData()
        // A page closed to them refuses whatever is posted; on an open page, an intent refuses
        // them if its filled-in form is refused.
        const refused = closed || (await filledIn(route, url, cookie, intent)).status === 403
        if (!refused) continue
        counted[closed ? 'closed' : 'refusingIntents'].push(`${route.path} ${intent ?? ''}`)
        for (const form of unreadable(intent)) {
          const answer = await post(route, url, cookie, form)
          if (answer.status !== 403) {
            problems.push(`${JSON.stringify(form)}: ${answer.status} ${answer.text.slice(0, 120)}`)
          }
        }
        if (JSON.stringify(await companyData()) !== JSON.stringify(before)) {
          problems.push(`${intent ?? 'the form'} changed the company's data`)
        }
      }
      expect(problems).toEqual([])
    },
  )
})

afterAll(() => {
  console.info(
    `page actions: ${actionRoutes.length} routes; ${counted.closed.length} forms on pages closed ` +
      `to a member, ${counted.refusingIntents.length} refusing forms on open pages: ` +
      counted.refusingIntents.join(', '),
  )
})
