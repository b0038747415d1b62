import { readChartFromPage, updateChartFromPage } from '~/domains/flowchart/flowchart-pages.server'
import { signedIn } from '~/platform/request-context.server'

/** GET loads a chart into the editor; PATCH is its autosave (flow-charts/{id}/ of §7). */
export const loader = signedIn(readChartFromPage)

export const action = signedIn(updateChartFromPage)
