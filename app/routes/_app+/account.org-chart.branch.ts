import type { LoaderFunctionArgs } from '@remix-run/node'
import { orgChartBranchJson } from '~/domains/org/org-chart-page.server'
import { signedIn } from '~/platform/request-context.server'

/** `?chart=people&key=p-12`: the reports of one box, loaded when the chart expands it. */
export const loader = (args: LoaderFunctionArgs) => signedIn(args, orgChartBranchJson)
