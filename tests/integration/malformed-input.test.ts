import { createRequestHandler } from '@remix-run/node'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Company } from '~/domains/company/company.tables'
import type { User } from '~/domains/accounts/accounts.tables'
import { issueAccessToken, sessionCookieHeader } from '~/platform/auth.server'
import { CLIENT_IP_HEADER } from '~/platform/request-meta.server'
import { makeMember, signedIn } from '#tests/factories/accounts'
import { makeCompanyWithOneOfEverything } from '#tests/factories/one-of-every-kind'
import { uniqueIp } from '#tests/factories/request'
import {
  apiEndpoints,
  fillPath,
  intentsOf,
  pathParams,
  readPageRoutes,
} from '#tests/support/route-table'
import { applicationTables, startIdsAboveAll } from '#tests/support/tenant-data'

/*
 * Issue 17: no input makes a write route answer 5xx. Every write route of the route table (the
 * REST API's POST/PUT/PATCH/DELETE as its Hono app registered them, every page action as
 * remix.config.js defines them), asked by an admin of the company that owns the records it
 * names, gets malformed JSON, the wrong content type, values of the wrong type, NUL bytes, 1 MB
 * strings, an empty update, a corrupt image and ids that are not ids. Each answer must be below
 * 500, and a refusal must say why. A new route is covered the moment it exists.
 *
 * A second walk asks every API write route as an employee without any role flag. Whether a route
 * refuses them is found with a body its validation accepts (filled in as its messages ask); a
 * route that refuses them must refuse an empty and a broken body too, before it reads them (403,
 * not the 400 that would teach them the rules of an action they may not take). No route is
 * excepted. Page actions have their own walk (page-action-permission.test.ts).
 */

const pages = await readPageRoutes()
const handle = createRequestHandler(pages.build, 'production')

const WRITES = ['POST', 'PUT', 'PATCH', 'DELETE']

interface WriteRoute {
  kind: 'page' | 'api'
  name: string
  path: string
  method: string
  /** A page route without a component: answered as a resource, not as data. */
  isResource: boolean
  intents: (string | undefined)[]
}

/** The REST API's own mount (a page route) is walked through the API's table instead. */
const API_MOUNT = 'routes/$module.api.$'

const pageRoutes: WriteRoute[] = pages.routes
  .filter((route) => route.module.action && route.id !== API_MOUNT)
  .map((route) => {
    const intents = intentsOf(route.file)
    return {
      kind: 'page' as const,
      name: route.id,
      path: route.path,
      method: 'POST',
      isResource: route.module.default == null && route.module.ErrorBoundary == null,
      intents: intents.length ? intents : [undefined],
    }
  })

const apiRoutes: WriteRoute[] = (await apiEndpoints())
  .filter((route) => WRITES.includes(route.method))
  .map((route) => ({
    kind: 'api' as const,
    name: `${route.method} ${route.path}`,
    path: route.path,
    method: route.method,
    isResource: true,
    intents: [undefined],
  }))
const apiReads = (await apiEndpoints())
  .filter((route) => route.method === 'GET')
  .map((route) => route.path)

// Deleting comes last, so the other routes find the records the deletes remove.
const byDeletesLast = (a: WriteRoute, b: WriteRoute) =>
  Number(a.method === 'DELETE') - Number(b.method === 'DELETE')
const writeRoutes = [...apiRoutes, ...pageRoutes].sort(byDeletesLast)

let acme: { company: Company; admin: User; firstId: number }
let employee: User

interface Credentials {
  cookie: string
  token: string
}

/** A session of its own for each route: a route may sign out or revoke the one it is given. */
async function credentialsOf(user: User, company: Company): Promise<Credentials> {
  const session = await signedIn(user, company)
  const setCookie = await sessionCookieHeader(new Request('http://localhost/'), session.token)
  return {
    cookie: setCookie.split(';')[0]!,
    token: await issueAccessToken({ sessionId: session.sessionId, userId: user.id }),
  }
}

beforeAll(async () => {
  corruptPng = await makeCorruptPng()
  const firstId = await startIdsAboveAll(applicationTables())
  const made = await makeCompanyWithOneOfEverything('Acme')
  acme = { company: made.company, admin: made.admin.user, firstId }
  employee = (await makeMember(made.company)).user
}, 120_000)

/** A parameter's value: Acme's record of the route's kind (all start at one id), or Acme itself. */
function paramValues(path: string, id: string | number = acme.firstId) {
  return Object.fromEntries(
    pathParams(path)
      .filter((name) => name !== '*')
      .map((name) => {
        if (name === 'companySlug') return [name, acme.company.slug]
        if (name === 'companyId') return [name, acme.company.id]
        if (name === 'uuid') return [name, acme.admin.uuid]
        return [name, id]
      }),
  )
}

type Body =
  | { json: unknown }
  | { raw: string; type: string }
  | { form: Record<string, string> }
  | { multipart: FormData }

interface Answer {
  status: number
  type: string | null
  text: string
}

async function call(
  route: WriteRoute,
  url: string,
  body: Body,
  as: Credentials,
  method = route.method,
): Promise<Answer> {
  const headers = new Headers({ [CLIENT_IP_HEADER]: uniqueIp(), 'user-agent': 'malformed-input' })
  if (route.kind === 'api') headers.set('authorization', `Bearer ${as.token}`)
  else headers.set('cookie', as.cookie)
  let payload: BodyInit | undefined
  if ('json' in body) {
    headers.set('content-type', 'application/json')
    payload = JSON.stringify(body.json)
  } else if ('raw' in body) {
    headers.set('content-type', body.type)
    payload = body.raw
  } else if ('form' in body) {
    headers.set('content-type', 'application/x-www-form-urlencoded')
    payload = new URLSearchParams(body.form).toString()
  } else {
    payload = body.multipart
  }
  const target = route.isResource ? url : `${url}?_data=${encodeURIComponent(route.name)}`
  const response = await handle(
    new Request(`http://localhost${target}`, {
      method,
      headers,
      body: method === 'GET' ? undefined : payload,
    }),
  )
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    text: await response.text(),
  }
}

/**
 * The fields a refused request names, with their messages: the API's `{field: [..]}` or a form
 * reply's errors.
 */
function namedFields(answer: Answer): [string, string[]][] {
  if (answer.status !== 400 || !answer.type?.includes('json')) return []
  const parsed = JSON.parse(answer.text) as Record<string, unknown>
  const reply = (parsed.reply ?? parsed) as Record<string, unknown>
  const errors = (reply.error ?? reply.fieldErrors ?? reply) as Record<string, unknown>
  if (!errors || typeof errors !== 'object') return []
  return Object.entries(errors).filter(
    (entry): entry is [string, string[]] =>
      Array.isArray(entry[1]) && entry[0] !== 'non_field_errors' && entry[0] !== '',
  )
}

/**
 * Values a named field may need to pass, tried in turn: text, a number (a version), a record id
 * (filled in: every kind has one at Acme's first id), a date, an email, a colour, a flag, a web
 * address, a domain name.
 */
const PLAUSIBLE = [
  'Malformed check',
  '1',
  '',
  '2030-01-01',
  'x@example.test',
  '#336699',
  'true',
  'https://example.test/',
  'help.example.test',
]

/** A JSON value of the type an API message asks for ("Expected array, received string"). */
function typedValue(messages: string[]): unknown {
  const expected = /Expected (array|object|boolean|number)/.exec(messages.join(' '))?.[1]
  const values: Record<string, unknown> = { array: [acme.firstId], object: {}, boolean: true }
  return expected && (values[expected] ?? 1)
}

interface Probe {
  /** Whom to ask: Acme's admin unless said. */
  as?: Credentials
  /**
   * Every value in turn, and JSON values of the type an API message asks for (a list of Acme's
   * ids, an object), so that a bulk route's body passes too. Only for a caller the route
   * refuses: for the admin, a bulk route would then really delete Acme's records before the
   * other routes are asked (the admin's few rounds try the first values only).
   */
  thorough?: boolean
}

/**
 * A body the route's validation mostly accepts, found by filling in what it names (a few rounds),
 * and the route's answer to it.
 */
async function plausibleBody(
  route: WriteRoute,
  url: string,
  intent: string | undefined,
  { as, thorough = false }: Probe = {},
) {
  const form: Record<string, unknown> = intent ? { intent } : {}
  const tried: Record<string, number> = {}
  const caller = as ?? (await credentialsOf(acme.admin, acme.company))
  let answer = await call(route, url, bodyOf(route, form), caller)
  for (let round = 0; round < (thorough ? PLAUSIBLE.length : 4); round++) {
    const fields = namedFields(answer).filter(
      ([field]) => (tried[field] ?? -1) + 1 < PLAUSIBLE.length,
    )
    if (!fields.length) break
    for (const [field, messages] of fields) {
      tried[field] = (tried[field] ?? -1) + 1
      const asked = thorough && route.kind === 'api' ? typedValue(messages) : undefined
      form[field] = asked ?? (PLAUSIBLE[tried[field]]! || String(acme.firstId))
    }
    answer = await call(route, url, bodyOf(route, form), caller)
  }
  return { form, answer }
}

const bodyOf = (route: WriteRoute, form: Record<string, unknown>): Body =>
  route.kind === 'api' ? { json: form } : { form: form as Record<string, string> }

/**
 * A PNG whose header reads as a 64×64 image and whose pixel data cannot be decoded: an image
 * library accepts the header and fails on the pixels.
 */
async function makeCorruptPng(): Promise<Uint8Array<ArrayBuffer>> {
  const png = await sharp({
    create: { width: 64, height: 64, channels: 3, background: '#336699' },
  })
    .png()
    .toBuffer()
  const pixels = png.indexOf('IDAT') + 4
  png.fill(0xff, pixels, png.length - 12)
  return Uint8Array.from(png)
}
let corruptPng: Uint8Array<ArrayBuffer>
const FILE_FIELDS = ['file', 'photo', 'logo', 'company_logo', 'image', 'upload']
const MEGABYTE = 'x'.repeat(1024 * 1024)

/**
 * The malformed requests for one route: a name for each, and its body. A value that validation
 * may let through to the database (a NUL byte, a number out of any column's range) is tried in
 * each field alone, the rest of the body plausible; values that only validation has to refuse
 * (wrong types, 1 MB) are tried in every field at once.
 */
function malformations(route: WriteRoute, base: Record<string, unknown>): [string, Body][] {
  const fields = Object.keys(base).filter((field) => field !== 'intent')
  const keep = base.intent ? { intent: base.intent } : {}
  const everyField = (value: unknown) => ({
    ...base,
    ...Object.fromEntries([...fields, 'name'].map((field) => [field, value])),
  })
  const asBody = (values: Record<string, unknown>): Body =>
    route.kind === 'api' ? { json: values } : { form: values as Record<string, string> }
  const image = new FormData()
  for (const [field, value] of Object.entries(base)) image.set(field, String(value))
  for (const field of new Set([...fields, ...FILE_FIELDS])) {
    image.set(field, new File([corruptPng], 'photo.png', { type: 'image/png' }))
  }
  const cases: [string, Body][] = [
    ['an empty body', asBody(keep)],
    ['a corrupt image', { multipart: image }],
    ['1 MB in every field', asBody(everyField(MEGABYTE))],
    ...[...fields, 'name'].map((field): [string, Body] => [
      `a NUL byte in ${field}`,
      asBody({ ...base, [field]: 'Malformed\u0000check' }),
    ]),
  ]
  if (route.kind === 'api') {
    cases.push(
      ['malformed JSON', { raw: '{"name": ', type: 'application/json' }],
      ['a body of another type', { raw: 'name=x', type: 'text/plain' }],
      ['a JSON array', { json: [1, 2, 3] }],
      ['an object in every field', { json: everyField({ $gt: '' }) }],
      ['a list in every field', { json: everyField([1, 'two']) }],
      ['null in every field', { json: everyField(null) }],
      ...fields.map((field): [string, Body] => [
        `a huge number as ${field}`,
        { json: { ...base, [field]: 1e308 } },
      ]),
    )
  }
  return cases
}

/** Why an answer is wrong, or null: a 5xx, or a refusal that does not say why. */
function wrongAnswer(answer: Answer): string | null {
  if (answer.status >= 500) return `answered ${answer.status}: ${answer.text.slice(0, 200)}`
  if (answer.status >= 400 && answer.status !== 405 && !answer.text.trim()) {
    return `answered ${answer.status} without a message`
  }
  return null
}

const NOT_IDS = ['abc', '99999999999']
const counted = { requests: 0 }

describe('every write route, given malformed input by an admin of the owning company', () => {
  it.each(writeRoutes.map((route) => [route.name, route] as const))('%s', async (_name, route) => {
    const problems: string[] = []
    const url = fillPath(route.path, paramValues(route.path))
    for (const intent of route.intents) {
      const { form: base } = await plausibleBody(route, url, intent)
      const as = await credentialsOf(acme.admin, acme.company)
      for (const [what, body] of malformations(route, base)) {
        const wrong = wrongAnswer(await call(route, url, body, as))
        counted.requests += 1
        if (wrong) problems.push(`${intent ?? ''} ${what}: ${wrong}`)
      }
    }
    if (pathParams(route.path).some((name) => /^(id|[a-z]+Id)$/.test(name))) {
      const as = await credentialsOf(acme.admin, acme.company)
      for (const notAnId of NOT_IDS) {
        const path = fillPath(route.path, paramValues(route.path, notAnId))
        const wrong = wrongAnswer(await call(route, path, bodyOf(route, {}), as))
        counted.requests += 1
        if (wrong) problems.push(`the id ${notAnId}: ${wrong}`)
      }
    }
    expect(problems).toEqual([])
  })

  // One test per list: in one test, every list together outlasted the time limit.
  it.each(apiReads)('GET %s answers a NUL byte in its query string without a 5xx', async (path) => {
    const as = await credentialsOf(acme.admin, acme.company)
    const route: WriteRoute = { ...apiRoutes[0]!, path, method: 'GET' }
    const url = `${fillPath(path, paramValues(path))}?search=%00&q=a%00b&page=%00`
    expect(wrongAnswer(await call(route, url, { json: {} }, as, 'GET'))).toBeNull()
  })
})

describe('every API write route, asked by an employee without any role flag', () => {
  it.each(apiRoutes.map((route) => [route.name, route] as const))(
    '%s refuses before it reads the body',
    async (_name, route) => {
      const url = fillPath(route.path, paramValues(route.path))
      const as = await credentialsOf(employee, acme.company)
      // Whether the route refuses them: asked with a body its validation accepts.
      const { answer: filled } = await plausibleBody(route, url, undefined, { as, thorough: true })
      const answers = []
      for (const body of [{ json: {} }, { raw: '{', type: 'application/json' }] as Body[]) {
        answers.push(await call(route, url, body, as))
      }
      if (![filled, ...answers].some((answer) => answer.status === 403)) return
      // The employee may not do this at all: an empty or broken body must not change the answer
      // into the rules of the form (a 400 naming its fields).
      const validatedFirst = answers
        .filter((answer) => answer.status !== 403)
        .map((answer) => `${answer.status} ${answer.text.slice(0, 100)}`)
      expect(validatedFirst).toEqual([])
    },
  )
})

afterAll(() => {
  console.info(
    `malformed input: ${apiRoutes.length} API and ${pageRoutes.length} page write routes, ` +
      `${counted.requests} malformed requests, ${apiReads.length} API reads with a NUL query.`,
  )
})
