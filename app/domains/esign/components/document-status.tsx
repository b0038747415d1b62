import { useTranslation } from '~/components/translation'
import { STATUS_LABELS, type DocumentStatus } from '../esign-constants'

const STATUS_CLASSES: Record<DocumentStatus, string> = {
  draft: 'bg-slate-100 text-slate-900',
  sent: 'bg-blue-100 text-blue-900',
  partially_signed: 'bg-amber-100 text-amber-900',
  completed: 'bg-green-100 text-green-900',
  declined: 'bg-red-100 text-red-900',
  expired: 'bg-slate-200 text-slate-900',
  voided: 'bg-slate-200 text-slate-900',
}

/** A document's status as a labelled badge (the word carries it; the colour only helps). */
export function DocumentStatusBadge({ status }: { status: DocumentStatus }) {
  const { t } = useTranslation()
  return (
    <span className={`rounded px-2 py-0.5 text-sm font-semibold ${STATUS_CLASSES[status]}`}>
      {t(STATUS_LABELS[status])}
    </span>
  )
}
