import type { ActionFunctionArgs } from '@remix-run/node'
import { createChartFromPage } from '~/domains/flowchart/flowchart-pages.server'
import { signedIn } from '~/platform/request-context.server'

/** POST: the decision-chart editor's first autosave creates the chart (flow-charts/ of §7). */
export const action = (args: ActionFunctionArgs) => signedIn(args, createChartFromPage)
