import { z } from 'zod'
import { msg } from '~/i18n'
import { OUTBOUND_EMAIL_STATUSES } from '~/platform/mail-constants'

export const OUTBOUND_EMAILS_PATH = '/account/outbound-emails'
export const OUTBOUND_EMAILS_PAGE_SIZE = 25

export const OUTBOUND_EMAIL_MESSAGES = {
  notFound: msg('Email not found.'),
  resent: msg('The email was queued to be sent again.'),
  spentLink: msg(
    'This email holds a single-use link that has been used or has expired, so sending it again would not help. Send a new activation email or password reset instead.',
  ),
} as const

export const STATUS_LABELS = {
  queued: msg('Queued'),
  sending: msg('Sending'),
  sent: msg('Sent'),
  failed: msg('Failed'),
} as const

/** The list's query string: an unknown status or page is no filter, never an error page. */
export const OutboundEmailQuerySchema = z.object({
  status: z.enum(OUTBOUND_EMAIL_STATUSES).optional().catch(undefined),
  recipient: z
    .string()
    .trim()
    .max(320)
    .optional()
    .catch(undefined)
    .transform((value) => value || undefined),
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
})
export type OutboundEmailQuery = z.infer<typeof OutboundEmailQuerySchema>

export function outboundEmailQueryFrom(params: URLSearchParams): OutboundEmailQuery {
  return OutboundEmailQuerySchema.parse(Object.fromEntries(params))
}
