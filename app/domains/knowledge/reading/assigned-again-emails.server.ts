import { and, eq, inArray } from 'drizzle-orm'
import type { Queryable } from '~/platform/db.server'
import { appOrigin } from '~/platform/env.server'
import { queueEmail } from '~/platform/mail.server'
import { memberships, users } from '../../accounts/accounts.tables'

/** Someone asked to do something again: where the email goes and how it greets them. */
export interface Recipient {
  membershipId: number
  email: string
  firstName: string
}

/** The active people among `membershipIds` (a deactivated one is not emailed). */
export async function activeRecipients(
  tx: Queryable,
  membershipIds: number[],
): Promise<Recipient[]> {
  if (membershipIds.length === 0) return []
  return tx
    .select({ membershipId: memberships.id, email: users.email, firstName: users.firstName })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(inArray(memberships.id, membershipIds), eq(memberships.isActive, true)))
}

/** What was assigned again (an article, a course) and what the email asks the reader to do. */
export interface AssignedAgain {
  companyId: number
  template: string
  subject: string
  /** The plain-text sentence before the link, e.g. 'The article "X" has been assigned to you again. …' */
  sentence: string
  /** The app path the link opens, e.g. /knowledgebase/articles/7. */
  path: string
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/**
 * Queues one email per recipient in the caller's transaction (so it is sent only if the
 * reassignment commits); the caller kicks delivery after the commit.
 */
export async function queueAssignedAgainEmails(
  tx: Queryable,
  what: AssignedAgain,
  recipients: readonly Pick<Recipient, 'email' | 'firstName'>[],
): Promise<void> {
  const link = `${appOrigin()}${what.path}`
  for (const recipient of recipients) {
    await queueEmail(tx, {
      companyId: what.companyId,
      template: what.template,
      to: recipient.email,
      subject: what.subject,
      text: `Hello ${recipient.firstName},\n\n${what.sentence}\n${link}\n`,
      html: `<p>Hello ${escapeHtml(recipient.firstName)},</p><p>${escapeHtml(what.sentence)}</p><p><a href="${link}">${link}</a></p>`,
    })
  }
}
