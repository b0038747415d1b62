import { Hono } from 'hono'
import { pathId, validBody } from '~/platform/api.server'
import { requireApiActor } from '~/platform/auth.server'
import { requestMeta } from '~/platform/request-meta.server'
import {
  FLOWCHART_MESSAGES,
  FlowChartCreateSchema,
  FlowChartUpdateSchema,
} from './flowchart.schema'
import {
  createFlowChart,
  deleteFlowChart,
  getFlowChart,
  listFlowCharts,
  updateFlowChart,
} from './flowchart.server'

/**
 * flowchart/api/: seed 001 §7 flow charts (the decision-chart editor's autosave), thin over the
 * service: KB admins write; readers of an article that shows a chart read it.
 */
export const flowchartApi = new Hono({ strict: false })
  .get('/flow-charts', async (c) => {
    const actor = await requireApiActor(c.req.raw)
    const raw = c.req.query('article')
    const articleId = raw ? pathId(raw) : undefined
    return c.json(await listFlowCharts(actor, { articleId }))
  })
  .post('/flow-charts', async (c) => {
    const actor = await requireApiActor(c.req.raw)
    const input = await validBody(c, FlowChartCreateSchema)
    return c.json(await createFlowChart(actor, input, requestMeta(c.req.raw)), 201)
  })
  .get('/flow-charts/:id', async (c) => {
    const actor = await requireApiActor(c.req.raw)
    const id = pathId(c.req.param('id'), FLOWCHART_MESSAGES.notFound)
    return c.json(await getFlowChart(actor, id, requestMeta(c.req.raw)))
  })
  .patch('/flow-charts/:id', async (c) => {
    const actor = await requireApiActor(c.req.raw)
    const id = pathId(c.req.param('id'), FLOWCHART_MESSAGES.notFound)
    const input = await validBody(c, FlowChartUpdateSchema)
    return c.json(await updateFlowChart(actor, id, input, requestMeta(c.req.raw)))
  })
  .delete('/flow-charts/:id', async (c) => {
    const actor = await requireApiActor(c.req.raw)
    const id = pathId(c.req.param('id'), FLOWCHART_MESSAGES.notFound)
    await deleteFlowChart(actor, id, requestMeta(c.req.raw))
    return c.body(null, 204)
  })
