import { ErrorSummary } from '~/components/ui/error-summary'
import { StaleRecordNotice, type SavedValue } from '~/components/ui/stale-record-notice'

/**
 * The top of the checklist domain's forms: a hidden default Save (Enter in a text box saves:
 * the first submit button of a form is its default), the error summary (the form's own message
 * once, then a link to each bad field), and on a 409 the record as it is saved now.
 */
export function FormTop({
  saveLabel,
  errors,
  formErrors,
  saved,
}: {
  saveLabel: string
  errors: Record<string, string[] | undefined>
  formErrors: string[] | undefined
  /** On a 409: the notice's title and the saved values. */
  saved?: { title: string; values: SavedValue[] }
}) {
  const fieldErrors = Object.fromEntries(Object.entries(errors).filter(([name]) => name !== ''))
  return (
    <>
      <button
        type="submit"
        name="intent"
        value="save"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
      >
        {saveLabel}
      </button>
      <ErrorSummary fieldErrors={fieldErrors} formErrors={formErrors} />
      {saved ? <StaleRecordNotice className="mb-6" {...saved} /> : null}
    </>
  )
}
