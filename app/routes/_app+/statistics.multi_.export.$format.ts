import type { LoaderFunctionArgs } from '@remix-run/node'
import { multiChartFile } from '~/domains/statistics/charts/multi-chart.server'
import { chartDownload } from '~/domains/statistics/charts/single-chart.server'
import { signedIn } from '~/platform/request-context.server'

/** The multi view's page of charts (same filters) as one SVG or PNG, or its values as CSV. */
export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, (context) => chartDownload(context, multiChartFile))
