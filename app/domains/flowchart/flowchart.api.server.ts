import type { Context } from 'hono'
import { allowedBy, apiRoutes, pathId, validBody } from '~/platform/api.server'
import {
  FLOWCHART_MESSAGES,
  FlowChartCreateSchema,
  FlowChartUpdateSchema,
} from './flowchart.schema'
import {
  authorizeCreate,
  authorizeUpdate,
  createFlowChart,
  deleteFlowChart,
  getFlowChart,
  listFlowCharts,
  updateFlowChart,
} from './flowchart.server'

const chartIdOf = (c: Context) => pathId(c.req.param('id'), FLOWCHART_MESSAGES.notFound)

/**
 * flowchart/api/: seed 001 §7 flow charts (the decision-chart editor's autosave), thin over the
 * service: KB admins write; readers of an article that shows a chart read it.
 */
export const flowchartApi = apiRoutes()
  .get('/flow-charts', async (c) => {
    const actor = c.var.actor
    const raw = c.req.query('article')
    const articleId = raw ? pathId(raw) : undefined
    return c.json(await listFlowCharts(actor, { articleId }))
  })
  .post('/flow-charts', allowedBy(authorizeCreate), async (c) => {
    const actor = c.var.actor
    const input = await validBody(c, FlowChartCreateSchema)
    return c.json(await createFlowChart(actor, input, c.var.meta), 201)
  })
  .get('/flow-charts/:id', async (c) => {
    const actor = c.var.actor
    const id = chartIdOf(c)
    return c.json(await getFlowChart(actor, id, c.var.meta))
  })
  .patch(
    '/flow-charts/:id',
    allowedBy((asker, c) => authorizeUpdate(asker, chartIdOf(c))),
    async (c) => {
      const actor = c.var.actor
      const id = chartIdOf(c)
      const input = await validBody(c, FlowChartUpdateSchema)
      return c.json(await updateFlowChart(actor, id, input, c.var.meta))
    },
  )
  .delete('/flow-charts/:id', async (c) => {
    const actor = c.var.actor
    const id = chartIdOf(c)
    await deleteFlowChart(actor, id, c.var.meta)
    return c.body(null, 204)
  })
