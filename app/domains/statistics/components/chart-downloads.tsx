import { useTranslation } from '~/components/translation'
import { buttonClasses } from '~/components/ui/button'

/** Links downloading the chart on screen (same stats and query) as SVG, PNG or CSV. */
export function ChartDownloads({ base, query }: { base: string; query: string }) {
  const { t } = useTranslation()
  const links = [
    { format: 'svg', label: t('Download chart (SVG)') },
    { format: 'png', label: t('Download chart (PNG)') },
    { format: 'csv', label: t('Download values (CSV)') },
  ]
  return (
    <ul className="mt-4 flex flex-wrap gap-3" aria-label={t('Downloads')}>
      {links.map((link) => (
        <li key={link.format}>
          <a
            href={`${base}/${link.format}?${query}`}
            download
            className={buttonClasses('secondary')}
          >
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  )
}
