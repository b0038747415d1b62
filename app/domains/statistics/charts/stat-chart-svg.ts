import { xmlEscape } from '~/domains/org/org-chart-svg'
import {
  english,
  formatNumber,
  niceScale,
  periodAxisTitle,
  periodLabel,
  TREND_COLOURS,
  trendOf,
  trendSentence,
  valueRange,
  type ChartPoint,
  type StatSeries,
  type Translate,
} from './chart-model'

/**
 * A stat's values over its periods as an SVG line chart, drawn on the server so it shows without
 * JavaScript and on low-powered browsers, and exported as an SVG or PNG file as it is.
 *
 * Accessible as an image: role="img" named by its <title> (the stat) and described by its <desc>
 * (periods, latest, lowest and highest value, trend, guides). The page puts the values in a table
 * beside it (chartTableRows). The line's colour says whether the trend is good (respecting "lower
 * is better"), and the trend is written above the plot too, so colour is never the only signal.
 *
 * Linear in the number of points; a 156-week series is one path. A pure function of its input.
 */

export type ChartSize = 'full' | 'panel'

export type StatChartOptions = {
  /** 'full' for a chart of its own, 'panel' for one of the small multiples. */
  size?: ChartSize
  /** Makes the ids of <title> and <desc> unique on a page holding several charts. */
  idPrefix?: string
  t?: Translate
  locale?: string
}

type Frame = {
  width: number
  height: number
  left: number
  right: number
  top: number
  bottom: number
  font: number
  titleFont: number
  xLabels: number
  yTicks: number
  /** Dots are drawn on each value only up to this many periods (beyond, the line alone). */
  maxDots: number
}

const FRAMES: Record<ChartSize, Frame> = {
  full: {
    width: 760,
    height: 360,
    left: 72,
    right: 24,
    top: 56,
    bottom: 64,
    font: 12,
    titleFont: 16,
    xLabels: 7,
    yTicks: 5,
    maxDots: 60,
  },
  panel: {
    width: 360,
    height: 220,
    left: 56,
    right: 12,
    top: 48,
    bottom: 40,
    font: 11,
    titleFont: 13,
    xLabels: 3,
    yTicks: 4,
    maxDots: 26,
  },
}

const FONT_FAMILY = 'Helvetica, Arial, sans-serif'
const INK = '#0f172a'
const MUTED = '#475569'
const GRID = '#e2e8f0'
const AXIS = '#64748b'
const GUIDE = { upper: '#6d28d9', lower: '#b45309' } as const

/** The chart as a standalone SVG document. */
export function statChartSvg(series: StatSeries, options: StatChartOptions = {}): string {
  const frame = FRAMES[options.size ?? 'full']
  const id = options.idPrefix ?? 'stat-chart'
  return svgDocument(frame.width, frame.height, chartBody(series, frame, id, options), imageOf(id))
}

/**
 * Many stats side by side as one SVG document (the multi view's export): panels in a grid of
 * `columns`, each its own labelled image, under the document's title.
 */
export function smallMultiplesSvg(
  seriesList: readonly StatSeries[],
  options: { title: string; columns?: number; t?: Translate; locale?: string },
): string {
  const frame = FRAMES.panel
  const columns = Math.max(1, Math.min(options.columns ?? 3, seriesList.length || 1))
  const heading = 40
  const gap = 16
  const width = columns * frame.width + (columns - 1) * gap
  const rows = Math.ceil(seriesList.length / columns)
  const height = heading + rows * (frame.height + gap)
  const panels = seriesList.map((series, index) => {
    const x = (index % columns) * (frame.width + gap)
    const y = heading + Math.floor(index / columns) * (frame.height + gap)
    const id = `panel-${index}`
    const body = chartBody(series, frame, id, options)
    return `<svg x="${x}" y="${y}" width="${frame.width}" height="${frame.height}" viewBox="0 0 ${frame.width} ${frame.height}" ${imageOf(id)}>${body}</svg>`
  })
  const title = `<title>${xmlEscape(options.title)}</title><text x="0" y="24" font-size="18" font-weight="bold" fill="${INK}">${xmlEscape(options.title)}</text>`
  return svgDocument(width, height, title + panels.join(''), 'role="group"')
}

/** An image named by its <title> and described by its <desc>. */
function imageOf(id: string): string {
  return `role="img" aria-labelledby="${id}-title ${id}-desc"`
}

function svgDocument(width: number, height: number, body: string, role: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" font-family="${FONT_FAMILY}" ${role}>` +
    `<rect width="${width}" height="${height}" fill="#ffffff"/>${body}</svg>`
  )
}

/** One chart's drawing inside a frame: its accessible name, description, axes and line. */
function chartBody(
  series: StatSeries,
  frame: Frame,
  id: string,
  options: Pick<StatChartOptions, 't' | 'locale'>,
): string {
  const t = options.t ?? english
  const plot = {
    x: frame.left,
    y: frame.top,
    width: frame.width - frame.left - frame.right,
    height: frame.height - frame.top - frame.bottom,
  }
  const range = valueRange(series)
  const scale = niceScale(range.min, range.max, frame.yTicks)
  const yOf = (value: number) =>
    plot.y + plot.height - ((value - scale.min) / (scale.max - scale.min)) * plot.height
  const count = series.points.length
  const xOf = (index: number) =>
    count <= 1 ? plot.x + plot.width / 2 : plot.x + (index / (count - 1)) * plot.width
  const trend = trendOf(series.points, series.lowerIsBetter)
  const colour = TREND_COLOURS[trend.verdict]
  const trendText = trendSentence(trend, series.lowerIsBetter, t)
  const label = (text: string) => xmlEscape(text)

  const parts: string[] = [
    `<title id="${id}-title">${label(series.name)}</title>`,
    `<desc id="${id}-desc">${label(describe(series, trendText, t, options.locale))}</desc>`,
    `<text x="${plot.x}" y="${frame.titleFont + 4}" font-size="${frame.titleFont}" font-weight="bold" fill="${INK}">${label(series.name)}</text>`,
    `<text x="${plot.x}" y="${frame.titleFont + frame.font + 12}" font-size="${frame.font}" fill="${colour}">${label(`${t('Trend')}: ${trendText}`)}</text>`,
  ]
  // Horizontal grid lines with the y axis's tick labels.
  for (const tick of scale.ticks) {
    const y = round(yOf(tick))
    parts.push(
      `<line x1="${plot.x}" x2="${plot.x + plot.width}" y1="${y}" y2="${y}" stroke="${GRID}"/>`,
      `<text x="${plot.x - 8}" y="${y + frame.font / 3}" font-size="${frame.font}" text-anchor="end" fill="${MUTED}">${label(formatNumber(tick, options.locale))}</text>`,
    )
  }
  // The x axis: a label on the first period and every `step`-th after it.
  const step = Math.max(1, Math.ceil(count / frame.xLabels))
  const baseline = plot.y + plot.height
  parts.push(
    `<line x1="${plot.x}" x2="${plot.x + plot.width}" y1="${baseline}" y2="${baseline}" stroke="${AXIS}"/>`,
    `<line x1="${plot.x}" x2="${plot.x}" y1="${plot.y}" y2="${baseline}" stroke="${AXIS}"/>`,
  )
  for (let index = 0; index < count; index += step) {
    const x = round(xOf(index))
    parts.push(
      `<line x1="${x}" x2="${x}" y1="${baseline}" y2="${baseline + 4}" stroke="${AXIS}"/>`,
      `<text x="${x}" y="${baseline + frame.font + 6}" font-size="${frame.font}" text-anchor="middle" fill="${MUTED}">${label(periodLabel(series.points[index]!.start, series.periodType))}</text>`,
    )
  }
  parts.push(
    `<text x="${plot.x + plot.width / 2}" y="${frame.height - 6}" font-size="${frame.font}" text-anchor="middle" fill="${INK}">${label(periodAxisTitle(series.periodType, t))}</text>`,
    `<text transform="translate(${frame.font + 2} ${plot.y + plot.height / 2}) rotate(-90)" font-size="${frame.font}" text-anchor="middle" fill="${INK}">${label(t('Value'))}</text>`,
  )
  parts.push(...guideLines(series, plot, yOf, frame, t, options.locale))
  parts.push(valueLine(series, xOf, yOf, colour, frame, plot.width))
  if (!series.points.some((point) => point.value !== null)) {
    parts.push(
      `<text x="${plot.x + plot.width / 2}" y="${plot.y + plot.height / 2}" font-size="${frame.font + 2}" text-anchor="middle" fill="${MUTED}">${label(t('No values in these periods'))}</text>`,
    )
  }
  return parts.join('')
}

/** The chart in words: its <desc>, read out by screen readers. */
function describe(
  series: StatSeries,
  trendText: string,
  t: Translate,
  locale: string | undefined,
): string {
  const points = series.points
  if (points.length === 0) return t('No periods to show.')
  const known = points.filter((point) => point.value !== null)
  const sentences = [
    t('Periods shown: {{count}}, from {{first}} to {{last}}; with a value: {{known}}.', {
      count: points.length,
      first: periodLabel(points[0]!.start, series.periodType),
      last: periodLabel(points[points.length - 1]!.start, series.periodType),
      known: known.length,
    }),
  ]
  const latest = known[known.length - 1]
  if (latest) {
    const values = known.map((point) => Number(point.value))
    sentences.push(
      t('Latest {{value}} ({{period}}); lowest {{lowest}}, highest {{highest}}.', {
        value: latest.value,
        period: periodLabel(latest.start, series.periodType),
        lowest: formatNumber(Math.min(...values), locale),
        highest: formatNumber(Math.max(...values), locale),
      }),
      `${t('Trend')}: ${trendText}.`,
    )
  }
  if (series.upperGuide) sentences.push(t('Upper guide {{value}}.', { value: series.upperGuide }))
  if (series.lowerGuide) sentences.push(t('Lower guide {{value}}.', { value: series.lowerGuide }))
  return sentences.join(' ')
}

type Plot = { x: number; y: number; width: number; height: number }

function guideLines(
  series: StatSeries,
  plot: Plot,
  yOf: (value: number) => number,
  frame: Frame,
  t: Translate,
  locale: string | undefined,
): string[] {
  const guides = [
    { value: series.upperGuide, colour: GUIDE.upper, name: t('Upper guide'), above: true },
    { value: series.lowerGuide, colour: GUIDE.lower, name: t('Lower guide'), above: false },
  ]
  return guides.flatMap(({ value, colour, name, above }) => {
    if (value === null || value === '') return []
    const y = round(yOf(Number(value)))
    const textY = above ? y - 4 : y + frame.font + 2
    return [
      `<line x1="${plot.x}" x2="${plot.x + plot.width}" y1="${y}" y2="${y}" stroke="${colour}" stroke-width="1.5" stroke-dasharray="6 4"/>`,
      `<text x="${plot.x + plot.width - 4}" y="${textY}" font-size="${frame.font}" text-anchor="end" fill="${colour}">${xmlEscape(`${name} ${formatNumber(Number(value), locale)}`)}</text>`,
    ]
  })
}

/** Horizontal pixels per bucket of periods when a line has more periods than it has room for. */
const PIXELS_PER_BUCKET = 4

/**
 * The indexes of the points a line of `width` px draws: all of them while each bucket of
 * PIXELS_PER_BUCKET px holds at most two; else, per bucket, its lowest and highest value (so
 * peaks stay) and its first gap (so breaks stay). Three years of days in a panel draw as 146
 * points (and their gaps) instead of 1,095; the values table keeps every one.
 */
export function drawnIndexes(points: readonly ChartPoint[], width: number): number[] {
  const buckets = Math.max(1, Math.floor(width / PIXELS_PER_BUCKET))
  if (points.length <= buckets * 2) return points.map((_, index) => index)
  const kept: number[] = []
  for (let bucket = 0; bucket < buckets; bucket++) {
    const from = Math.floor((bucket * points.length) / buckets)
    const to = Math.floor(((bucket + 1) * points.length) / buckets)
    let low = -1
    let high = -1
    let gap = -1
    for (let index = from; index < to; index++) {
      const value = points[index]!.value
      if (value === null) {
        if (gap < 0) gap = index
        continue
      }
      if (low < 0 || Number(value) < Number(points[low]!.value)) low = index
      if (high < 0 || Number(value) > Number(points[high]!.value)) high = index
    }
    kept.push(...new Set([low, high, gap].filter((index) => index >= 0).sort((a, b) => a - b)))
  }
  return kept
}

/** The values as one path, broken where a period has no value; dots when there is room. */
function valueLine(
  series: StatSeries,
  xOf: (index: number) => number,
  yOf: (value: number) => number,
  colour: string,
  frame: Frame,
  width: number,
): string {
  const points = series.points
  const dots = points.length <= frame.maxDots
  let path = ''
  let circles = ''
  let drawing = false
  for (const index of drawnIndexes(points, width)) {
    const point = points[index]!
    if (point.value === null) {
      drawing = false
      continue
    }
    const x = round(xOf(index))
    const y = round(yOf(Number(point.value)))
    path += `${drawing ? 'L' : 'M'}${x} ${y}`
    const alone = !drawing && points[index + 1]?.value == null
    if (dots || alone) circles += `<circle cx="${x}" cy="${y}" r="3" fill="${colour}"/>`
    drawing = true
  }
  const line = path
    ? `<path d="${path}" fill="none" stroke="${colour}" stroke-width="2" stroke-linejoin="round"/>`
    : ''
  return line + circles
}

function round(value: number): number {
  return Math.round(value * 10) / 10
}
