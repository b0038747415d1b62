import { useTranslation } from '~/components/translation'
import { EVENT_LABELS } from '../esign-constants'

export interface TimelineEntry {
  id: number
  at: string
  action: string
  name: string
  email: string
  ip: string | null
  details: Record<string, unknown> | null
}

/** The document's timeline: what happened, who, when and from where. */
export function Timeline({ entries }: { entries: readonly TimelineEntry[] }) {
  const { t } = useTranslation()
  return (
    <ol className="mt-3 space-y-2">
      {entries.map((entry) => (
        <li key={entry.id} className="border-l-4 border-slate-300 pl-3">
          <p className="font-semibold">
            {t(EVENT_LABELS[entry.action] ?? entry.action)}
            {entry.name ? ` — ${entry.name}` : ''}
            {entry.email ? ` <${entry.email}>` : ''}
          </p>
          <p className="text-sm text-slate-700">
            <time dateTime={entry.at}>{entry.at.replace('T', ' ').slice(0, 16)} UTC</time>
            {entry.ip ? ` · ${t('IP address')} ${entry.ip}` : ''}
            {typeof entry.details?.reason === 'string' ? ` · ${entry.details.reason}` : ''}
          </p>
        </li>
      ))}
    </ol>
  )
}
