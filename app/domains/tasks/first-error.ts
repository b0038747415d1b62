import type { FormReply } from '~/platform/form-reply'

/**
 * The first message of a refused form, for pages that show a small form's refusal as one notice
 * (a card's Move to…, a request's Approve). Isomorphic: the page reads its action's reply.
 */
export function firstError(reply: FormReply | undefined | null): string | null {
  if (!reply?.error) return null
  const messages = Object.values(reply.error).flatMap((list) => list ?? [])
  return messages[0] ?? null
}
