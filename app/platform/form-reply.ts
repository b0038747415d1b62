import type { SubmissionResult } from '@conform-to/react'

/**
 * What a form action answers (isomorphic, so pages read it typed): conform's submission result,
 * plus `conflict` when the record was saved by someone else since the form was opened (409).
 */
export type FormReply = SubmissionResult<string[]> & { conflict?: true }

/** True when the reply says the record changed under the person (show what is saved now). */
export const isConflict = (reply: FormReply | undefined | null): boolean => reply?.conflict === true

/** A reply's messages by field name, as the kit's controls take them (`errors={errors.name}`). */
export function fieldErrorsOf(reply: FormReply | undefined): Record<string, string[] | undefined> {
  return Object.fromEntries(
    Object.entries(reply?.error ?? {}).map(([name, errors]) => [name, errors ?? undefined]),
  )
}
