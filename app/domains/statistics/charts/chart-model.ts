import { translate, type TranslateOptions } from '~/i18n'
import type { PeriodType } from '../periods'

/**
 * What a stat chart shows, independent of how it is drawn: the series, its trend and the scale.
 * Pure and isomorphic (the page's values table and the SVG renderer share it).
 */

/** One period's value. `value` is the exact decimal text (numeric column); null when none. */
export type ChartPoint = { start: string; end: string; value: string | null }

export type StatSeries = {
  name: string
  periodType: PeriodType
  lowerIsBetter: boolean
  /** Optional guide values drawn as dashed lines (exact decimal text). */
  upperGuide: string | null
  lowerGuide: string | null
  /** Oldest period first. */
  points: ChartPoint[]
}

/** A translator (English key → text); the default answers English. */
export type Translate = (key: string, options?: TranslateOptions) => string
export const english: Translate = (key, options) => translate({}, 'en', key, options)

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** A period named by its start (yyyy-mm-dd): '5 Jan 2026', 'Jan 2026', 'Q1 2026', '2026'. */
export function periodLabel(start: string, periodType: PeriodType): string {
  // Sliced rather than split: the multi view names thousands of periods a page.
  const year = start.slice(0, 4)
  const month = Number(start.slice(5, 7))
  const day = Number(start.slice(8, 10))
  const monthName = MONTHS[month - 1] ?? '?'
  switch (periodType) {
    case 'YEARLY':
      return year
    case 'QUARTERLY':
      return `Q${Math.floor((month - 1) / 3) + 1} ${year}`
    case 'MONTHLY':
      return `${monthName} ${year}`
    default:
      return `${day} ${monthName} ${year}`
  }
}

/** The x axis's title: what each point is. */
export function periodAxisTitle(periodType: PeriodType, t: Translate = english): string {
  return {
    DAILY: t('Day'),
    WEEKLY: t('Week starting'),
    MONTHLY: t('Month'),
    QUARTERLY: t('Quarter'),
    YEARLY: t('Year'),
  }[periodType]
}

export type TrendDirection = 'rising' | 'falling' | 'flat'
export type Trend = { direction: TrendDirection; verdict: 'better' | 'worse' | 'steady' }

/** A change under this share of the values' spread over the whole series counts as flat. */
const FLAT_SHARE = 0.05

/**
 * The direction of the least-squares line through the values shown, and whether that is good:
 * rising is better unless the stat's lower is better. Fewer than two values is flat.
 */
export function trendOf(points: readonly ChartPoint[], lowerIsBetter: boolean): Trend {
  const known = points.flatMap((point, index) =>
    point.value === null ? [] : [{ x: index, y: Number(point.value) }],
  )
  if (known.length < 2) return { direction: 'flat', verdict: 'steady' }
  const meanX = known.reduce((sum, p) => sum + p.x, 0) / known.length
  const meanY = known.reduce((sum, p) => sum + p.y, 0) / known.length
  let covariance = 0
  let varianceX = 0
  for (const p of known) {
    covariance += (p.x - meanX) * (p.y - meanY)
    varianceX += (p.x - meanX) ** 2
  }
  const slope = covariance / varianceX
  const change = slope * (known[known.length - 1]!.x - known[0]!.x)
  const ys = known.map((p) => p.y)
  const spread = Math.max(Math.max(...ys) - Math.min(...ys), Math.abs(meanY), 1e-9)
  if (Math.abs(change) < spread * FLAT_SHARE) return { direction: 'flat', verdict: 'steady' }
  const direction = change > 0 ? 'rising' : 'falling'
  const better = (direction === 'rising') !== lowerIsBetter
  return { direction, verdict: better ? 'better' : 'worse' }
}

/** Line colours by verdict (each at least 4.5:1 on white); the verdict is also written out. */
export const TREND_COLOURS = {
  better: '#15803d',
  worse: '#b91c1c',
  steady: '#334155',
} as const

/** 'Rising, better' and the like: the trend in words, so colour is never the only signal. */
export function trendSentence(
  trend: Trend,
  lowerIsBetter: boolean,
  t: Translate = english,
): string {
  const direction = { rising: t('Rising'), falling: t('Falling'), flat: t('Flat') }[trend.direction]
  if (trend.verdict === 'steady') return direction
  const verdict = trend.verdict === 'better' ? t('better') : t('worse')
  return lowerIsBetter
    ? t('{{direction}}, {{verdict}} (lower is better)', { direction, verdict })
    : t('{{direction}}, {{verdict}}', { direction, verdict })
}

export type Scale = { min: number; max: number; ticks: number[] }

/** Round tick values (1, 2 or 5 times a power of ten) covering min..max in about `count` steps. */
export function niceScale(min: number, max: number, count = 5): Scale {
  if (!Number.isFinite(min) || !Number.isFinite(max)) return niceScale(0, 1, count)
  if (min === max) {
    const pad = Math.abs(min) > 0 ? Math.abs(min) / 2 : 1
    return niceScale(min - pad, max + pad, count)
  }
  const rough = (max - min) / count
  const power = 10 ** Math.floor(Math.log10(rough))
  const step = ([1, 2, 5, 10].find((factor) => factor * power >= rough) ?? 10) * power
  const low = Math.floor(min / step) * step
  const high = Math.ceil(max / step) * step
  const ticks: number[] = []
  for (let value = low; value <= high + step / 2; value += step) ticks.push(roundTo(value, step))
  return { min: low, max: high, ticks }
}

/** Removes float noise (0.30000000000000004) at the step's precision. */
function roundTo(value: number, step: number): number {
  const decimals = Math.max(0, -Math.floor(Math.log10(step)) + 1)
  return Number(value.toFixed(decimals))
}

/** The range a chart must show: every value and the guide lines. */
export function valueRange(series: StatSeries): { min: number; max: number } {
  const values = [
    ...series.points.map((point) => point.value),
    series.upperGuide,
    series.lowerGuide,
  ].flatMap((value) => (value === null || value === '' ? [] : [Number(value)]))
  if (values.length === 0) return { min: 0, max: 1 }
  return { min: Math.min(...values), max: Math.max(...values) }
}

/** One formatter per locale: building one costs more than formatting hundreds of numbers. */
const numberFormats = new Map<string, Intl.NumberFormat>()

/** Tick and summary numbers as a reader writes them (thousands separated, at most 2 decimals). */
export function formatNumber(value: number, locale = 'en'): string {
  let format = numberFormats.get(locale)
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 })
    numberFormats.set(locale, format)
  }
  return format.format(value)
}

/** The values table under a chart: one row per period, the exact value or a dash. */
export function chartTableRows(series: StatSeries): { period: string; value: string }[] {
  return series.points.map((point) => ({
    period: periodLabel(point.start, series.periodType),
    value: point.value ?? '—',
  }))
}
