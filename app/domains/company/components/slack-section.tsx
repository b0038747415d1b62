import { Form } from '@remix-run/react'
import { useTranslation } from '~/components/translation'
import { SubmitButton } from '~/components/ui/button'
import type { SlackStatus } from '../slack.schema'

const SLACK_ACTION = '/account/settings/slack'

/**
 * Company settings' Slack part: connect through Slack's OAuth when the server has a Slack app,
 * the workspace and a Disconnect button once connected, else how to set the app up.
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
        <Form method="post" action={SLACK_ACTION} className="mt-2">
          <p className="mb-4">
            {t('Connected to the Slack workspace {{team}}.', { team: slack.connection.teamName })}
          </p>
          <input type="hidden" name="intent" value="disconnect" />
          <SubmitButton variant="secondary">{t('Disconnect Slack')}</SubmitButton>
        </Form>
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
