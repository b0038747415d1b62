import { eq } from 'drizzle-orm'
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { makeCompanyWithAdmin, makeMember, signedIn } from '#tests/factories/accounts'
import { auditEntries } from '#tests/factories/audit'
import { openingShift } from '#tests/factories/checklists'
import { testMeta } from '#tests/factories/request'
import { requestsTeam } from '#tests/factories/requests'
import { workTeam } from '#tests/factories/work-tracking'
import { SLACK_STAND_IN, startSlackOAuthServer } from '#tests/support/slack-oauth-server'
import { createChecklist } from '~/domains/checklists/checklists.server'
import { PurchaseRequestSchema } from '~/domains/purchase-requests/purchase-requests.schema'
import { purchaseRequestPath } from '~/domains/purchase-requests/purchase-requests.constants'
import { createPurchaseRequest } from '~/domains/purchase-requests/purchase-requests.server'
import { takeStep } from '~/domains/purchase-requests/purchase-transitions.server'
import { decideRequest } from '~/domains/requests/approvals.server'
import { requests } from '~/domains/requests/requests.tables'
import { TaskCreateSchema } from '~/domains/tasks/tasks.schema'
import { createTask } from '~/domains/tasks/tasks.server'
import type { Asker } from '~/platform/authorize.server'
import { db } from '~/platform/db.server'
import { appOrigin } from '~/platform/env.server'
import { startJobs, stopJobs } from '~/platform/jobs.server'
import { openSecret } from '~/platform/secrets.server'
import { slackPostJob } from './slack-posts.server'
import { SLACK_MESSAGES } from './slack.schema'
import {
  completeSlackConnect,
  disconnectSlack,
  getSlackStatus,
  saveSlackChannel,
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
  await stopJobs()
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

/** Connects the asker's company to the stand-in workspace, as the OAuth round trip does. */
async function connect(asker: Asker) {
  const { state } = await startSlackConnect(asker, ORIGIN)
  const callback = { code: SLACK_STAND_IN.goodCode, state: state.state, error: null }
  await completeSlackConnect(asker, callback, state, ORIGIN)
}

describe('the Slack channel', () => {
  it('offers the workspace’s channels, saves one of them (audited) and says when Slack is out of reach', async () => {
    const { company, admin, asker } = await adminAsker()
    await connect(asker)
    expect((await getSlackStatus(asker, ORIGIN)).connection).toMatchObject({
      channel: null,
      channels: [
        { id: 'C0001', name: 'general' },
        { id: 'C0002', name: 'random' },
      ],
    })
    await expect(saveSlackChannel(asker, 'C9999')).rejects.toThrow(SLACK_MESSAGES.unknownChannel)
    await saveSlackChannel(asker, 'C0001')
    expect((await getSlackStatus(asker, ORIGIN)).connection?.channel).toEqual({
      id: 'C0001',
      name: 'general',
    })
    const [entry] = await auditEntries({ action: 'slack.channel', actorUserId: admin.user.id })
    expect(entry).toMatchObject({ outcome: 'success' })

    const member = await makeMember(company, { roles: ['user_is_kb_admin'] })
    const { actor } = await signedIn(member.user, company)
    await expect(saveSlackChannel({ actor, meta: testMeta() }, 'C0002')).rejects.toMatchObject({
      code: 'FORBIDDEN',
    })

    // Nothing listens on port 1: Slack "cannot be reached", and the chosen channel stays.
    vi.stubEnv('SLACK_API_URL', 'http://127.0.0.1:1/api')
    expect((await getSlackStatus(asker, ORIGIN)).connection).toMatchObject({
      channel: { id: 'C0001' },
      channels: null,
    })
    await expect(saveSlackChannel(asker, 'C0002')).rejects.toThrow(SLACK_MESSAGES.unreachable)
    expect(await storedFor(company.id)).toMatchObject([{ channelId: 'C0001' }])
  })

  it('posts task and checklist assignments, a request decision and a purchase decision to the company’s own channel, with links', async () => {
    // Connected with no channel chosen: its assignments are posted nowhere.
    const silent = await adminAsker()
    await connect(silent.asker)
    // Another company's channel is never used for this one's news.
    const other = await adminAsker()
    await connect(other.asker)
    await saveSlackChannel(other.asker, 'C0001')
    const team = await requestsTeam()
    await connect(team.admin.asker)
    await saveSlackChannel(team.admin.asker, 'C0002')
    const buyers = await workTeam()
    await connect(buyers.admin.asker)
    await saveSlackChannel(buyers.admin.asker, 'C0001')
    await startJobs([slackPostJob])
    const before = slack.posts.length

    const task = (assignee: number) =>
      TaskCreateSchema.parse({ title: 'Restock the shelves', assignee: String(assignee) })
    const silentMember = await makeMember(silent.company)
    await createTask(silent.asker, task(silentMember.membership.id))
    const assigned = await createTask(team.admin.asker, task(team.eve.membership.id))
    const template = await openingShift(team.admin.asker)
    const checklist = await createChecklist(team.admin.asker, template.id, {
      title: '',
      due_on: null,
      assigned_to: { kind: 'person', id: team.eve.membership.id },
    })
    const [request] = await db
      .insert(requests)
      .values({
        companyId: team.company.id,
        typeId: team.setup.general.id,
        requesterId: team.eve.membership.id,
        title: 'New uniforms',
        step: 'admin',
      })
      .returning()
    await decideRequest(
      team.rae.actor,
      request!.id,
      'approve',
      { version: 1, comment: '' },
      testMeta(),
    )

    const purchase = await createPurchaseRequest(
      buyers.member.asker,
      PurchaseRequestSchema.parse({
        title: 'Laptops',
        vendor: 'Office Depot',
        items: [{ description: 'Laptop', quantity: '1', unit_price: '899.99', currency: '' }],
      }),
    )
    await takeStep(buyers.admin.asker, purchase.id, 'reject', { version: 1, comment: 'Not now' })

    await expect.poll(() => slack.posts.length - before, { timeout: 30_000 }).toBe(4)
    const buyer = buyers.admin.actor
    const { firstName, lastName } = team.admin.actor
    expect(slack.posts.slice(before)).toEqual(
      expect.arrayContaining([
        {
          channel: 'C0002',
          text: `${firstName} ${lastName} assigned the task "Restock the shelves" to Eve Employee. ${appOrigin()}/tasks/details/${assigned.id}`,
          unfurl_links: 'false',
        },
        {
          channel: 'C0002',
          text: `${firstName} ${lastName} assigned the checklist "Opening shift" to Eve Employee. ${appOrigin()}/checklist/display/${checklist.id}`,
          unfurl_links: 'false',
        },
        {
          channel: 'C0002',
          text: `Rae Requests approved the request "New uniforms" of Eve Employee. ${appOrigin()}/request/details/${request!.id}`,
          unfurl_links: 'false',
        },
        {
          channel: 'C0001',
          text: `${buyer.firstName} ${buyer.lastName} rejected the purchase request "Laptops". ${appOrigin()}${purchaseRequestPath(purchase.id)}`,
          unfurl_links: 'false',
        },
      ]),
    )
  }, 60_000)
})
