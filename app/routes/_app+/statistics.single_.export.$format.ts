import type { LoaderFunctionArgs } from '@remix-run/node'
import { chartDownload, singleChartFile } from '~/domains/statistics/charts/single-chart.server'
import { signedIn } from '~/platform/request-context.server'

/** The single chart on screen (`?stat=…` and its query) as an SVG, PNG or CSV download. */
export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, (context) => chartDownload(context, singleChartFile))
