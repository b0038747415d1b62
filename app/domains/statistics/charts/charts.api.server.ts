import { apiRoutes, validated } from '~/platform/api.server'
import { ChartQuerySchema } from './chart-query.schema'
import { chartStat } from './single-chart.server'
import { chartSeries } from './chart-series.server'

/**
 * statistics/api/single-stat/{id}/ (seed §7): one stat's values over the chart's periods, the
 * same series the single chart page draws. Query: period_type (DAILY…YEARLY or DEFAULT),
 * periods, start and end (also as stat_value_period_start/_end, the list's names).
 */
export const statChartsApi = apiRoutes().get('/single-stat/:id', async (c) => {
  const asker = { actor: c.var.actor, meta: c.var.meta }
  const raw = c.req.query()
  const query = validated(ChartQuerySchema, {
    ...raw,
    start: raw.start ?? raw.stat_value_period_start,
    end: raw.end ?? raw.stat_value_period_end,
  })
  const stat = await chartStat(asker, c.req.param('id'))
  const [series] = await chartSeries(asker.actor, [stat], query)
  const points = series!.points
  return c.json({
    id: stat.id,
    stat_name: stat.name,
    period_type: series!.periodType,
    stat_period_type: stat.periodType,
    lower_is_better: stat.lowerIsBetter,
    upper_guide: stat.upperGuide,
    lower_guide: stat.lowerGuide,
    is_calculated: stat.formula !== null,
    period_start: points[0]?.start ?? null,
    period_end: points[points.length - 1]?.end ?? null,
    periods: points.length,
    values: points.map((point) => ({
      period_start: point.start,
      period_end: point.end,
      stat_value: point.value,
    })),
  })
})
