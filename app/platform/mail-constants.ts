/** An outbound email's states (client-safe: the outbox page filters by them in the browser). */
export const OUTBOUND_EMAIL_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const
