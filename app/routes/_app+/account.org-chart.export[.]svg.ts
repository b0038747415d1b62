import type { LoaderFunctionArgs } from '@remix-run/node'
import { orgChartSvgResponse } from '~/domains/org/org-chart-export.server'
import { signedIn } from '~/platform/request-context.server'

/** The chart on screen (same chart, root and orientation) as an SVG download. */
export const loader = (args: LoaderFunctionArgs) => signedIn(args, orgChartSvgResponse)
