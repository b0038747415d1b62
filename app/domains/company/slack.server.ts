import { createCookie } from '@remix-run/node'
import { sql } from 'drizzle-orm'
import { z } from 'zod'
import { auditChange } from '~/platform/audit.server'
import { authorize, type Asker } from '~/platform/authorize.server'
import { db } from '~/platform/db.server'
import { sessionSecret } from '~/platform/env.server'
import { AppError } from '~/platform/errors.server'
import { generateToken, openSecret, safeEqual, sealSecret } from '~/platform/secrets.server'
import { ownedBy } from '~/platform/tenancy.server'
import { can } from './company.policy'
import { listSlackChannels, slackApiUrl } from './slack-api.server'
import {
  SLACK_CALLBACK_PATH,
  SLACK_MESSAGES,
  type SlackChannel,
  type SlackStatus,
} from './slack.schema'
import { slackConnections } from './slack.tables'

const SLACK_AUTHORIZE_URL = 'https://slack.com/oauth/v2/authorize'
/** Post to channels, and list them to choose one. */
const SLACK_SCOPES = 'chat:write,channels:read'
const EXCHANGE_TIMEOUT_MS = 10_000

/**
 * Slack's app credentials, read on each call (like the AI provider) so a deployment or a test
 * switches them without a rebuild. SLACK_API_URL points the code exchange at a stand-in.
 */
function slackApp() {
  const clientId = process.env.SLACK_CLIENT_ID?.trim()
  const clientSecret = process.env.SLACK_CLIENT_SECRET?.trim()
  if (!clientId || !clientSecret) return null
  return { clientId, clientSecret, apiUrl: slackApiUrl() }
}

/**
 * The OAuth state, kept in a signed httpOnly cookie of the browser that started: the callback
 * must bring the same state back (a link from elsewhere cannot complete a connection) for the
 * same company and admin.
 */
export const slackStateCookie = createCookie('__slack_oauth', {
  httpOnly: true,
  sameSite: 'lax',
  path: SLACK_CALLBACK_PATH,
  secrets: [sessionSecret],
  maxAge: 10 * 60,
})

const StateSchema = z.object({ state: z.string(), companyId: z.number(), userId: z.number() })
export type SlackState = z.infer<typeof StateSchema>

const redirectUri = (origin: string) => `${origin}${SLACK_CALLBACK_PATH}`

/** The workspace's channels to choose from, or null when Slack cannot be reached (logged). */
async function channelsOf(botTokenSealed: string): Promise<SlackChannel[] | null> {
  try {
    return await listSlackChannels(openSecret(botTokenSealed))
  } catch (error) {
    console.warn(
      '[slack] listing the channels failed:',
      error instanceof Error ? error.message : error,
    )
    return null
  }
}

export async function getSlackStatus(asker: Asker, origin: string): Promise<SlackStatus> {
  await authorize(asker, can, 'company.update')
  const [row] = await db
    .select()
    .from(slackConnections)
    .where(ownedBy(slackConnections, asker.actor))
  const configured = slackApp() !== null
  return {
    configured,
    redirectUrl: redirectUri(origin),
    connection: row
      ? {
          teamName: row.teamName,
          connectedAt: row.connectedAt.toISOString(),
          channel: row.channelId ? { id: row.channelId, name: row.channelName ?? '' } : null,
          // Asked only when the section shows the choice (a server with Slack set up).
          channels: configured ? await channelsOf(row.botTokenSealed) : null,
        }
      : null,
  }
}

/**
 * Chooses the channel new assignments and approvals are posted to, checked against the
 * workspace's own list ('' chooses none: nothing is posted).
 */
export async function saveSlackChannel(asker: Asker, channelId: string): Promise<void> {
  await authorize(asker, can, 'company.update')
  const [row] = await db
    .select({ botTokenSealed: slackConnections.botTokenSealed })
    .from(slackConnections)
    .where(ownedBy(slackConnections, asker.actor))
  if (!row) throw new AppError('CONFLICT', SLACK_MESSAGES.notConnected)
  let channel: SlackChannel | null = null
  if (channelId) {
    const channels = await channelsOf(row.botTokenSealed)
    if (!channels) throw new AppError('CONFLICT', SLACK_MESSAGES.unreachable)
    channel = channels.find((one) => one.id === channelId) ?? null
    if (!channel) throw AppError.invalidField('channel', SLACK_MESSAGES.unknownChannel)
  }
  await db.transaction(async (tx) => {
    await tx
      .update(slackConnections)
      .set({ channelId: channel?.id ?? null, channelName: channel?.name ?? null })
      .where(ownedBy(slackConnections, asker.actor))
    await auditChange(
      tx,
      asker,
      'slack.channel',
      { type: 'company', id: asker.actor.companyId },
      { channel_id: channel?.id ?? null, channel_name: channel?.name ?? null },
    )
  })
}

/** Where to send the admin to approve the app, and the state their browser must bring back. */
export async function startSlackConnect(
  asker: Asker,
  origin: string,
): Promise<{ authorizeUrl: string; state: SlackState }> {
  await authorize(asker, can, 'company.update')
  const app = slackApp()
  if (!app) throw new AppError('CONFLICT', SLACK_MESSAGES.notConfigured)
  const state = {
    state: generateToken(),
    companyId: asker.actor.companyId,
    userId: asker.actor.userId,
  }
  const query = new URLSearchParams({
    client_id: app.clientId,
    scope: SLACK_SCOPES,
    redirect_uri: redirectUri(origin),
    state: state.state,
  })
  return { authorizeUrl: `${SLACK_AUTHORIZE_URL}?${query}`, state }
}

const ExchangeSchema = z.object({
  ok: z.literal(true),
  access_token: z.string().min(1),
  team: z.object({ id: z.string(), name: z.string() }),
})

async function exchangeCode(
  app: NonNullable<ReturnType<typeof slackApp>>,
  code: string,
  origin: string,
) {
  const response = await fetch(`${app.apiUrl}/oauth.v2.access`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      client_id: app.clientId,
      client_secret: app.clientSecret,
      code,
      redirect_uri: redirectUri(origin),
    }),
    signal: AbortSignal.timeout(EXCHANGE_TIMEOUT_MS),
  })
  const body: unknown = await response.json().catch(() => null)
  const parsed = ExchangeSchema.safeParse(body)
  if (!parsed.success) {
    // Slack's error code only ("invalid_code"): the answer may hold secrets, so it is not logged.
    const code = (body as { error?: unknown } | null)?.error
    console.warn(
      `[slack] the code exchange failed: ${typeof code === 'string' ? code : response.status}`,
    )
    throw new AppError('CONFLICT', SLACK_MESSAGES.refused)
  }
  return parsed.data
}

/**
 * The callback (/connect/slack): checks the state against the one the browser kept, exchanges
 * the code for the workspace's bot token and keeps it sealed, replacing an earlier connection.
 */
export async function completeSlackConnect(
  asker: Asker,
  callback: { code: string | null; state: string | null; error: string | null },
  kept: unknown,
  origin: string,
): Promise<{ teamName: string }> {
  await authorize(asker, can, 'company.update')
  const app = slackApp()
  if (!app) throw new AppError('CONFLICT', SLACK_MESSAGES.notConfigured)
  const expected = StateSchema.safeParse(kept)
  const { actor } = asker
  const stateMatches =
    expected.success &&
    callback.state !== null &&
    safeEqual(expected.data.state, callback.state) &&
    expected.data.companyId === actor.companyId &&
    expected.data.userId === actor.userId
  if (!stateMatches) throw new AppError('CONFLICT', SLACK_MESSAGES.badState)
  if (callback.error || !callback.code) throw new AppError('CONFLICT', SLACK_MESSAGES.refused)
  const granted = await exchangeCode(app, callback.code, origin)
  const row = {
    companyId: actor.companyId,
    teamId: granted.team.id,
    teamName: granted.team.name,
    botTokenSealed: sealSecret(granted.access_token),
    connectedByUserId: actor.userId,
    connectedAt: new Date(),
  }
  await db.transaction(async (tx) => {
    await tx
      .insert(slackConnections)
      .values(row)
      .onConflictDoUpdate({ target: slackConnections.companyId, set: { ...row, ...keptChannel } })
    await auditChange(
      tx,
      asker,
      'slack.connect',
      { type: 'company', id: actor.companyId },
      {
        team_id: granted.team.id,
        team_name: granted.team.name,
      },
    )
  })
  return { teamName: granted.team.name }
}

/** On a reconnection, the chosen channel stays only if the workspace is the same one. */
const sameTeam = sql`${slackConnections.teamId} = excluded.team_id`
const keptChannel = {
  channelId: sql`case when ${sameTeam} then ${slackConnections.channelId} end`,
  channelName: sql`case when ${sameTeam} then ${slackConnections.channelName} end`,
}

export async function disconnectSlack(asker: Asker): Promise<void> {
  await authorize(asker, can, 'company.update')
  await db.transaction(async (tx) => {
    await tx.delete(slackConnections).where(ownedBy(slackConnections, asker.actor))
    await auditChange(tx, asker, 'slack.disconnect', { type: 'company', id: asker.actor.companyId })
  })
}
