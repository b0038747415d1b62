import { eq } from 'drizzle-orm'
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { makeCompanyWithAdmin, makeMember, signedIn } from '#tests/factories/accounts'
import { auditEntries } from '#tests/factories/audit'
import { testMeta } from '#tests/factories/request'
import { SLACK_STAND_IN, startSlackOAuthServer } from '#tests/support/slack-oauth-server'
import { db } from '~/platform/db.server'
import { openSecret } from '~/platform/secrets.server'
import { SLACK_MESSAGES } from './slack.schema'
import {
  completeSlackConnect,
  disconnectSlack,
  getSlackStatus,
  startSlackConnect,
} from './slack.server'
import { slackConnections } from './slack.tables'

const slack = await startSlackOAuthServer()
const ORIGIN = 'https://groundwork.example'

beforeEach(() => {
  vi.stubEnv('SLACK_CLIENT_ID', SLACK_STAND_IN.clientId)
  vi.stubEnv('SLACK_CLIENT_SECRET', SLACK_STAND_IN.clientSecret)
  vi.stubEnv('SLACK_API_URL', slack.url)
})

afterAll(async () => {
  vi.unstubAllEnvs()
  await slack.close()
})

async function adminAsker() {
  const { company, admin } = await makeCompanyWithAdmin()
  const { actor } = await signedIn(admin.user, company)
  return { company, admin, asker: { actor, meta: testMeta() } }
}

const storedFor = (companyId: number) =>
  db.select().from(slackConnections).where(eq(slackConnections.companyId, companyId))

describe('connecting Slack', () => {
  it('sends the admin to Slack with a state, exchanges the code and keeps the token sealed', async () => {
    const { company, admin, asker } = await adminAsker()
    const { authorizeUrl, state } = await startSlackConnect(asker, ORIGIN)
    const asked = new URL(authorizeUrl)
    expect(asked.origin + asked.pathname).toBe('https://slack.com/oauth/v2/authorize')
    expect(Object.fromEntries(asked.searchParams)).toEqual({
      client_id: SLACK_STAND_IN.clientId,
      scope: 'chat:write,channels:read',
      redirect_uri: `${ORIGIN}/connect/slack`,
      state: state.state,
    })

    const callback = { code: SLACK_STAND_IN.goodCode, state: state.state, error: null }
    expect(await completeSlackConnect(asker, callback, state, ORIGIN)).toEqual({
      teamName: 'Acme Workspace',
    })
    expect(slack.received.at(-1)).toMatchObject({
      code: SLACK_STAND_IN.goodCode,
      redirect_uri: `${ORIGIN}/connect/slack`,
    })
    const [row] = await storedFor(company.id)
    expect(row).toMatchObject({ teamId: 'T0001', connectedByUserId: admin.user.id })
    expect(row!.botTokenSealed).not.toContain(SLACK_STAND_IN.botToken)
    expect(openSecret(row!.botTokenSealed)).toBe(SLACK_STAND_IN.botToken)
    expect(await getSlackStatus(asker, ORIGIN)).toMatchObject({
      configured: true,
      connection: { teamName: 'Acme Workspace' },
    })
    const [entry] = await auditEntries({ action: 'slack.connect', actorUserId: admin.user.id })
    expect(entry).toMatchObject({ outcome: 'success' })
    expect(JSON.stringify(entry)).not.toContain(SLACK_STAND_IN.botToken)

    await disconnectSlack(asker)
    expect(await storedFor(company.id)).toEqual([])
  })

  it('refuses a callback whose state is not the one this browser kept, before asking Slack', async () => {
    const { company, asker } = await adminAsker()
    const { state } = await startSlackConnect(asker, ORIGIN)
    const before = slack.received.length
    const forged = { code: SLACK_STAND_IN.goodCode, state: 'someone-elses-state', error: null }
    await expect(completeSlackConnect(asker, forged, state, ORIGIN)).rejects.toThrow(
      SLACK_MESSAGES.badState,
    )
    const good = { ...forged, state: state.state }
    await expect(completeSlackConnect(asker, good, undefined, ORIGIN)).rejects.toThrow(
      SLACK_MESSAGES.badState,
    )
    expect(slack.received.length).toBe(before)
    expect(await storedFor(company.id)).toEqual([])
  })

  it('stores nothing when Slack refuses the code or the admin declined', async () => {
    const { company, asker } = await adminAsker()
    const { state } = await startSlackConnect(asker, ORIGIN)
    const bad = { code: 'stale-code', state: state.state, error: null }
    await expect(completeSlackConnect(asker, bad, state, ORIGIN)).rejects.toThrow(
      SLACK_MESSAGES.refused,
    )
    const declined = { code: null, state: state.state, error: 'access_denied' }
    await expect(completeSlackConnect(asker, declined, state, ORIGIN)).rejects.toThrow(
      SLACK_MESSAGES.refused,
    )
    expect(await storedFor(company.id)).toEqual([])
  })

  it('says how to set Slack up when the server has no Slack app, and refuses non-admins', async () => {
    const { company, asker } = await adminAsker()
    vi.stubEnv('SLACK_CLIENT_SECRET', '')
    expect(await getSlackStatus(asker, ORIGIN)).toEqual({
      configured: false,
      redirectUrl: `${ORIGIN}/connect/slack`,
      connection: null,
    })
    await expect(startSlackConnect(asker, ORIGIN)).rejects.toThrow(SLACK_MESSAGES.notConfigured)
    const member = await makeMember(company, { roles: ['user_is_kb_admin'] })
    const { actor } = await signedIn(member.user, company)
    await expect(startSlackConnect({ actor, meta: testMeta() }, ORIGIN)).rejects.toMatchObject({
      code: 'FORBIDDEN',
    })
  })
})
