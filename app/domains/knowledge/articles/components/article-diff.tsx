import { useTranslation } from '~/components/translation'

/** One piece of a word diff: unchanged, added (in the newer text) or removed (only in the older). */
export interface DiffPart {
  value: string
  added: boolean
  removed: boolean
}

/**
 * A word diff as text with <ins>/<del> (announced by screen readers with a hidden prefix),
 * coloured and struck through, so a change is seen without relying on colour alone.
 */
export function DiffView({ parts, label }: { parts: DiffPart[]; label: string }) {
  const { t } = useTranslation()
  return (
    <div
      role="region"
      aria-label={label}
      className="rounded-md border border-slate-300 bg-white p-4 whitespace-pre-wrap"
    >
      {parts.map((part, index) =>
        part.added ? (
          <ins key={index} className="bg-green-100 text-green-900 underline">
            <span className="sr-only">{t('Added:')} </span>
            {part.value}
          </ins>
        ) : part.removed ? (
          <del key={index} className="bg-red-100 text-red-900 line-through">
            <span className="sr-only">{t('Removed:')} </span>
            {part.value}
          </del>
        ) : (
          <span key={index}>{part.value}</span>
        ),
      )}
    </div>
  )
}
