import type { LoaderFunctionArgs } from '@remix-run/node'
import { SLACK_MESSAGES, SLACK_SETTINGS_PATH } from '~/domains/company/slack.schema'
import { completeSlackConnect, slackStateCookie } from '~/domains/company/slack.server'
import { appOrigin } from '~/platform/env.server'
import { isAppError } from '~/platform/errors.server'
import { redirectWithFlash } from '~/platform/flash.server'
import { signedIn } from '~/platform/request-context.server'

/**
 * Seed 000 §2.1 /connect/slack: where Slack sends the admin back after "Connect Slack" in the
 * company settings. Outside the app's layout (no menu, no onboarding step), but it completes a
 * connection only for the signed-in admin whose browser kept the matching state.
 */
export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async ({ request, actor, meta }) => {
    const url = new URL(request.url)
    const kept: unknown = await slackStateCookie.parse(request.headers.get('cookie'))
    const callback = {
      code: url.searchParams.get('code'),
      state: url.searchParams.get('state'),
      error: url.searchParams.get('error'),
    }
    let response: Response
    try {
      await completeSlackConnect({ actor, meta }, callback, kept, appOrigin(request))
      response = await redirectWithFlash(SLACK_SETTINGS_PATH, {
        kind: 'success',
        message: SLACK_MESSAGES.connected,
      })
    } catch (error) {
      if (!isAppError(error) || error.code !== 'CONFLICT') throw error
      response = await redirectWithFlash(SLACK_SETTINGS_PATH, {
        kind: 'error',
        message: error.message,
      })
    }
    // The state is spent either way.
    response.headers.append('Set-Cookie', await slackStateCookie.serialize('', { maxAge: 0 }))
    return response
  })
