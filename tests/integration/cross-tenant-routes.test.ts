import { createRequestHandler } from '@remix-run/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Company } from '~/domains/company/company.tables'
import { issueContentTicket } from '~/domains/scorm/content-origin.server'
import { issueAccessToken, sessionCookieHeader } from '~/platform/auth.server'
import { CLIENT_IP_HEADER } from '~/platform/request-meta.server'
import { signedIn } from '#tests/factories/accounts'
import { makeCompanyWithOneOfEverything } from '#tests/factories/one-of-every-kind'
import { uniqueIp } from '#tests/factories/request'
import {
  apiEndpoints,
  fillPath,
  intentsOf,
  pathParams,
  readPageRoutes,
  type PageRoute,
} from '#tests/support/route-table'
import {
  applicationTables,
  idsOwnedBy,
  snapshotOf,
  type TableInfo,
  startIdsAboveAll,
  tablesWithoutRowsOf,
} from '#tests/support/tenant-data'

/*
 * Issue 16: every route that names a record by id, asked by a member of another company for a
 * real record of the first, answers 404 and changes nothing. The routes come from the route
 * tables, not from a list here: the page routes as remix.config.js defines them, the REST API's
 * as its Hono app registered them. A new route is checked the moment it exists.
 *
 * Acme owns one record of every kind; Globex's admin (every role flag, so a refusal cannot pass
 * for a 403) asks for them. Every table's ids are started at one round number before Acme's
 * records are made, so each kind's record has the same id and each route is asked for a real
 * record of its own kind without the test knowing which kind that is.
 */

const pages = await readPageRoutes()
const handle = createRequestHandler(pages.build, 'production')

/** How a path parameter is filled. */
type ParamKind = 'record' | 'tenant' | 'file' | 'other'

/**
 * Routes whose splat is a file inside the record the route names (a SCORM package's files): the
 * walk asks for this file, which every fixture package holds.
 */
const FILE_SPLAT_ROUTES = ['/scorm-content/:id/*']
const FIXTURE_FILE = 'index.html'

/**
 * The rule for path parameters. `id` and `…Id` name a record by its id; `companyId` and
 * `companySlug` name the company itself (the tenant the URL addresses). Anything else (tokens,
 * uuids, slugs of a knowledge base, a part number, the API's module and splat) names no record
 * by id, and a route with such a parameter cannot be asked for "Acme's record" by id.
 */
function paramKind(name: string): ParamKind {
  if (name === 'companyId' || name === 'companySlug') return 'tenant'
  // Chargebee's customer and subscription ids in its return URL: another system's ids.
  if (name === 'customerId' || name === 'subscriptionId') return 'other'
  return /^(id|[a-z]+Id)$/.test(name) ? 'record' : 'other'
}

/**
 * Pages outside the signed-in app layout (the public knowledge base, the company logo) are
 * open to anyone by design: they may show any company's published content when the URL names
 * that company. They are still asked, under the caller's own company, for Acme's records.
 */
const SIGNED_IN_LAYOUT = 'routes/_app+/_layout'

interface Route {
  kind: 'page' | 'api'
  /** The route id (pages) or `METHOD path` (API). */
  name: string
  path: string
  methods: string[]
  /** Open without signing in: the URL's company may be any company. */
  isPublic: boolean
  /** A page route without a component: answered as a resource, not as data. */
  isResource: boolean
  params: { name: string; kind: ParamKind }[]
  /** The form intents the page's module names (`name="intent" value="…"`, `intent: '…'`). */
  intents: string[]
}

const withParams = (path: string) =>
  pathParams(path).map((name) => ({
    name,
    kind: name === '*' && FILE_SPLAT_ROUTES.includes(path) ? ('file' as const) : paramKind(name),
  }))

/** A page with a component posts its forms; a resource route may take any method. */
function pageMethods(module: PageRoute['module'], isResource: boolean): string[] {
  const writes = isResource ? ['POST', 'PUT', 'PATCH', 'DELETE'] : ['POST']
  return [...(module.loader ? ['GET'] : []), ...(module.action ? writes : [])]
}

const pageRoutes: Route[] = pages.routes
  .filter((route) => pathParams(route.path).length > 0)
  .map((route) => {
    const isResource = route.module.default == null && route.module.ErrorBoundary == null
    return {
      kind: 'page' as const,
      name: route.id,
      path: route.path,
      methods: pageMethods(route.module, isResource),
      isPublic: !route.lineage.includes(SIGNED_IN_LAYOUT),
      isResource,
      params: withParams(route.path),
      intents: intentsOf(route.file),
    }
  })

const apiRoutes: Route[] = (await apiEndpoints())
  .filter((route) => pathParams(route.path).length > 0)
  .map((route) => ({
    kind: 'api' as const,
    name: `${route.method} ${route.path}`,
    path: route.path,
    methods: [route.method],
    isPublic: false, // found out per route below: a public API route answers without a token
    isResource: true,
    params: withParams(route.path),
    intents: [],
  }))

const isCovered = (route: Route) =>
  route.methods.length > 0 &&
  route.params.every((param) => param.kind !== 'other') &&
  route.params.some((param) => param.kind === 'record' || !route.isPublic)
const covered = [...pageRoutes, ...apiRoutes].filter(isCovered)
const excluded = [...pageRoutes, ...apiRoutes].filter((route) => !isCovered(route))

interface Tenant {
  company: Company
  /** The id every kind of its records starts at. */
  firstId: number
  ids: number[]
}
let acme: Tenant
let globex: Tenant
/** An id no row of any table has: the answer every route gives for a record that is not there. */
let missingId: number
let cookie: string
let token: string
let before: Record<string, string>

async function tenant(name: string, tables: TableInfo[]) {
  const firstId = await startIdsAboveAll(tables)
  const made = await makeCompanyWithOneOfEverything(name)
  const ids = await idsOwnedBy(made.company.id, tables)
  return { ...made, tenant: { company: made.company, firstId, ids } }
}

beforeAll(async () => {
  const tables = applicationTables()
  const caller = await tenant('Globex', tables)
  const owner = await tenant('Acme', tables)
  globex = caller.tenant
  acme = owner.tenant
  // Whatever the requests create gets ids above every record of both companies.
  missingId = (await startIdsAboveAll(tables)) + 500_000

  const session = await signedIn(caller.admin.user, caller.company)
  const setCookie = await sessionCookieHeader(new Request('http://localhost/'), session.token)
  cookie = setCookie.split(';')[0]!
  token = await issueAccessToken({ sessionId: session.sessionId, userId: caller.admin.user.id })
  for (const id of [globex.firstId, ...acme.ids, missingId]) {
    contentTickets.set(id, await issueContentTicket(session.actor, id))
  }
  before = await snapshotOf(acme.company.id, tables)
}, 120_000)

type Values = Record<string, string | number>

/**
 * A package's files are asked on the content origin under a ticket for that package, issued to
 * the caller's session (ADR 033): the walk gives each package id its ticket.
 */
const contentTickets = new Map<number, string>()

function pathOf(route: Route, values: Values): string {
  if (!route.params.some((p) => p.kind === 'file')) return fillPath(route.path, values)
  const ticket = contentTickets.get(Number(values.id))
  return fillPath(route.path, { ...values, '*': `${ticket}/${values['*']}` })
}

/** The caller's own value for a parameter: Globex itself, or its record of the route's kind. */
function ownValue(name: string, kind: ParamKind): string | number {
  if (kind === 'record') return globex.firstId
  if (kind === 'file') return FIXTURE_FILE
  return name === 'companySlug' ? globex.company.slug : globex.company.id
}

/** Acme's values for a parameter: every id Acme owns, or Acme itself unless the route is public. */
function acmeValues(route: Route, param: Route['params'][number]): (string | number)[] {
  if (param.kind === 'record') return acme.ids
  if (param.kind === 'file') return []
  if (route.isPublic) return []
  return [param.name === 'companySlug' ? acme.company.slug : acme.company.id]
}

/**
 * The parameter values to ask a route with, each naming something of Acme's: one parameter given
 * each of Acme's values while the others are the caller's own (Acme's file under Globex's
 * employee), and every parameter Acme's (Acme's file under Acme's employee). `missing` is the
 * same request for a record that does not exist.
 */
function assignments(route: Route): { values: Values; missing: Values }[] {
  const own = Object.fromEntries(route.params.map((p) => [p.name, ownValue(p.name, p.kind)]))
  const found = new Map<string, Values>()
  const add = (values: Values) => found.set(JSON.stringify(values), values)
  for (const param of route.params) {
    for (const value of acmeValues(route, param)) add({ ...own, [param.name]: value })
  }
  for (const id of acme.ids) {
    const all = route.params.map((p) => [
      p.name,
      p.kind === 'record' ? id : acmeValues(route, p)[0],
    ])
    add({ ...own, ...Object.fromEntries(all.filter(([, value]) => value !== undefined)) })
  }
  return [...found.values()].map((values) => ({
    values,
    missing: Object.fromEntries(
      Object.entries(values).map(([name, value]) => [
        name,
        value === own[name] || typeof value === 'string' ? value : missingId,
      ]),
    ),
  }))
}

interface Answer {
  status: number
  type: string | null
  /** Where a redirect goes (a data request's redirect is a 204 with X-Remix-Redirect). */
  location: string | null
  text: string
}

/** One request as Globex's admin (or as nobody): a page's data or resource request, a REST call. */
async function call(
  route: Route,
  method: string,
  url: string,
  form: Record<string, string>,
  signedIn = true,
): Promise<Answer> {
  const headers = new Headers({ [CLIENT_IP_HEADER]: uniqueIp(), 'user-agent': 'cross-tenant' })
  if (signedIn) {
    if (route.kind === 'api') headers.set('authorization', `Bearer ${token}`)
    else headers.set('cookie', cookie)
  }
  let body: string | undefined
  if (method !== 'GET') {
    // REST clients may send a form too (readBody), and an upload route reads nothing else.
    headers.set('content-type', 'application/x-www-form-urlencoded')
    body = new URLSearchParams(form).toString()
  }
  const target = route.isResource ? url : `${url}?_data=${encodeURIComponent(route.name)}`
  const response = await handle(new Request(`http://localhost${target}`, { method, headers, body }))
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    location: response.headers.get('x-remix-redirect') ?? response.headers.get('location'),
    text: await response.text(),
  }
}

/**
 * The field errors of a refused form, whatever shape the route replies in: the API's
 * `{field: [..]}`, Conform's `{error: {..}}` (possibly under `reply`), or `{fieldErrors}`.
 */
function fieldErrors(answer: Answer): Record<string, string[]> {
  if (answer.status !== 400 || !answer.type?.includes('json')) return {}
  const parsed = JSON.parse(answer.text) as Record<string, unknown>
  const candidates = [
    parsed.error,
    parsed.fieldErrors,
    (parsed.reply as { error?: unknown })?.error,
    parsed,
  ]
  const errors = candidates.find(
    (candidate): candidate is Record<string, unknown> =>
      !!candidate && typeof candidate === 'object' && Object.values(candidate).some(Array.isArray),
  )
  if (!errors) return {}
  return Object.fromEntries(
    Object.entries(errors).filter(
      (entry): entry is [string, string[]] =>
        Array.isArray(entry[1]) && entry[0] !== 'non_field_errors' && entry[0] !== '',
    ),
  )
}

/**
 * Values to try, in turn, for a field the route's validation asks for: text, the caller's own
 * record id (every kind has one at the same id), a colour, an email address, a date.
 */
const PLAUSIBLE = (field: string, messages: string[]) => {
  const all = [
    'Cross-tenant check',
    String(globex.firstId),
    '#336699',
    'x@example.test',
    '2030-01-01',
  ]
  if (field === 'version' || /number|nan|integer/i.test(messages.join(' '))) return ['1', ...all]
  return all
}

/**
 * Asks a route, filling in the fields its own validation says are missing or wrong (a few
 * rounds), so a write reaches the code that looks the record up instead of stopping at an empty
 * form. Then asks the same for a record that does not exist.
 */
async function ask(route: Route, method: string, values: Values, missing: Values, intent?: string) {
  const form: Record<string, string> = intent ? { intent } : {}
  const tried: Record<string, number> = {}
  const url = pathOf(route, values)
  let answer = await call(route, method, url, form)
  for (let round = 0; round < 6; round++) {
    const errors = Object.entries(fieldErrors(answer)).filter(
      ([field, messages]) => (tried[field] ?? -1) + 1 < PLAUSIBLE(field, messages).length,
    )
    if (!errors.length) break
    for (const [field, messages] of errors) {
      tried[field] = (tried[field] ?? -1) + 1
      form[field] = PLAUSIBLE(field, messages)[tried[field]]!
    }
    answer = await call(route, method, url, form)
  }
  const nothing = await call(route, method, pathOf(route, missing), form)
  return { url, form, answer, nothing }
}

const sameAnswer = (a: Answer, b: Answer) =>
  a.status === b.status && a.location === b.location && a.text === b.text

/**
 * What an answer about Acme's record may be. 404 (the API's as JSON), and nothing else, except
 * answers that are exactly what the same request gets for a record that does not exist, and
 * that say nothing about any record:
 * - 405: the route does not take this method at all (a resource route's action takes PATCH);
 * - 400: the form was refused before any record was looked up (the test fills in what the
 *   validation names; a rule of the form it cannot name, e.g. "send a responsibility or an
 *   employee", stops it there);
 * - a redirect: a page action that answers a missing record by going back with an error flash
 *   (deleting a knowledge file).
 * Returns why the answer is wrong, or null.
 */
function wrongAnswer(route: Route, answer: Answer, nothing: Answer): string | null {
  if (answer.status === 404) {
    if (route.kind === 'api' && !answer.type?.includes('application/json')) return 'not JSON'
    return null
  }
  const allowed = [405, 400].includes(answer.status) || answer.location !== null
  if (allowed && sameAnswer(answer, nothing)) return null
  return `answered ${answer.status}, not 404`
}

/** Routes whose control may answer 404 for the caller's own record too, and why. */
const OWN_RECORD_NOT_SHOWN: Record<string, string> = {
  'routes/_app+/account.employee.$id.photo': "the fixture's employee has no photo",
  'routes/_app+/knowledgebase.files_.$fileId_.preview':
    "only office documents have a preview; the fixture's file is plain text",
  'routes/_app+/account.company-files_.$fileId_.preview':
    "only office documents have a preview; the fixture's file is not one",
  'routes/_app+/account.employee_.$id_.files_.$fileId_.preview':
    "only office documents have a preview; the fixture's file is not one",
}

/**
 * Tables with an id and a company whose records no route names by id, so Acme needs none:
 * whatever is in them is still in the snapshot that must not change.
 */
const NOT_NAMED_BY_ROUTES: Record<string, string> = {
  account_tokens: 'reached by their token, never by id',
  audit_log: 'written by the app, read only as a list',
  company_coupons: 'reached by their code',
  sessions: 'reached by their token',
}

const notFoundByRule: string[] = []
const publicApi: string[] = []

describe('every route naming a record, asked by another company for it', () => {
  it('has a record of Acme in every table a route can name', async () => {
    const missing = await tablesWithoutRowsOf(acme.company.id)
    expect(missing.filter((table) => !(table in NOT_NAMED_BY_ROUTES))).toEqual([])
    expect(globex.ids.filter((id) => acme.ids.includes(id))).toEqual([])
  })

  it.each(covered.map((route) => [route.name, route] as const))('%s', async (_name, route) => {
    if (route.kind === 'api') {
      // A route registered with publicRoute() answers without a token: it serves what a company
      // published to everyone (a public knowledge base), whoever asks. Others answer 401.
      const own = Object.fromEntries(route.params.map((p) => [p.name, ownValue(p.name, p.kind)]))
      const anonymous = await call(route, route.methods[0]!, pathOf(route, own), {}, false)
      if (anonymous.status !== 401) {
        publicApi.push(route.name)
        return
      }
    }
    const problems: string[] = []
    if (route.methods.includes('GET')) {
      // The control: the caller's own record, at the same URL, is there. A 404 for Acme's is then
      // an answer about Acme's record, not about a URL that names nothing.
      const own = Object.fromEntries(route.params.map((p) => [p.name, ownValue(p.name, p.kind)]))
      const answer = await call(route, 'GET', pathOf(route, own), {})
      if (answer.status === 404 && !(route.name in OWN_RECORD_NOT_SHOWN)) {
        problems.push(`the caller's own record answers 404 too: ${answer.text.slice(0, 80)}`)
      }
    }
    for (const { values, missing } of assignments(route)) {
      for (const method of route.methods) {
        const intents = method === 'GET' || !route.intents.length ? [undefined] : route.intents
        for (const intent of intents) {
          const { url, form, answer, nothing } = await ask(route, method, values, missing, intent)
          const wrong = wrongAnswer(route, answer, nothing)
          if (!wrong && answer.status !== 404)
            notFoundByRule.push(`${method} ${url} → ${answer.status}`)
          if (wrong) {
            problems.push(
              `${method} ${url} ${JSON.stringify(form)}: ${wrong}: ${answer.location ?? ''}${answer.text.slice(0, 200)} ` +
                `(a missing record: ${nothing.status} ${nothing.text.slice(0, 80)})`,
            )
          }
        }
      }
    }
    expect(problems).toEqual([])
  })

  it('changes nothing of the other company', async () => {
    expect(await snapshotOf(acme.company.id)).toEqual(before)
  })
})

afterAll(() => {
  console.info(
    [
      `cross-tenant: ${covered.filter((r) => r.kind === 'page').length} page routes and ` +
        `${covered.filter((r) => r.kind === 'api').length - publicApi.length} API routes asked for Acme's records.`,
      `Not asked (a parameter names no record by id, or only the caller's own company): ` +
        excluded.map((r) => r.name).join(', '),
      `Public API routes (answer without a token): ${publicApi.join(', ')}`,
      `Answered like a missing record without a 404 (by rule): ${notFoundByRule.length}`,
      ...notFoundByRule.map((line) => `  ${line}`),
    ].join('\n'),
  )
})
