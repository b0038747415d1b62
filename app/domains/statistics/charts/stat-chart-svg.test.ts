import { describe, expect, it } from 'vitest'
import { list, parsedSvg, type Element } from '#tests/support/svg-xml'
import {
  chartTableRows,
  niceScale,
  periodLabel,
  TREND_COLOURS,
  trendOf,
  type ChartPoint,
  type StatSeries,
} from './chart-model'
import { drawnIndexes, smallMultiplesSvg, statChartSvg } from './stat-chart-svg'
import { valuesTableHtml } from './values-table'

/** Weekly periods from Monday 5 Jan 2026, one per value (null: nothing entered). */
function weekly(values: (number | null)[]): ChartPoint[] {
  return values.map((value, index) => {
    const start = new Date(Date.UTC(2026, 0, 5 + 7 * index))
    const end = new Date(Date.UTC(2026, 0, 11 + 7 * index))
    return {
      start: start.toISOString().slice(0, 10),
      end: end.toISOString().slice(0, 10),
      value: value === null ? null : String(value),
    }
  })
}

function series(values: (number | null)[], extra: Partial<StatSeries> = {}): StatSeries {
  return {
    name: 'Tickets closed',
    periodType: 'WEEKLY',
    lowerIsBetter: false,
    upperGuide: null,
    lowerGuide: null,
    points: weekly(values),
    ...extra,
  }
}

/** An element's text as a reader sees it (the parser leaves character references as written). */
const textOf = (element: Element | string): string =>
  String(typeof element === 'string' ? element : (element['#text'] ?? '')).replace(
    /&#(\d+);/g,
    (_, code: string) => String.fromCharCode(Number(code)),
  )
const texts = (svg: Element): string[] => list(svg.text).map(textOf)
const lineColour = (svg: Element): string => String(list(svg.path)[0]?.stroke)

describe('a single stat chart', () => {
  it('is an image named by the stat and described in words', () => {
    const svg = parsedSvg(statChartSvg(series([10, 12, 15, 14, 18]), { idPrefix: 'c1' }))
    expect(svg.role).toBe('img')
    expect(svg['aria-labelledby']).toBe('c1-title c1-desc')
    expect(list(svg.title).map(textOf)).toEqual(['Tickets closed'])
    expect(textOf(list(svg.desc)[0]!)).toBe(
      'Periods shown: 5, from 5 Jan 2026 to 2 Feb 2026; with a value: 5. ' +
        'Latest 18 (2 Feb 2026); lowest 10, highest 18. Trend: Rising, better.',
    )
  })

  it('labels both axes, the periods and round values', () => {
    const svg = parsedSvg(statChartSvg(series([10, 12, 15, 14, 18])))
    const shown = texts(svg)
    expect(shown).toContain('Week starting')
    expect(shown).toContain('Value')
    expect(shown).toContain('5 Jan 2026')
    expect(shown).toContain('2 Feb 2026')
    expect(shown).toEqual(expect.arrayContaining(['10', '12', '14', '16', '18']))
  })

  it('colours a rising line green, and red when lower is better', () => {
    const rising = [100, 110, 120, 130]
    const good = parsedSvg(statChartSvg(series(rising)))
    const bad = parsedSvg(statChartSvg(series(rising, { lowerIsBetter: true })))
    expect(lineColour(good)).toBe(TREND_COLOURS.better)
    expect(lineColour(bad)).toBe(TREND_COLOURS.worse)
    expect(texts(bad)).toContain('Trend: Rising, worse (lower is better)')
    const falling = parsedSvg(statChartSvg(series([9, 7, 5, 2], { lowerIsBetter: true })))
    expect(lineColour(falling)).toBe(TREND_COLOURS.better)
    expect(texts(falling)).toContain('Trend: Falling, better (lower is better)')
  })

  it('calls a wobble around the same level flat', () => {
    expect(trendOf(weekly([50, 51, 49, 50, 50]), false)).toEqual({
      direction: 'flat',
      verdict: 'steady',
    })
    const svg = parsedSvg(statChartSvg(series([50, 51, 49, 50, 50])))
    expect(lineColour(svg)).toBe(TREND_COLOURS.steady)
  })

  it('draws the guide lines it is given, labelled, inside the scale', () => {
    const svg = parsedSvg(
      statChartSvg(series([10, 20, 30], { upperGuide: '45', lowerGuide: '5.5' })),
    )
    expect(texts(svg)).toEqual(expect.arrayContaining(['Upper guide 45', 'Lower guide 5.5']))
    const dashed = list(svg.line).filter((line) => line['stroke-dasharray'])
    expect(dashed).toHaveLength(2)
    expect(texts(svg)).toContain('50')
    expect(textOf(list(svg.desc)[0]!)).toContain('Upper guide 45. Lower guide 5.5.')
  })

  it('breaks the line where a period has no value, and says so when none has one', () => {
    const gap = parsedSvg(statChartSvg(series([1, 2, null, 4, 5])))
    expect(String(list(gap.path)[0]?.d).match(/M/g)).toHaveLength(2)
    expect(textOf(list(gap.desc)[0]!)).toContain(
      'Periods shown: 5, from 5 Jan 2026 to 2 Feb 2026; with a value: 4.',
    )
    const empty = parsedSvg(statChartSvg(series([null, null])))
    expect(list(empty.path)).toHaveLength(0)
    expect(texts(empty)).toContain('No values in these periods')
  })

  it('escapes what people typed', () => {
    const svg = statChartSvg(series([1, 2], { name: 'Sales <script> & "more"' }))
    expect(svg).not.toContain('<script>')
    expect(list(parsedSvg(svg).title).map(textOf)).toEqual(['Sales <script> & "more"'])
  })

  it('draws three years of weekly values as one line with readable labels, fast', () => {
    const values = Array.from({ length: 156 }, (_, week) => 200 + week + (week % 5) * 3)
    const started = performance.now()
    const svg = parsedSvg(statChartSvg(series(values)))
    expect(performance.now() - started).toBeLessThan(200)
    expect(list(svg.path)).toHaveLength(1)
    expect(list(svg.circle)).toHaveLength(0)
    const periodLabels = texts(svg).filter((text) => /\d{4}$/.test(text))
    expect(periodLabels.length).toBeLessThanOrEqual(8)
  })
})

describe('a line with more periods than room', () => {
  it('draws a few points per bucket of pixels, keeping every peak, trough and gap', () => {
    const days = Array.from({ length: 1095 }, (_, day) => (day === 500 ? null : day % 7))
    days[321] = 99
    days[654] = -99
    const drawn = drawnIndexes(weekly(days), 292)
    // 73 buckets of 4 px, two points each, and the one gap.
    expect(drawn.length).toBeLessThanOrEqual(147)
    expect(drawn).toEqual(expect.arrayContaining([321, 654, 500]))
    expect(drawnIndexes(weekly(days.slice(0, 146)), 292)).toHaveLength(146)
  })
})

describe('small multiples', () => {
  it('puts every stat in a labelled panel of its own, fast for fifty stats', () => {
    const many = Array.from({ length: 50 }, (_, index) =>
      series(
        Array.from({ length: 156 }, (_, week) => index * 10 + week),
        { name: `Stat ${index + 1}` },
      ),
    )
    const started = performance.now()
    const document = smallMultiplesSvg(many, { title: 'Statistics', columns: 3 })
    // Generous: the bound catches a renderer gone quadratic, not a busy shared machine.
    expect(performance.now() - started).toBeLessThan(1000)
    const svg = parsedSvg(document)
    expect(list(svg.title).map(textOf)).toEqual(['Statistics'])
    const panels = list(svg.svg)
    expect(panels).toHaveLength(50)
    expect(panels[49]!.role).toBe('img')
    expect(panels[49]!['aria-labelledby']).toBe('panel-49-title panel-49-desc')
    expect(list(panels[49]!.title).map(textOf)).toEqual(['Stat 50'])
    expect(Number(svg.height)).toBe(40 + 17 * (220 + 16))
  })
})

describe('the chart model', () => {
  it('names periods as a reader would', () => {
    expect(periodLabel('2026-03-02', 'DAILY')).toBe('2 Mar 2026')
    expect(periodLabel('2026-03-02', 'WEEKLY')).toBe('2 Mar 2026')
    expect(periodLabel('2026-03-01', 'MONTHLY')).toBe('Mar 2026')
    expect(periodLabel('2026-10-01', 'QUARTERLY')).toBe('Q4 2026')
    expect(periodLabel('2026-01-01', 'YEARLY')).toBe('2026')
  })

  it('lists every period with its exact value in the table, a dash when missing', () => {
    expect(chartTableRows(series([1.25, null]))).toEqual([
      { period: '5 Jan 2026', value: '1.25' },
      { period: '12 Jan 2026', value: '—' },
    ])
  })

  it('writes the values table with every period, escaped, named by its caption', () => {
    const html = valuesTableHtml(series([1.25, null], { name: 'Sales <b>' }))
    expect(html).toContain('<caption class="sr-only">Values of Sales &#60;b&#62;</caption>')
    expect(html.match(/<th scope="row">/g)).toHaveLength(2)
    expect(html).toContain('<th scope="row">12 Jan 2026</th><td>—</td>')
  })

  it('chooses round ticks covering the values', () => {
    expect(niceScale(0.1, 0.95, 5).ticks).toEqual([0, 0.2, 0.4, 0.6, 0.8, 1])
    expect(niceScale(-30, 70, 5)).toEqual({
      min: -40,
      max: 80,
      ticks: [-40, -20, 0, 20, 40, 60, 80],
    })
    expect(niceScale(5, 5).ticks.length).toBeGreaterThan(1)
  })
})
