import { xmlEscape } from '~/domains/org/org-chart-svg'
import { chartTableRows, english, type StatSeries, type Translate } from './chart-model'

/**
 * The values under a chart as a table, written as HTML on the server like the chart's SVG: the
 * multi view shows fifty of them (7,800 rows at three years of weeks), which React would build
 * element by element on every request. It looks like the UI kit's Table (app/components/ui/
 * table.tsx), its cell styles set once on the table so each row is only its two cells.
 */

const TABLE_CLASSES = [
  'w-full border-collapse text-start',
  '[&_th]:py-2 [&_th]:pe-4 [&_th]:text-start [&_td]:py-2 [&_td]:pe-4 [&_td]:tabular-nums',
  '[&_tbody_tr]:border-b [&_tbody_tr]:border-slate-200 [&_tbody_tr]:align-top',
  '[&_tbody_th]:font-semibold',
].join(' ')

/** The table of a series' periods and values (a dash where none), captioned with its name. */
export function valuesTableHtml(series: StatSeries, t: Translate = english): string {
  const caption = xmlEscape(t('Values of {{name}}', { name: series.name }))
  const rows = chartTableRows(series)
    .map(
      (row) =>
        `<tr><th scope="row">${xmlEscape(row.period)}</th><td>${xmlEscape(row.value)}</td></tr>`,
    )
    .join('')
  return (
    `<div class="mt-2 overflow-x-auto"><table class="${TABLE_CLASSES}">` +
    `<caption class="sr-only">${caption}</caption>` +
    `<thead><tr class="border-b-2 border-slate-700"><th scope="col">${xmlEscape(t('Period'))}</th>` +
    `<th scope="col">${xmlEscape(t('Value'))}</th></tr></thead>` +
    `<tbody>${rows}</tbody></table></div>`
  )
}
