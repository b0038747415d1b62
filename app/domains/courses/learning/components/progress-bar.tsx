import { useTranslation } from '~/components/translation'

/**
 * A learner's progress in a course: a bar and its percent in words (the bar alone never carries
 * the number), named for screen readers by the course it measures.
 */
export function ProgressBar({ percent, label }: { percent: number; label: string }) {
  const { t } = useTranslation()
  return (
    <div className="flex items-center gap-3">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-3 w-32 shrink-0 overflow-hidden rounded-full bg-slate-200 ring-1 ring-slate-400"
      >
        <div className="h-full bg-brand-700" style={{ width: `${percent}%` }} />
      </div>
      <span className="whitespace-nowrap tabular-nums">{t('{{percent}} %', { percent })}</span>
    </div>
  )
}
