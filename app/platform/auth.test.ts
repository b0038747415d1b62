import type { AppLoadContext } from '@remix-run/node'
import { describe, expect, it } from 'vitest'
import { makeCompanyWithAdmin, signedIn } from '#tests/factories/accounts'
import { revokeSession } from '~/domains/accounts/sessions.server'
import { lookupRequestSession, safeRedirectPath, sessionCookieHeader } from './auth.server'
import { db } from './db.server'

async function requestsFor(token: string) {
  const probe = new Request('http://localhost/')
  const cookie = (await sessionCookieHeader(probe, token)).split(';')[0]!
  return (method: 'GET' | 'POST') =>
    new Request('http://localhost/account/dashboard', { method, headers: { cookie } })
}

describe('lookupRequestSession', () => {
  it('looks the session up once per page view, but afresh for actions and new requests', async () => {
    const { company, admin } = await makeCompanyWithAdmin()
    const { token, sessionId } = await signedIn(admin.user, company)
    const request = await requestsFor(token)
    const pageView: AppLoadContext = {}

    expect(await lookupRequestSession(request('GET'), pageView)).toMatchObject({ status: 'active' })
    await revokeSession(db, sessionId)

    // The other loaders of the same page view share the first answer …
    expect(await lookupRequestSession(request('GET'), pageView)).toMatchObject({ status: 'active' })
    // … an action never does, and the next request sees the revocation.
    expect(await lookupRequestSession(request('POST'), pageView)).toEqual({ status: 'missing' })
    expect(await lookupRequestSession(request('GET'), {})).toEqual({ status: 'missing' })
    expect(await lookupRequestSession(request('GET'))).toEqual({ status: 'missing' })
  })
})

describe('safeRedirectPath', () => {
  it.each([
    ['/account/dashboard?x=1#top', '/account/dashboard?x=1#top'],
    ['/knowledgebase/articles', '/knowledgebase/articles'],
    // A browser drops tabs and newlines, so this is '/account/dashboard' to it as well.
    ['/account/\tdashboard', '/account/dashboard'],
  ])('follows a path of this site: %j', (given, followed) => {
    expect(safeRedirectPath(given)).toBe(followed)
  })

  it.each([
    '//evil.example',
    '/\\evil.example',
    'https://evil.example',
    'evil.example',
    // Control characters and whitespace that a browser removes, leaving '//evil.example'.
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r\n/evil.example',
    ' //evil.example',
    '/ /evil.example',
    '/\u0000/evil.example',
    '/\t\\evil.example',
    '\t//evil.example',
  ])('falls back for a target off this site: %j', (given) => {
    expect(safeRedirectPath(given, '/fallback')).toBe('/fallback')
  })

  it('falls back for no target or a file', () => {
    expect(safeRedirectPath(null)).toBe('/')
    expect(safeRedirectPath(undefined, '/x')).toBe('/x')
    expect(safeRedirectPath(new File([], 'a.txt'), '/x')).toBe('/x')
  })
})
