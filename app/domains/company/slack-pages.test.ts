import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { makeCompanyWithAdmin } from '#tests/factories/accounts'
import { browserCookie } from '#tests/factories/browser-session'
import { remixHandler } from '#tests/support/remix-handler'
import { SLACK_STAND_IN, startSlackOAuthServer } from '#tests/support/slack-oauth-server'

/*
 * "Connect Slack" through the real routes: the settings' button sends the admin to Slack with a
 * state kept in a cookie for /connect/slack, and Slack's return there completes the connection
 * only with that cookie. Then the settings offer the workspace's channels to post to.
 */

const slack = await startSlackOAuthServer()
const PATHS = ['/account/settings/slack', '/connect/slack', '/account/settings/edit-company']
let handler: Awaited<ReturnType<typeof remixHandler>>

beforeAll(async () => {
  vi.stubEnv('SLACK_CLIENT_ID', SLACK_STAND_IN.clientId)
  vi.stubEnv('SLACK_CLIENT_SECRET', SLACK_STAND_IN.clientSecret)
  vi.stubEnv('SLACK_API_URL', slack.url)
  handler = await remixHandler(PATHS)
}, 120_000)

afterAll(async () => {
  vi.unstubAllEnvs()
  await slack.close()
})

const request = (path: string, cookie: string, init: RequestInit = {}) =>
  handler(
    new Request(`http://app.test${path}`, {
      ...init,
      headers: { cookie, 'user-agent': 'Googlebot/2.1', ...init.headers },
    }),
    {},
  )

/** A form post, as a browser without JavaScript sends it. */
const form = (fields: Record<string, string>): RequestInit => ({
  method: 'POST',
  body: new URLSearchParams(fields),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
})

/** The `name=value` of a Set-Cookie header, for sending it back. */
const cookiePair = (response: Response, name: string) =>
  response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0]!)
    .find((pair) => pair.startsWith(`${name}=`))

describe('Connect Slack', () => {
  it('goes to Slack and back, and connects only the browser that kept the state', async () => {
    const { admin } = await makeCompanyWithAdmin()
    const session = await browserCookie(admin)
    const started = await request('/account/settings/slack', session, form({ intent: 'connect' }))
    expect(started.status).toBe(302)
    const toSlack = new URL(started.headers.get('location')!)
    expect(toSlack.host).toBe('slack.com')
    const state = toSlack.searchParams.get('state')!
    const kept = cookiePair(started, '__slack_oauth')!
    expect(kept).toBeDefined()

    const back = `/connect/slack?${new URLSearchParams({ code: SLACK_STAND_IN.goodCode, state })}`
    const withoutCookie = await request(back, session)
    expect(withoutCookie.headers.get('location')).toBe('/account/settings/edit-company')
    const settings = await request('/account/settings/edit-company', session)
    expect(await settings.text()).toContain('Connect a Slack workspace to this company.')

    const connected = await request(back, `${session}; ${kept}`)
    expect(connected.status).toBe(302)
    expect(cookiePair(connected, '__slack_oauth')).toBe('__slack_oauth=')
    const after = await request('/account/settings/edit-company', session)
    const html = await after.text()
    expect(html).toContain('Connected to the Slack workspace Acme Workspace.')
    expect(html).not.toContain(SLACK_STAND_IN.botToken)
    expect(html).toContain('<option value="C0001">#general</option>')

    const chosen = await request(
      '/account/settings/slack',
      session,
      form({ intent: 'channel', channel: 'C0001' }),
    )
    expect(chosen.headers.get('location')).toBe('/account/settings/edit-company')
    const flash = cookiePair(chosen, '__flash')!
    const withChannel = await (
      await request('/account/settings/edit-company', `${session}; ${flash}`)
    ).text()
    expect(withChannel).toMatch(/<option value="C0001" selected="">#general<\/option>/)
    expect(withChannel).toContain('The Slack channel is saved.')
  })
})
