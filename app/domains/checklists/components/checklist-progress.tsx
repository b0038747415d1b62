import { useTranslation } from '~/components/translation'
import type { Progress } from '../checklist-answers'

/** How far a checklist is: a bar and the words for it. */
export function ChecklistProgress({ progress }: { progress: Progress }) {
  const { t } = useTranslation()
  const words = t('{{done}} of {{total}} items done ({{percent}}%)', { ...progress })
  return (
    <div className="mt-2">
      <progress
        value={progress.done}
        max={Math.max(progress.total, 1)}
        aria-label={words}
        className="h-3 w-full max-w-md accent-brand-600"
      />
      <p className="text-sm text-slate-700" data-testid="checklist-progress">
        {words}
      </p>
    </div>
  )
}
