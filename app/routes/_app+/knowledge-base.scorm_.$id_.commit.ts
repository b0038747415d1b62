import type { ActionFunctionArgs } from '@remix-run/node'
import { commitFromPlayer } from '~/domains/scorm/player/player-page.server'
import { signedIn } from '~/platform/request-context.server'

/** The player's runtime posts every Commit, Terminate and page close of a SCO here (JSON). */
export const action = (args: ActionFunctionArgs) => signedIn(args, commitFromPlayer)
