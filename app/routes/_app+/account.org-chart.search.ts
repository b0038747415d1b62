import type { LoaderFunctionArgs } from '@remix-run/node'
import { orgChartSearchJson } from '~/domains/org/org-chart-page.server'

/** `?chart=people&q=ann`: the chart search's suggestions. */
export const loader = ({ request, context }: LoaderFunctionArgs) =>
  orgChartSearchJson(request, context)
