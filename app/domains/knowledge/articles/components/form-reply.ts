import type { SubmissionResult } from '@conform-to/react'

/** What handleForm sent back: field messages and the values typed (kept on error). */
export function formReply(reply: SubmissionResult<string[]> | undefined) {
  const errors: Record<string, string[] | undefined> = Object.fromEntries(
    Object.entries(reply?.error ?? {}).map(([name, messages]) => [name, messages ?? undefined]),
  )
  const typed = (reply?.initialValue ?? {}) as Record<string, unknown>
  return {
    errors,
    formErrors: errors[''] ?? undefined,
    value: (name: string, fallback: string) =>
      typeof typed[name] === 'string' ? (typed[name] as string) : fallback,
  }
}
