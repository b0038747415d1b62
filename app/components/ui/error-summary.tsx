import { useTranslation } from '~/components/translation'

interface ErrorSummaryProps {
  /** Field id → its messages; each becomes a link that moves focus to the field. */
  fieldErrors: Record<string, string[] | undefined>
  /** Errors about the whole form (wrong password, rate limit). */
  formErrors?: string[]
}

/**
 * The box at the top of a form that lists every problem (GOV.UK error summary), each message
 * translated (they are English keys, as in Field).
 */
export function ErrorSummary({ fieldErrors, formErrors = [] }: ErrorSummaryProps) {
  const { t } = useTranslation()
  const fieldEntries = Object.entries(fieldErrors).filter((entry): entry is [string, string[]] =>
    Boolean(entry[1]?.length),
  )
  if (fieldEntries.length === 0 && formErrors.length === 0) return null
  return (
    <div
      role="alert"
      aria-labelledby="error-summary-title"
      tabIndex={-1}
      className="mb-6 border-4 border-red-700 bg-white p-4"
    >
      <h2 id="error-summary-title" className="text-lg font-bold text-slate-900">
        {t('There is a problem')}
      </h2>
      <ul className="mt-2 list-none space-y-1">
        {formErrors.map((message) => (
          <li key={message} className="font-semibold text-red-700">
            {t(message)}
          </li>
        ))}
        {fieldEntries.map(([id, messages]) => (
          <li key={id}>
            <a href={`#${id}`} className="font-semibold text-red-700 underline">
              {t(messages[0]!)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
