import { useTranslation } from '~/components/translation'

/**
 * A chart drawn on the server (an accessible SVG: role="img" with its title and description)
 * and, under it, the same values as a table (valuesTableHtml, also written on the server) for
 * anyone who would rather read numbers.
 */
export function StatChartFigure({
  svg,
  table,
  name,
  openTable = false,
}: {
  /** The SVG from statChartSvg: built from escaped text on the server. */
  svg: string
  /** The values table from valuesTableHtml: built from escaped text on the server. */
  table: string
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
        <div dangerouslySetInnerHTML={{ __html: table }} />
      </details>
    </figure>
  )
}
