import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { readChartFromPage, updateChartFromPage } from '~/domains/flowchart/flowchart-pages.server'

/** GET loads a chart into the editor; PATCH is its autosave (flow-charts/{id}/ of §7). */
export const loader = ({ request, params, context }: LoaderFunctionArgs) =>
  readChartFromPage(request, context, params.id)

export const action = ({ request, params, context }: ActionFunctionArgs) =>
  updateChartFromPage(request, context, params.id)
