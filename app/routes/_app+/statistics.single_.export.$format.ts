import type { LoaderFunctionArgs } from '@remix-run/node'
import { chartFormatOf, singleChartFile } from '~/domains/statistics/charts/single-chart.server'
import { resolveLanguage, serverT } from '~/platform/i18n.server'
import { signedIn } from '~/platform/request-context.server'

/** The single chart on screen (`?stat=…` and its query) as an SVG, PNG or CSV download. */
export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async ({ actor, meta, request, params }) => {
    const format = chartFormatOf(params.format)
    const t = serverT(await resolveLanguage(request, actor))
    return singleChartFile({ actor, meta }, new URL(request.url).searchParams, format, t)
  })
