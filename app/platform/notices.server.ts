import { and, eq, inArray } from 'drizzle-orm'
import { memberships, users } from '~/domains/accounts/accounts.tables'
import type { Queryable } from './db.server'
import { appOrigin } from './env.server'
import { queueEmail } from './mail.server'

/**
 * Notices: the short emails every domain sends about one of its records ("a request waits for
 * you", "please read this again"): a greeting, one sentence and a link into the app. Queued in
 * the caller's transaction (the mail outbox), so they go only if the change commits; the caller
 * kicks delivery after the commit (`kickMailDelivery`), and the sweeper retries what failed.
 */

/** Where a notice goes and how it greets the person. */
export interface Recipient {
  membershipId: number
  email: string
  firstName: string
}

/** What a notice says and where its link leads. */
export interface Notice {
  companyId: number
  /** The outbox's name for the kind of email, e.g. 'request_waiting'. */
  template: string
  subject: string
  /** The plain-text sentence before the link, e.g. 'Eve asks for "Boots". It is waiting…' */
  sentence: string
  /** The app path the link opens, e.g. /request/details/7. */
  path: string
}

/** The active people among `membershipIds` (a deactivated one is not emailed). */
export async function activeRecipients(
  q: Queryable,
  membershipIds: readonly number[],
): Promise<Recipient[]> {
  if (membershipIds.length === 0) return []
  return q
    .select({ membershipId: memberships.id, email: users.email, firstName: users.firstName })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(inArray(memberships.id, [...membershipIds]), eq(memberships.isActive, true)))
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** Queues `notice` once to each of `recipients` (looked up already, e.g. for several notices). */
export async function queueNotice(
  q: Queryable,
  notice: Notice,
  recipients: readonly Pick<Recipient, 'email' | 'firstName'>[],
): Promise<void> {
  const link = `${appOrigin()}${notice.path}`
  for (const recipient of recipients) {
    await queueEmail(q, {
      companyId: notice.companyId,
      template: notice.template,
      to: recipient.email,
      subject: notice.subject,
      text: `Hello ${recipient.firstName},\n\n${notice.sentence}\n${link}\n`,
      html: `<p>Hello ${escapeHtml(recipient.firstName)},</p><p>${escapeHtml(notice.sentence)}</p><p><a href="${link}">${link}</a></p>`,
    })
  }
}

/**
 * Queues `notice` to the active people among `membershipIds`, each once; answers how many it
 * was queued to.
 */
export async function queueNoticeTo(
  q: Queryable,
  notice: Notice,
  membershipIds: readonly number[],
): Promise<number> {
  const recipients = await activeRecipients(q, [...new Set(membershipIds)])
  await queueNotice(q, notice, recipients)
  return recipients.length
}
