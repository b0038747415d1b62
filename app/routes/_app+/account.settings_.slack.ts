import { redirect, type ActionFunctionArgs } from '@remix-run/node'
import {
  SLACK_MESSAGES,
  SLACK_SETTINGS_PATH,
  SlackIntentSchema,
} from '~/domains/company/slack.schema'
import {
  disconnectSlack,
  slackStateCookie,
  startSlackConnect,
} from '~/domains/company/slack.server'
import { appOrigin } from '~/platform/env.server'
import { redirectWithFlash } from '~/platform/flash.server'
import { handleForm } from '~/platform/forms.server'
import { signedIn } from '~/platform/request-context.server'

/** The company settings' Slack buttons: off to Slack's consent page, or disconnect. */
export const action = (args: ActionFunctionArgs) =>
  signedIn(args, async ({ request, actor, meta }) =>
    handleForm(request, SlackIntentSchema, async ({ intent }) => {
      if (intent === 'disconnect') {
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
