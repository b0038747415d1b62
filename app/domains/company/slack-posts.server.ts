import { and, eq, isNotNull } from 'drizzle-orm'
import { z } from 'zod'
import { db } from '~/platform/db.server'
import { appOrigin } from '~/platform/env.server'
import { queueJob, type JobDefinition } from '~/platform/jobs.server'
import { openSecret } from '~/platform/secrets.server'
import { callSlack } from './slack-api.server'
import { slackConnections } from './slack.tables'

/**
 * Seed 000 §2 /connect/slack: new assignments and approvals are posted to the channel the company
 * chose. The post is a background job queued after the change commits, so a slow or failing Slack
 * never holds or breaks the write; a failure is logged, never shown.
 */

const SLACK_POST_JOB = 'slack-post'
const POST_TIMEOUT_MS = 10_000

const PostSchema = z.object({
  companyId: z.number(),
  /** One plain sentence, e.g. 'Ann Lee assigned the task "Restock" to Bob Ray.' */
  text: z.string(),
  /** The app path the link opens, e.g. /tasks/details/7. */
  path: z.string(),
})
export type SlackPost = z.infer<typeof PostSchema>

/** The company's connection, if it has a channel chosen. */
async function channelOf(companyId: number) {
  const [row] = await db
    .select({
      channelId: slackConnections.channelId,
      botTokenSealed: slackConnections.botTokenSealed,
    })
    .from(slackConnections)
    .where(and(eq(slackConnections.companyId, companyId), isNotNull(slackConnections.channelId)))
  return row
}

/**
 * Queues `post` for the company's Slack channel. Call it after the change's transaction has
 * committed. Nothing is queued when the company chose no channel; it never throws.
 */
export async function announceInSlack(post: SlackPost): Promise<void> {
  try {
    if (await channelOf(post.companyId)) await queueJob(SLACK_POST_JOB, post)
  } catch (error) {
    console.error('[slack] queueing a post failed:', error)
  }
}

/** Slack reads <, > and & as markup in a message's text. */
const escapeSlack = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** Posts one queued post, if the company still has a channel (it may have disconnected since). */
async function sendPost(data: unknown): Promise<void> {
  const post = PostSchema.parse(data)
  const connection = await channelOf(post.companyId)
  if (!connection) return
  try {
    await callSlack(
      'chat.postMessage',
      openSecret(connection.botTokenSealed),
      {
        channel: connection.channelId!,
        text: `${escapeSlack(post.text)} ${appOrigin()}${post.path}`,
        unfurl_links: 'false',
      },
      POST_TIMEOUT_MS,
    )
  } catch (error) {
    console.warn(
      `[slack] posting for company ${post.companyId} failed:`,
      error instanceof Error ? error.message : error,
    )
  }
}

export const slackPostJob: JobDefinition = {
  name: SLACK_POST_JOB,
  // Soon after the change, without a fast poll taking PGlite's only connection too often.
  pollSeconds: 2,
  run: sendPost,
}
