import { redirect, type ActionFunctionArgs } from '@remix-run/node'
import {
  SLACK_MESSAGES,
  SLACK_SETTINGS_PATH,
  SlackIntentSchema,
} from '~/domains/company/slack.schema'
import {
  disconnectSlack,
  saveSlackChannel,
  slackStateCookie,
  startSlackConnect,
} from '~/domains/company/slack.server'
import { appOrigin } from '~/platform/env.server'
import { isAppError } from '~/platform/errors.server'
import { redirectWithFlash } from '~/platform/flash.server'
import { handleForm } from '~/platform/forms.server'
import type { Asker } from '~/platform/authorize.server'
import { signedIn } from '~/platform/request-context.server'

/**
 * Back to the settings saying what became of the channel: this route has no page of its own, so
 * what Slack or the choice refused is the settings' flash (other errors stay handleForm's).
 */
async function chooseChannel(asker: Asker, channel: string): Promise<Response> {
  try {
    await saveSlackChannel(asker, channel)
  } catch (error) {
    if (!isAppError(error) || !['CONFLICT', 'VALIDATION'].includes(error.code)) throw error
    return redirectWithFlash(SLACK_SETTINGS_PATH, { kind: 'error', message: error.message })
  }
  return redirectWithFlash(SLACK_SETTINGS_PATH, {
    kind: 'success',
    message: channel ? SLACK_MESSAGES.channelSaved : SLACK_MESSAGES.channelCleared,
  })
}

/** The company settings' Slack forms: off to Slack's consent page, the channel, or disconnect. */
export const action = (args: ActionFunctionArgs) =>
  signedIn(args, async ({ request, actor, meta }) =>
    handleForm(request, SlackIntentSchema, async (input) => {
      if (input.intent === 'channel') return chooseChannel({ actor, meta }, input.channel)
      if (input.intent === 'disconnect') {
        await disconnectSlack({ actor, meta })
        return redirectWithFlash(SLACK_SETTINGS_PATH, {
          kind: 'success',
          message: SLACK_MESSAGES.disconnected,
        })
      }
      const { authorizeUrl, state } = await startSlackConnect({ actor, meta }, appOrigin(request))
      return redirect(authorizeUrl, {
        headers: {
          'Set-Cookie': await slackStateCookie.serialize(state, {
            secure: new URL(request.url).protocol === 'https:',
          }),
        },
      })
    }),
  )
