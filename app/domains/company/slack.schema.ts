import { z } from 'zod'
import { msg } from '~/i18n'

export const SLACK_SETTINGS_PATH = '/account/settings/edit-company'
export const SLACK_CALLBACK_PATH = '/connect/slack'

/** The company settings' Slack forms: connect (off to Slack) and disconnect. */
export const SlackIntentSchema = z.object({ intent: z.enum(['connect', 'disconnect']) })

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
}

/** What the company settings show: whether the server can connect, and to which workspace. */
export interface SlackStatus {
  configured: boolean
  /** The callback address to register with the Slack app. */
  redirectUrl: string
  connection: { teamName: string; connectedAt: string } | null
}
