import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { readChartFromPage, updateChartFromPage } from '~/domains/flowchart/flowchart-pages.server'
import { signedIn } from '~/platform/request-context.server'

/** GET loads a chart into the editor; PATCH is its autosave (flow-charts/{id}/ of §7). */
export const loader = (args: LoaderFunctionArgs) => signedIn(args, readChartFromPage)

export const action = (args: ActionFunctionArgs) => signedIn(args, updateChartFromPage)
