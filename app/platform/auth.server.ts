import { createCookie, redirect, type AppLoadContext } from '@remix-run/node'
import { jwtVerify, SignJWT } from 'jose'
import type { Actor } from '~/platform/actor'
import { lookupSession, type SessionLookup } from '~/domains/accounts/sessions.server'
import { SESSION_ABSOLUTE_MS } from '~/domains/accounts/sessions.server'
import { sessionSecret } from './env.server'
import { AppError } from './errors.server'
import { flashHeader } from './flash.server'

export const SESSION_TIMED_OUT = 'Session timed out. Please log in to proceed.'
export const SIGNIN_PATH = '/auth/signin'

/** Holds only the opaque refresh token; everything else lives in the sessions table. */
const sessionCookie = createCookie('__session', {
  httpOnly: true,
  sameSite: 'lax',
  path: '/',
  secrets: [sessionSecret],
  maxAge: SESSION_ABSOLUTE_MS / 1000,
})

const isHttps = (request: Request) => new URL(request.url).protocol === 'https:'

export function sessionCookieHeader(request: Request, token: string): Promise<string> {
  return sessionCookie.serialize(token, { secure: isHttps(request) })
}

export function clearSessionCookieHeader(request: Request): Promise<string> {
  return sessionCookie.serialize('', { maxAge: 0, secure: isHttps(request) })
}

/**
 * Names the accounts this browser signed in to with their password (ADR 029): such a browser is
 * not slowed by failed guesses from elsewhere. Signed, so it cannot be made up.
 */
const knownDeviceCookie = createCookie('__device', {
  httpOnly: true,
  sameSite: 'lax',
  path: '/',
  secrets: [sessionSecret],
  maxAge: 365 * 24 * 60 * 60,
})
/** A shared computer remembers a few accounts, not everyone who ever used it. */
const KNOWN_ACCOUNTS_KEPT = 5

/** The user ids this browser signed in as before, newest first. */
export async function knownUserIds(request: Request): Promise<number[]> {
  const value: unknown = await knownDeviceCookie.parse(request.headers.get('cookie'))
  return Array.isArray(value) ? value.filter((id): id is number => Number.isInteger(id)) : []
}

/** Remembers that this browser signed in as `userId`. */
export async function knownDeviceCookieHeader(request: Request, userId: number): Promise<string> {
  const others = (await knownUserIds(request)).filter((id) => id !== userId)
  const ids = [userId, ...others].slice(0, KNOWN_ACCOUNTS_KEPT)
  return knownDeviceCookie.serialize(ids, { secure: isHttps(request) })
}

async function readSessionToken(request: Request): Promise<string | null> {
  const value: unknown = await sessionCookie.parse(request.headers.get('cookie'))
  return typeof value === 'string' && value.length > 0 ? value : null
}

async function lookupCookieSession(request: Request): Promise<SessionLookup> {
  const token = await readSessionToken(request)
  return token ? lookupSession({ token }) : { status: 'missing' }
}

/**
 * The session behind the request's cookie, or why there is none. The layout and page loaders of
 * one page view share the load context (server.js makes one per HTTP request), so the session is
 * looked up once per page, not once per loader. Only reads share it: an action may change the
 * session, and the loaders that run after it must see the change.
 */
export function lookupRequestSession(
  request: Request,
  context?: AppLoadContext,
): Promise<SessionLookup> {
  if (!context || request.method !== 'GET') return lookupCookieSession(request)
  context.sessionLookup ??= lookupCookieSession(request)
  return context.sessionLookup
}

export async function getOptionalActor(
  request: Request,
  context?: AppLoadContext,
): Promise<Actor | null> {
  const found = await lookupRequestSession(request, context)
  return found.status === 'active' ? found.actor : null
}

/** Browsers drop tabs and newlines from a URL, and a leading space is trimmed away. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_OR_SPACE = /[\u0000-\u001F\u007F-\u009F\s]/g

/**
 * The one check for every redirect to a target the visitor gave (redirectTo, back, from): only
 * a path of this site is followed, else `fallback`. Control characters and whitespace go first,
 * since a browser ignores them: '/\t/evil.example' would be followed as '//evil.example'. Then
 * '//evil.example', '/\\evil.example' and 'https://evil.example' all fall back.
 */
export function safeRedirectPath(
  to: FormDataEntryValue | string | null | undefined,
  fallback = '/',
): string {
  if (typeof to !== 'string') return fallback
  const path = to.replace(CONTROL_OR_SPACE, '')
  const isLocalPath = path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\')
  if (!isLocalPath) return fallback
  // Whatever else a browser might read into it, it must resolve on this origin.
  const base = 'http://this.origin'
  return new URL(path, base).origin === base ? path : fallback
}

export function signinUrlFor(request: Request): string {
  const url = new URL(request.url)
  const redirectTo = `${url.pathname}${url.search}`
  return redirectTo === '/' ? SIGNIN_PATH : `${SIGNIN_PATH}?${new URLSearchParams({ redirectTo })}`
}

/**
 * The actor for a guarded page. Anonymous visitors go to sign-in remembering the URL; a
 * visitor whose session ran out also gets the 'Session timed out' message.
 */
export async function requireActor(request: Request, context?: AppLoadContext): Promise<Actor> {
  const found = await lookupRequestSession(request, context)
  if (found.status === 'active') return found.actor
  const headers = new Headers()
  if (found.status === 'expired') {
    headers.append('Set-Cookie', await clearSessionCookieHeader(request))
    headers.append('Set-Cookie', await flashHeader({ kind: 'error', message: SESSION_TIMED_OUT }))
  }
  throw redirect(signinUrlFor(request), { headers })
}

// ---- REST access tokens -------------------------------------------------------------------

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60
const jwtKey = new TextEncoder().encode(`access-token:${sessionSecret}`)

/** A short-lived JWT naming the session; the session row is still checked on every call. */
export function issueAccessToken(input: { sessionId: number; userId: number }): Promise<string> {
  return new SignJWT({ sid: input.sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(input.userId))
    .setIssuedAt()
    .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
    .sign(jwtKey)
}

/** The actor behind an `Authorization: Bearer` header; anything wrong is a 401. */
export async function requireApiActor(request: Request): Promise<Actor> {
  const header = request.headers.get('authorization') ?? ''
  const [scheme, token] = header.split(' ')
  if (scheme?.toLowerCase() !== 'bearer' || !token) {
    throw new AppError('UNAUTHENTICATED', 'Authentication credentials were not provided.')
  }
  let sessionId: unknown
  try {
    const { payload } = await jwtVerify(token, jwtKey, { algorithms: ['HS256'] })
    sessionId = payload.sid
  } catch {
    throw new AppError('UNAUTHENTICATED', 'Given token not valid for any token type')
  }
  const found = typeof sessionId === 'number' ? await lookupSession({ sessionId }) : null
  if (found?.status !== 'active') {
    throw new AppError('UNAUTHENTICATED', 'Given token not valid for any token type')
  }
  return found.actor
}

/** Redirects into the app with a freshly issued session cookie (sign-in, sign-up, activation). */
export async function redirectSignedIn(
  request: Request,
  token: string,
  to: string,
  flash?: Parameters<typeof flashHeader>[0],
): Promise<Response> {
  const headers = new Headers({ 'Set-Cookie': await sessionCookieHeader(request, token) })
  if (flash) headers.append('Set-Cookie', await flashHeader(flash))
  return redirect(to, { headers })
}

/** Sign-in and sign-up pages send a visitor who is already signed in on to where they wanted. */
export async function redirectIfSignedIn(request: Request): Promise<void> {
  if (await getOptionalActor(request)) {
    throw redirect(safeRedirectPath(new URL(request.url).searchParams.get('redirectTo')))
  }
}
