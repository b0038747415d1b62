import type { Membership, User } from '~/domains/accounts/accounts.tables'
import { createSession } from '~/domains/accounts/sessions.server'
import { sessionCookieHeader } from '~/platform/auth.server'
import { db } from '~/platform/db.server'
import { testMeta } from './request'

/** The Cookie header a browser sends for a fresh session of this member. */
export async function browserCookie(member: {
  user: Pick<User, 'id'>
  membership: Pick<Membership, 'companyId'>
}) {
  const { token } = await createSession(db, {
    userId: member.user.id,
    companyId: member.membership.companyId,
    kind: 'browser',
    meta: testMeta(),
  })
  return (await sessionCookieHeader(new Request('http://localhost/'), token)).split(';')[0]!
}
