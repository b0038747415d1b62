import type { SubmissionResult } from '@conform-to/react'

/**
 * What a form action answers (isomorphic, so pages read it typed): conform's submission result,
 * plus `conflict` when the record was saved by someone else since the form was opened (409),
 * with `current`, what is saved now (when the action gave `handleForm` a way to read it), and
 * `carried`, what every answer of that form brings along (say the files the form holds).
 */
export type FormReply<Carried = unknown, Current = unknown> = SubmissionResult<string[]> & {
  conflict?: true
  current?: Current
  carried?: Carried
}

/** True when the reply says the record changed under the person (show what is saved now). */
export const isConflict = (reply: FormReply | undefined | null): boolean => reply?.conflict === true

/** A reply's messages by field name, as the kit's controls take them (`errors={errors.name}`). */
export function fieldErrorsOf(reply: FormReply | undefined): Record<string, string[] | undefined> {
  return Object.fromEntries(
    Object.entries(reply?.error ?? {}).map(([name, errors]) => [name, errors ?? undefined]),
  )
}

/**
 * A reply read for a page's form: messages by field, the form's own messages (not tied to a
 * field), and what was typed into a text field (kept on error), else `fallback`.
 */
export function readReply(reply: FormReply | undefined) {
  const errors = fieldErrorsOf(reply)
  const typed = (reply?.initialValue ?? {}) as Record<string, unknown>
  return {
    errors,
    formErrors: errors[''],
    value: (name: string, fallback: string) => {
      const value = typed[name]
      return typeof value === 'string' ? value : fallback
    },
  }
}
