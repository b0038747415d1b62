import { useTranslation } from '~/components/translation'
import { Table } from '~/components/ui/table'

/**
 * A chart drawn on the server (an accessible SVG: role="img" with its title and description)
 * and, under it, the same values as a table for anyone who would rather read numbers.
 */
export function StatChartFigure({
  svg,
  rows,
  name,
  openTable = false,
}: {
  /** The SVG from statChartSvg: built from escaped text on the server. */
  svg: string
  rows: readonly { period: string; value: string }[]
  name: string
  /** Whether the values table starts open (the single chart) or folded (small multiples). */
  openTable?: boolean
}) {
  const { t } = useTranslation()
  return (
    <figure className="mt-6">
      <div
        className="max-w-full overflow-x-auto [&>svg]:h-auto [&>svg]:max-w-full"
        dangerouslySetInnerHTML={{ __html: svg }}
      />
      <details open={openTable} className="mt-2">
        <summary className="cursor-pointer text-blue-800 underline">
          {t('Values of {{name}}', { name })}
        </summary>
        <Table
          className="mt-2"
          rows={rows}
          rowKey={(row) => row.period}
          caption={t('Values of {{name}}', { name })}
          columns={[
            { header: t('Period'), rowHeader: true, cell: (row) => row.period },
            { header: t('Value'), cell: (row) => row.value, className: 'tabular-nums' },
          ]}
        />
      </details>
    </figure>
  )
}
