import { integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import * as columns from '~/platform/table-columns'
import { users } from '../accounts/accounts.tables'

/**
 * A company's Slack workspace, connected through Slack's OAuth (/connect/slack). One per
 * company. The bot token is stored sealed (AES-256-GCM, `sealSecret`): never shown, never in a
 * log or an export, usable only by this installation. New assignments and approvals are posted
 * to the chosen channel (none chosen: nothing is posted).
 */
export const slackConnections = pgTable(
  'slack_connections',
  {
    ...columns.companyRow(),
    teamId: text('team_id').notNull(),
    teamName: text('team_name').notNull(),
    botTokenSealed: text('bot_token_sealed').notNull(),
    connectedByUserId: integer('connected_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    connectedAt: columns.createdAt(),
    channelId: text('channel_id'),
    /** The channel's name when it was chosen, to show without asking Slack. */
    channelName: text('channel_name'),
  },
  (table) => [uniqueIndex('slack_connections_company_idx').on(table.companyId)],
)
