import type { LoaderFunctionArgs } from '@remix-run/node'
import { orgChartBranchJson } from '~/domains/org/org-chart-page.server'

/** `?chart=people&key=p-12`: the reports of one box, loaded when the chart expands it. */
export const loader = ({ request, context }: LoaderFunctionArgs) =>
  orgChartBranchJson(request, context)
