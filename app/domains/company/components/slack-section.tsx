import { Form } from '@remix-run/react'
import { useTranslation } from '~/components/translation'
import { SubmitButton } from '~/components/ui/button'
import { Select } from '~/components/ui/select'
import { SLACK_MESSAGES, type SlackStatus } from '../slack.schema'

const SLACK_ACTION = '/account/settings/slack'

type Connection = NonNullable<SlackStatus['connection']>

/**
 * The channel new assignments and approvals are posted to, chosen among the workspace's
 * channels; when Slack cannot be reached to list them, the one chosen is only shown.
 */
function ChannelForm({ connection }: { connection: Connection }) {
  const { t } = useTranslation()
  const { channel, channels } = connection
  if (!channels) {
    return (
      <div className="mb-6">
        <p className="text-red-700">{t(SLACK_MESSAGES.unreachable)}</p>
        {channel ? <p>{t('Posting to #{{channel}}.', { channel: channel.name })}</p> : null}
      </div>
    )
  }
  // A channel archived or renamed since it was chosen stays visible as chosen.
  const choices = channel && !channels.some((one) => one.id === channel.id) ? [channel] : []
  return (
    <Form method="post" action={SLACK_ACTION} className="mb-6">
      <input type="hidden" name="intent" value="channel" />
      <Select
        id="slack-channel"
        name="channel"
        label={t('Channel for new assignments and approvals')}
        hint={t('The Slack app posts only in a channel it was invited to.')}
        placeholder={t('No channel (nothing is posted)')}
        options={[...choices, ...channels].map((one) => ({ value: one.id, label: `#${one.name}` }))}
        defaultValue={channel?.id ?? ''}
      />
      <SubmitButton>{t('Save channel')}</SubmitButton>
    </Form>
  )
}

/**
 * Company settings' Slack part: connect through Slack's OAuth when the server has a Slack app,
 * the workspace, its channel and a Disconnect button once connected, else how to set it up.
 */
export function SlackSection({ slack }: { slack: SlackStatus }) {
  const { t } = useTranslation()
  return (
    <section aria-labelledby="slack-title" className="mt-12">
      <h2 id="slack-title" className="text-2xl font-bold">
        {t('Slack')}
      </h2>
      {!slack.configured ? (
        <div className="mt-2 space-y-2 text-slate-700">
          <p>{t('Slack is not set up on this server yet.')}</p>
          <p>
            {t(
              'Create a Slack app with the bot scopes chat:write and channels:read and the redirect URL {{url}}, then set SLACK_CLIENT_ID and SLACK_CLIENT_SECRET on the server and restart it.',
              { url: slack.redirectUrl },
            )}
          </p>
        </div>
      ) : slack.connection ? (
        <div className="mt-2">
          <p className="mb-4">
            {t('Connected to the Slack workspace {{team}}.', { team: slack.connection.teamName })}
          </p>
          <ChannelForm connection={slack.connection} />
          <Form method="post" action={SLACK_ACTION}>
            <input type="hidden" name="intent" value="disconnect" />
            <SubmitButton variant="secondary">{t('Disconnect Slack')}</SubmitButton>
          </Form>
        </div>
      ) : (
        <Form method="post" action={SLACK_ACTION} reloadDocument className="mt-2">
          <p className="mb-4">{t('Connect a Slack workspace to this company.')}</p>
          <input type="hidden" name="intent" value="connect" />
          <SubmitButton variant="secondary">{t('Connect Slack')}</SubmitButton>
        </Form>
      )}
    </section>
  )
}
