import { useTranslation } from '~/components/translation'
import type { RequestStatus } from '../request-constants'
import { STATUS_LABELS } from '../request-labels'

const STATUS_CLASSES: Record<RequestStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  changes_requested: 'bg-sky-100 text-sky-900',
  approved: 'bg-green-100 text-green-900',
  rejected: 'bg-red-100 text-red-900',
  cancelled: 'bg-slate-200 text-slate-800',
}

/** A request's status as a coloured label (the words carry the meaning, not the colour). */
export function StatusBadge({ status }: { status: RequestStatus }) {
  const { t } = useTranslation()
  return (
    <span
      className={`inline-block rounded px-2 py-0.5 text-sm font-semibold ${STATUS_CLASSES[status]}`}
    >
      {t(STATUS_LABELS[status])}
    </span>
  )
}
