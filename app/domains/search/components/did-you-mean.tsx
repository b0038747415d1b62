import { Link } from '~/components/ui/link'
import { useTranslation } from '~/components/translation'

/**
 * The "no result" state's offer (ADR 038): queries with a word replaced by the closest word the
 * reader's articles hold. Each is a link (`hrefOf`: a search page's GET URL, no JavaScript
 * needed), or, in a dialog, a button running the search again (`onChoose`).
 */
export function DidYouMean({
  suggestions,
  hrefOf,
  onChoose,
}: {
  suggestions: string[]
  hrefOf?: (query: string) => string
  onChoose?: (query: string) => void
}) {
  const { t } = useTranslation()
  if (!suggestions.length) return null
  return (
    <p className="mt-2" data-testid="did-you-mean">
      {t('Did you mean:')}{' '}
      {suggestions.map((suggestion, i) => (
        <span key={suggestion}>
          {i ? ', ' : null}
          {onChoose ? (
            <button
              type="button"
              className="font-semibold text-blue-800 underline"
              onClick={() => onChoose(suggestion)}
            >
              {suggestion}
            </button>
          ) : (
            <Link className="font-semibold text-blue-800 underline" to={hrefOf!(suggestion)}>
              {suggestion}
            </Link>
          )}
        </span>
      ))}
      ?
    </p>
  )
}
