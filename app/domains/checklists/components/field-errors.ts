/** A reply's messages by field without the form's own ('' key), for the error summary's links. */
export const fieldErrorsOnly = (errors: Record<string, string[] | undefined>) =>
  Object.fromEntries(Object.entries(errors).filter(([name]) => name !== ''))
