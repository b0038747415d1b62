import sharp from 'sharp'
import type { Asker } from '~/platform/authorize.server'
import { csvDocument } from '~/platform/csv'
import { idSchema } from '~/platform/form-fields'
import { resolveLanguage, serverT } from '~/platform/i18n.server'
import type { SignedInArgs } from '~/platform/request-context.server'
import { findOwned } from '~/platform/tenancy.server'
import { attachmentDisposition } from '~/platform/uploads.server'
import { STAT_MESSAGES } from '../statistics.messages'
import { stats } from '../statistics.tables'
import { english, type StatSeries, type Translate } from './chart-model'
import { chartQueryFrom, type ChartQueryForm } from './chart-query.schema'
import { chartableStats, chartSeries, type ChartStat } from './chart-series.server'
import { statChartSvg } from './stat-chart-svg'

const NOT_FOUND_AS = { action: 'stat.read', entityType: 'stat', message: STAT_MESSAGES.notFound }

/** The stat named by the address's `stat`: one of the company's, else the audited 404. */
export async function chartStat(asker: Asker, raw: string | null): Promise<ChartStat> {
  const id = idSchema(STAT_MESSAGES.notFound).safeParse(raw)
  return findOwned(asker, stats, id.success ? id.data : 0, NOT_FOUND_AS)
}

export type SingleChartView = {
  /** The picker's stats (the chosen one always among them). */
  stats: { id: number; name: string }[]
  /** Whether the picker needs its name filter: more stats than it lists, or a filter in use. */
  findable: boolean
  find: string
  stat: ChartStat | null
  series: StatSeries | null
  form: ChartQueryForm
}

/**
 * The single chart page (`/statistics/single/?stat=…&period_type=…&periods=…&start=…&end=…`):
 * the stats to choose from and the chosen one's series (the first stat when none is named).
 */
export async function singleChartView(
  asker: Asker,
  params: URLSearchParams,
): Promise<SingleChartView> {
  const { query, form } = chartQueryFrom(params)
  const find = (params.get('find') ?? '').trim().slice(0, 200)
  const { choices, more } = await chartableStats(asker.actor, find)
  const chosen = params.get('stat') ?? (choices[0] ? String(choices[0].id) : null)
  const stat = chosen ? await chartStat(asker, chosen) : null
  const series = stat ? (await chartSeries(asker.actor, [stat], query))[0]! : null
  const listed = !stat || choices.some((choice) => choice.id === stat.id)
  const stats = listed ? choices : [{ id: stat.id, name: stat.name }, ...choices]
  return { stats, findable: more || find !== '', find, stat, series, form }
}

export const CHART_FORMATS = ['svg', 'png', 'csv'] as const
export type ChartFormat = (typeof CHART_FORMATS)[number]

const CONTENT_TYPES: Record<ChartFormat, string> = {
  svg: 'image/svg+xml; charset=utf-8',
  png: 'image/png',
  csv: 'text/csv; charset=utf-8',
}

/** Renders PNGs at twice the SVG's size, so text stays crisp on dense screens and in slides. */
const PNG_DENSITY = 144

/**
 * A chart as a file: the SVG itself, that SVG drawn as a PNG on the server (sharp's librsvg;
 * text in the system's sans-serif font), or its values as CSV (one row per stat and period).
 */
export async function chartFile(
  format: ChartFormat,
  name: string,
  svg: () => string,
  seriesList: readonly StatSeries[],
  t: Translate = english,
): Promise<Response> {
  const body =
    format === 'svg'
      ? svg()
      : format === 'png'
        ? new Uint8Array(await sharp(Buffer.from(svg()), { density: PNG_DENSITY }).png().toBuffer())
        : valuesCsv(seriesList, t)
  return new Response(body, {
    headers: {
      'Content-Type': CONTENT_TYPES[format],
      'Content-Disposition': attachmentDisposition(`${fileName(name)}.${format}`),
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}

/** The values as CSV: the exact numbers, an empty cell for a period without one. */
export function valuesCsv(seriesList: readonly StatSeries[], t: Translate = english): string {
  const header = [t('Stat'), t('Period start'), t('Period end'), t('Value')]
  const rows = seriesList.flatMap((series) =>
    series.points.map((point) => [series.name, point.start, point.end, point.value ?? '']),
  )
  return csvDocument([header, ...rows])
}

/** A download's name from a stat's: letters, digits and dashes. */
function fileName(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase()
  return slug.slice(0, 60) || 'stat'
}

/** One stat's chart (`?stat=…` and the chart query) as an SVG, PNG or CSV download. */
export async function singleChartFile(
  asker: Asker,
  params: URLSearchParams,
  format: ChartFormat,
  t: Translate = english,
): Promise<Response> {
  const { query } = chartQueryFrom(params)
  const stat = await chartStat(asker, params.get('stat'))
  const [series] = await chartSeries(asker.actor, [stat], query)
  return chartFile(format, stat.name, () => statChartSvg(series!, { t }), [series!], t)
}

/** The download format named in the address; anything else is the 404 page. */
export function chartFormatOf(raw: string | undefined): ChartFormat {
  if ((CHART_FORMATS as readonly (string | undefined)[]).includes(raw)) return raw as ChartFormat
  throw new Response('Not found.', { status: 404 })
}

type ChartFileMaker = (
  asker: Asker,
  params: URLSearchParams,
  format: ChartFormat,
  t: Translate,
) => Promise<Response>

/** A chart download route's answer: `params.format` and the query string, in the reader's language. */
export async function chartDownload(
  { actor, meta, request, params }: SignedInArgs,
  file: ChartFileMaker,
): Promise<Response> {
  const format = chartFormatOf(params.format)
  const t = serverT(await resolveLanguage(request, actor))
  return file({ actor, meta }, new URL(request.url).searchParams, format, t)
}
