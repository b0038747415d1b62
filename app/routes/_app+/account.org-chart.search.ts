import type { LoaderFunctionArgs } from '@remix-run/node'
import { orgChartSearchJson } from '~/domains/org/org-chart-page.server'
import { signedIn } from '~/platform/request-context.server'

/** `?chart=people&q=ann`: the chart search's suggestions. */
export const loader = (args: LoaderFunctionArgs) => signedIn(args, orgChartSearchJson)
