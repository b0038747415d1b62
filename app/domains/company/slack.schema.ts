import { z } from 'zod'
import { msg } from '~/i18n'

export const SLACK_SETTINGS_PATH = '/account/settings/edit-company'
export const SLACK_CALLBACK_PATH = '/connect/slack'

/**
 * The company settings' Slack forms: connect (off to Slack), disconnect, and the channel that
 * new assignments and approvals are posted to ('' posts nothing).
 */
export const SlackIntentSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('connect') }),
  z.object({ intent: z.literal('disconnect') }),
  z.object({ intent: z.literal('channel'), channel: z.string().trim().max(100).default('') }),
])

export const SLACK_MESSAGES = {
  notConfigured: msg(
    'Slack is not set up on this server: set SLACK_CLIENT_ID and SLACK_CLIENT_SECRET, then restart.',
  ),
  badState: msg(
    'The Slack connection could not be checked (it expired or was started elsewhere). Please try again.',
  ),
  refused: msg('Slack did not connect the workspace. Please try again.'),
  connected: msg('Slack is connected.'),
  disconnected: msg('Slack is disconnected.'),
  notConnected: msg('Slack is not connected. Connect it first.'),
  unreachable: msg('Slack could not be reached to list the channels. Please try again later.'),
  unknownChannel: msg('Choose one of the workspace’s channels.'),
  channelSaved: msg('The Slack channel is saved.'),
  channelCleared: msg('Nothing will be posted to Slack.'),
}

/** What the company settings show: whether the server can connect, and to which workspace. */
export interface SlackStatus {
  configured: boolean
  /** The callback address to register with the Slack app. */
  redirectUrl: string
  connection: {
    teamName: string
    connectedAt: string
    /** Where new assignments and approvals are posted; none: nothing is. */
    channel: SlackChannel | null
    /** The workspace's channels to choose from; null when Slack could not be reached. */
    channels: SlackChannel[] | null
  } | null
}

export interface SlackChannel {
  id: string
  name: string
}
