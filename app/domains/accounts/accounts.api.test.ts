import { SignJWT } from 'jose'
import { describe, expect, it } from 'vitest'
import {
  makeCompany,
  makeCompanyWithAdmin,
  makeMember,
  TEST_PASSWORD,
  uniqueEmail,
} from '#tests/factories/accounts'
import { auditEntries } from '#tests/factories/audit'
import { linkInText, waitForSent, withMailOutbox } from '#tests/factories/outbox'
import { uniqueIp } from '#tests/factories/request'
import { action as apiRouteAction } from '~/routes/$module.api.$'
import { createApiApp } from '~/platform/api.server'
import { CLIENT_IP_HEADER } from '~/platform/request-meta.server'
import { accountsApi } from './accounts.api.server'
import { MESSAGES, RESET_REQUESTED } from './accounts.messages'
import { lookupSession } from './sessions.server'
import { FREE_FAILURES } from './signin-throttle.server'

// The REST API in-process: the same Hono app the $module.api.$ route serves.
const api = createApiApp({ account: [async () => accountsApi] })

const NEW_PASSWORD = 'a-brand-new-passphrase'
const NOT_AUTHENTICATED = 'Authentication credentials were not provided.'
const BAD_TOKEN = 'Given token not valid for any token type'

interface CallOptions {
  body?: unknown
  form?: Record<string, string>
  token?: string
  ip?: string
  rawBody?: string
}

/** One request as a REST client sends it, from its own IP unless told otherwise. */
async function call(method: string, path: string, options: CallOptions = {}) {
  const headers = new Headers({
    [CLIENT_IP_HEADER]: options.ip ?? uniqueIp(),
    'user-agent': 'api-client/1.0',
  })
  if (options.token) headers.set('authorization', `Bearer ${options.token}`)
  let body: string | undefined
  if (options.body !== undefined || options.rawBody !== undefined) {
    headers.set('content-type', 'application/json')
    body = options.rawBody ?? JSON.stringify(options.body)
  } else if (options.form) {
    headers.set('content-type', 'application/x-www-form-urlencoded')
    body = new URLSearchParams(options.form).toString()
  }
  const response = await api.fetch(
    new Request(`http://localhost${path}`, { method, headers, body }),
  )
  expect(response.headers.get('content-type')).toMatch(/^application\/json/)
  return { status: response.status, json: (await response.json()) as Record<string, unknown> }
}

const post = (path: string, options?: CallOptions) => call('POST', path, options)
const get = (path: string, options?: CallOptions) => call('GET', path, options)

async function obtainTokens(email: string, password = TEST_PASSWORD) {
  const response = await post('/account/api/token/', { body: { email, password } })
  expect(response.status).toBe(200)
  return response.json as { access: string; refresh: string }
}

async function aMember() {
  const company = await makeCompany()
  const { user, membership } = await makeMember(company)
  return { company, user, membership, ...(await obtainTokens(user.email)) }
}

/** An access token signed by the app's key derivation (see platform/auth.server.ts). */
function accessTokenSignedWith(secret: string, claims: { sid: number; exp: number }) {
  return new SignJWT({ sid: claims.sid })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject('1')
    .setIssuedAt()
    .setExpirationTime(claims.exp)
    .sign(new TextEncoder().encode(`access-token:${secret}`))
}

describe('POST account/api/token/', () => {
  it('exchanges email and password for an access and a refresh token', async () => {
    const company = await makeCompany()
    const { user } = await makeMember(company)

    const { status, json } = await post('/account/api/token/', {
      body: { email: user.email.toUpperCase(), password: TEST_PASSWORD },
    })

    expect(status).toBe(200)
    expect(Object.keys(json).sort()).toEqual(['access', 'refresh'])
    expect(json.access).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/)
    const session = await lookupSession({ token: json.refresh as string })
    expect(session).toMatchObject({
      status: 'active',
      actor: { userId: user.id, companyId: company.id },
    })
    const companies = await get('/account/api/my_companies/', { token: json.access as string })
    expect(companies.status).toBe(200)
  })

  it('accepts a form-encoded body and a path without the trailing slash', async () => {
    const company = await makeCompany()
    const { user } = await makeMember(company)

    const { status, json } = await post('/account/api/token', {
      form: { email: user.email, password: TEST_PASSWORD },
    })

    expect(status).toBe(200)
    expect(json).toHaveProperty('access')
  })

  it('answers wrong credentials with 401 and the generic message', async () => {
    const company = await makeCompany()
    const { user } = await makeMember(company)

    for (const email of [user.email, uniqueEmail('nobody')]) {
      const response = await post('/account/api/token/', {
        body: { email, password: 'wrong-password' },
      })
      expect(response).toEqual({ status: 401, json: { detail: MESSAGES.badCredentials } })
    }
  })

  it('answers invalid input with 400 and the messages per field', async () => {
    const response = await post('/account/api/token/', { body: { email: 'not-an-email' } })

    expect(response).toEqual({
      status: 400,
      json: {
        email: ['Enter an email address in the correct format, like name@example.com'],
        password: ['Enter your password'],
      },
    })
  })

  it('answers a body that is not JSON with 400', async () => {
    const response = await post('/account/api/token/', { rawBody: '{"email": ' })
    expect(response.status).toBe(400)
    expect(response.json.detail).toMatch(/JSON parse error/)
  })

  it(`makes an address that failed ${FREE_FAILURES} times wait (429), even with the right password`, async () => {
    const company = await makeCompany()
    const { user } = await makeMember(company)
    const ip = uniqueIp()

    for (let i = 0; i < FREE_FAILURES; i += 1) {
      const failed = await post('/account/api/token/', {
        ip,
        body: { email: uniqueEmail(`guess${i}`), password: 'guess' },
      })
      expect(failed.status).toBe(401)
    }
    const blocked = await post('/account/api/token/', {
      ip,
      body: { email: user.email, password: TEST_PASSWORD },
    })

    expect(blocked).toEqual({ status: 429, json: { detail: MESSAGES.throttled } })
  })
})

describe('POST account/api/token/refresh/', () => {
  it('issues a new access token and a new refresh token for a live refresh token', async () => {
    const { refresh } = await aMember()

    const { status, json } = await post('/account/api/token/refresh/', { body: { refresh } })

    expect(status).toBe(200)
    expect(Object.keys(json).sort()).toEqual(['access', 'refresh'])
    expect(json.refresh).not.toBe(refresh)
    const companies = await get('/account/api/my_companies/', { token: json.access as string })
    expect(companies.status).toBe(200)
    // The new refresh token is good for the next exchange.
    const next = await post('/account/api/token/refresh/', { body: { refresh: json.refresh } })
    expect(next.status).toBe(200)
  })

  it('takes each refresh token once: a second use revokes the session and all its tokens', async () => {
    const { refresh, user } = await aMember()
    const first = await post('/account/api/token/refresh/', { body: { refresh } })
    const { access, refresh: rotated } = first.json as { access: string; refresh: string }

    // Someone replays the token that was already exchanged.
    expect(await post('/account/api/token/refresh/', { body: { refresh } })).toEqual({
      status: 401,
      json: { detail: 'Token is invalid or expired' },
    })

    // The whole session is gone: the rightful client's newer tokens stop working too.
    expect((await get('/account/api/my_companies/', { token: access })).status).toBe(401)
    expect((await post('/account/api/token/refresh/', { body: { refresh: rotated } })).status).toBe(
      401,
    )
    const [entry] = await auditEntries({
      action: 'account.refresh_token_reused',
      actorUserId: user.id,
    })
    expect(entry).toMatchObject({ outcome: 'denied', actorUserId: user.id })
  })

  it('rotates once when one refresh token is exchanged twice at the same moment', async () => {
    const { refresh } = await aMember()

    const answers = await Promise.all([
      post('/account/api/token/refresh/', { body: { refresh } }),
      post('/account/api/token/refresh/', { body: { refresh } }),
    ])

    // One exchange wins; the other is a reuse and ends the session.
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401])
    const winner = answers.find((answer) => answer.status === 200)!.json
    expect(
      (await get('/account/api/my_companies/', { token: winner.access as string })).status,
    ).toBe(401)
  })

  it('answers an unknown refresh token with 401 and a missing one with 400', async () => {
    expect(await post('/account/api/token/refresh/', { body: { refresh: 'made-up' } })).toEqual({
      status: 401,
      json: { detail: 'Token is invalid or expired' },
    })
    const missing = await post('/account/api/token/refresh/', { body: {} })
    expect(missing.status).toBe(400)
    expect(missing.json).toEqual({ refresh: [expect.any(String)] })
  })
})

describe('bearer authentication', () => {
  it('answers a request without a token with 401', async () => {
    expect(await get('/account/api/my_companies/')).toEqual({
      status: 401,
      json: { detail: NOT_AUTHENTICATED },
    })
    const basic = await api.fetch(
      new Request('http://localhost/account/api/my_companies/', {
        headers: { authorization: 'Basic dXNlcjpwYXNz' },
      }),
    )
    expect(basic.status).toBe(401)
  })

  it('answers a forged, a garbled and an expired token with 401', async () => {
    const { refresh } = await aMember()
    const found = await lookupSession({ token: refresh })
    if (found.status !== 'active') throw new Error('no session')
    const sid = found.actor.sessionId
    const inAMinute = Math.floor(Date.now() / 1000) + 60
    const aMinuteAgo = Math.floor(Date.now() / 1000) - 60
    const secret = process.env.SESSION_SECRET!

    const forged = await accessTokenSignedWith('someone-elses-secret-0123456789abcdef', {
      sid,
      exp: inAMinute,
    })
    const expired = await accessTokenSignedWith(secret, { sid, exp: aMinuteAgo })
    const valid = await accessTokenSignedWith(secret, { sid, exp: inAMinute })

    for (const token of [forged, expired, 'not.a.jwt', `${valid}x`]) {
      expect(await get('/account/api/my_companies/', { token })).toEqual({
        status: 401,
        json: { detail: BAD_TOKEN },
      })
    }
    // The same construction with a future expiry is accepted: the 401s above are earned.
    expect((await get('/account/api/my_companies/', { token: valid })).status).toBe(200)
  })

  it('stops accepting the access and refresh tokens after logout', async () => {
    const { access, refresh } = await aMember()

    const loggedOut = await post('/account/api/logout/', { token: access })

    expect(loggedOut).toEqual({ status: 200, json: { detail: 'Successfully logged out.' } })
    expect(await get('/account/api/my_companies/', { token: access })).toEqual({
      status: 401,
      json: { detail: BAD_TOKEN },
    })
    expect((await post('/account/api/token/refresh/', { body: { refresh } })).status).toBe(401)
  })
})

describe('companies', () => {
  async function memberOfTwo() {
    const acme = await makeCompany()
    const globex = await makeCompany()
    const { user } = await makeMember(acme)
    await makeMember(globex, { user })
    return { acme, globex, user, ...(await obtainTokens(user.email)) }
  }

  it('lists the user’s companies, the current one marked', async () => {
    const { acme, globex, access } = await memberOfTwo()

    const { status, json } = await get('/account/api/my_companies/', { token: access })

    expect(status).toBe(200)
    expect(json).toHaveLength(2)
    expect(json).toEqual(
      expect.arrayContaining([
        { id: acme.id, company_name: acme.name, company_slug: acme.slug, is_current: true },
        { id: globex.id, company_name: globex.name, company_slug: globex.slug, is_current: false },
      ]),
    )
  })

  it('switches to another company of the user', async () => {
    const { globex, access, refresh } = await memberOfTwo()

    const switched = await post('/account/api/switch_company/', {
      token: access,
      body: { company_id: globex.id },
    })

    expect(switched).toEqual({
      status: 200,
      json: { company_id: globex.id, company_name: globex.name },
    })
    const { json } = await get('/account/api/my_companies/', { token: access })
    const current = (json as unknown as Array<{ id: number; is_current: boolean }>).find(
      (company) => company.is_current,
    )
    expect(current?.id).toBe(globex.id)
    expect(await lookupSession({ token: refresh })).toMatchObject({
      actor: { companyId: globex.id },
    })
  })

  it('answers 404 for another tenant’s company and 400 for a missing or impossible id', async () => {
    const { acme, access, refresh } = await memberOfTwo()
    const { company: stranger } = await makeCompanyWithAdmin()

    expect(
      await post('/account/api/switch_company/', {
        token: access,
        body: { company_id: stranger.id },
      }),
    ).toEqual({ status: 404, json: { detail: 'Company not found.' } })
    expect(await lookupSession({ token: refresh })).toMatchObject({ actor: { companyId: acme.id } })

    expect(
      await post('/account/api/switch_company/', { token: access, body: { company_id: 'x' } }),
    ).toEqual({ status: 400, json: { company_id: ['Choose a company'] } })
    // Past the largest integer id: a validation message, not a database error.
    expect(
      await post('/account/api/switch_company/', {
        token: access,
        body: { company_id: 99_999_999_999 },
      }),
    ).toEqual({ status: 400, json: { company_id: ['Choose a company'] } })
  })
})

describe('activation', () => {
  async function adminWithPendingStaff() {
    const { company, admin } = await makeCompanyWithAdmin()
    const pending = await makeMember(company, { password: null })
    return { company, admin, pending, ...(await obtainTokens(admin.user.email)) }
  }

  it('sends the activation email; set-password/ activates the account and returns tokens', async () => {
    const { company, pending, access } = await adminWithPendingStaff()

    const email = await withMailOutbox(async () => {
      const sent = await post('/account/api/send-activation-email/', {
        token: access,
        body: { staff_id: pending.membership.id },
      })
      expect(sent).toEqual({ status: 200, json: { detail: 'Activation email sent.' } })
      return waitForSent(pending.user.email)
    })
    const link = linkInText(email.textBody, '/auth/set-password/')
    expect(link.pathname).toBe(`/auth/set-password/${pending.user.uuid}`)

    const activated = await post('/account/api/set-password/', {
      body: {
        uuid: pending.user.uuid,
        token: link.searchParams.get('token'),
        new_password: NEW_PASSWORD,
      },
    })

    expect(activated.status).toBe(200)
    expect(activated.json).toMatchObject({
      detail: 'Password has been set.',
      access: expect.any(String),
      refresh: expect.any(String),
    })
    const companies = await get('/account/api/my_companies/', {
      token: activated.json.access as string,
    })
    expect(companies.json).toEqual([expect.objectContaining({ id: company.id, is_current: true })])
    expect((await obtainTokens(pending.user.email, NEW_PASSWORD)).access).toBeTruthy()
  })

  it('answers 404 for a staff id of another company, 403 for staff without rights, 409 when already active', async () => {
    const theirs = await adminWithPendingStaff()
    const ours = await adminWithPendingStaff()
    const colleague = await makeMember(ours.company)
    const colleagueTokens = await obtainTokens(colleague.user.email)

    expect(
      await post('/account/api/send-activation-email/', {
        token: ours.access,
        body: { staff_id: theirs.pending.membership.id },
      }),
    ).toEqual({ status: 404, json: { detail: 'Staff member not found.' } })
    expect(
      await post('/account/api/send-activation-email/', {
        token: colleagueTokens.access,
        body: { staff_id: ours.pending.membership.id },
      }),
    ).toEqual({
      status: 403,
      json: { detail: 'You do not have permission to perform this action.' },
    })
    expect(
      await post('/account/api/send-activation-email/', {
        token: ours.access,
        body: { staff_id: colleague.membership.id },
      }),
    ).toEqual({ status: 409, json: { detail: MESSAGES.alreadyActivated } })
  })

  it('refuses set-password/ with a bad link or a short password', async () => {
    const { pending } = await adminWithPendingStaff()

    expect(
      await post('/account/api/set-password/', {
        body: { uuid: pending.user.uuid, token: 'made-up', new_password: NEW_PASSWORD },
      }),
    ).toEqual({ status: 400, json: { detail: MESSAGES.badActivationLink } })
    expect(
      await post('/account/api/set-password/', {
        body: { uuid: 'nope', token: 'made-up', new_password: 'short' },
      }),
    ).toEqual({
      status: 400,
      json: {
        uuid: ['The link is invalid'],
        new_password: ['Password must be at least 8 characters'],
      },
    })
  })
})

describe('password reset', () => {
  it('emails a link; reset-password-confirm/ sets the new password and signs out the old tokens', async () => {
    const { user, refresh } = await aMember()

    const email = await withMailOutbox(async () => {
      const requested = await post('/account/api/password-reset-request/', {
        body: { email: user.email },
      })
      expect(requested).toEqual({ status: 200, json: { detail: RESET_REQUESTED } })
      return waitForSent(user.email)
    })
    const link = linkInText(email.textBody, '/auth/reset-password-confirm/')
    const [, , , uuid, token] = link.pathname.split('/')
    expect(uuid).toBe(user.uuid)

    const confirmed = await post('/account/api/reset-password-confirm/', {
      body: { uuid, token, new_password: NEW_PASSWORD },
    })

    expect(confirmed).toEqual({ status: 200, json: { detail: 'Password has been reset.' } })
    expect((await post('/account/api/token/refresh/', { body: { refresh } })).status).toBe(401)
    expect(
      (await post('/account/api/token/', { body: { email: user.email, password: TEST_PASSWORD } }))
        .status,
    ).toBe(401)
    await obtainTokens(user.email, NEW_PASSWORD)
    expect(
      await post('/account/api/reset-password-confirm/', {
        body: { uuid, token, new_password: 'yet-another-passphrase' },
      }),
    ).toEqual({ status: 400, json: { detail: MESSAGES.badResetLink } })
  })

  it('answers an unknown email exactly like a known one, and a malformed one with 400', async () => {
    const unknown = await post('/account/api/password-reset-request/', {
      body: { email: uniqueEmail('nobody') },
    })
    expect(unknown).toEqual({ status: 200, json: { detail: RESET_REQUESTED } })

    const malformed = await post('/account/api/password-reset-request/', {
      body: { email: 'nope' },
    })
    expect(malformed).toEqual({
      status: 400,
      json: { email: ['Enter an email address in the correct format, like name@example.com'] },
    })
  })
})

describe('routing', () => {
  it('answers unknown paths and methods with a JSON 404', async () => {
    for (const [method, path] of [
      ['GET', '/account/api/no-such-endpoint/'],
      ['POST', '/nonexistent/api/token/'],
      ['GET', '/account/api/token/'],
    ] as const) {
      expect(await call(method, path)).toEqual({ status: 404, json: { detail: 'Not found.' } })
    }
  })

  it('is what the /{module}/api/* route of the app serves', async () => {
    const company = await makeCompany()
    const { user } = await makeMember(company)
    const request = new Request('http://localhost/account/api/token/', {
      method: 'POST',
      headers: { 'content-type': 'application/json', [CLIENT_IP_HEADER]: uniqueIp() },
      body: JSON.stringify({ email: user.email, password: TEST_PASSWORD }),
    })

    const response = await apiRouteAction({
      request,
      params: { module: 'account', '*': 'token/' },
      context: {},
    })

    expect(response.status).toBe(200)
    expect(await response.json()).toHaveProperty('refresh')
  })
})
