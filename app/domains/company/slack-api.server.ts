import { z } from 'zod'
import type { SlackChannel } from './slack.schema'

/**
 * Slack's Web API, called with a workspace's bot token. Read on each call (like the AI
 * provider) so a deployment or a test switches it without a rebuild: SLACK_API_URL points every
 * call at a stand-in.
 */
export const slackApiUrl = () =>
  (process.env.SLACK_API_URL?.trim() || 'https://slack.com/api').replace(/\/+$/, '')

/** Listing the channels happens while the settings page loads: it must not hold it long. */
const LIST_TIMEOUT_MS = 5_000
/** Enough public channels to choose from without paging through a huge workspace. */
const MAX_CHANNELS = 200

/**
 * One call of a Web API method, form-encoded as every method accepts. Answers Slack's JSON when
 * it says `ok`; otherwise throws with Slack's error code only (the answer may hold secrets).
 */
export async function callSlack(
  method: string,
  botToken: string,
  args: Record<string, string>,
  timeoutMs: number,
): Promise<unknown> {
  const response = await fetch(`${slackApiUrl()}/${method}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${botToken}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams(args),
    signal: AbortSignal.timeout(timeoutMs),
  })
  const answer = (await response.json().catch(() => null)) as {
    ok?: unknown
    error?: unknown
  } | null
  if (answer?.ok === true) return answer
  const code = typeof answer?.error === 'string' ? answer.error : `HTTP ${response.status}`
  throw new Error(`Slack ${method} failed: ${code}`)
}

const ChannelListSchema = z.object({
  channels: z.array(z.object({ id: z.string(), name: z.string() })),
})

/** The workspace's public channels, by name (the first MAX_CHANNELS Slack gives). */
export async function listSlackChannels(botToken: string): Promise<SlackChannel[]> {
  const answer = await callSlack(
    'conversations.list',
    botToken,
    { types: 'public_channel', exclude_archived: 'true', limit: String(MAX_CHANNELS) },
    LIST_TIMEOUT_MS,
  )
  return ChannelListSchema.parse(answer)
    .channels.slice(0, MAX_CHANNELS)
    .map(({ id, name }) => ({ id, name }))
    .sort((a, b) => a.name.localeCompare(b.name))
}
