import { jwtVerify, SignJWT } from 'jose'
import { lookupSession } from '~/domains/accounts/sessions.server'
import type { Actor } from '~/platform/actor'
import { sessionSecret } from '~/platform/env.server'

/**
 * The content origin has no session cookie (that is its point), so each file URL carries a
 * ticket: a signed, expiring token naming the learner's session and the package. Every request
 * still looks the session up, so signing out ends the ticket at once. Its own key: a ticket is
 * visible to the package's scripts and must be good for nothing else (not an API token).
 */
const ticketKey = new TextEncoder().encode(`scorm-content:${sessionSecret}`)
const TICKET_HOURS = 12

export function issueContentTicket(actor: Actor, packageId: number): Promise<string> {
  return new SignJWT({ sid: actor.sessionId, pkg: packageId })
    .setProtectedHeader({ alg: 'HS256' })
    .setExpirationTime(`${TICKET_HOURS}h`)
    .sign(ticketKey)
}

/** The signed-in actor a ticket for this package names, or null for anything else. */
export async function ticketActor(ticket: string, packageId: number): Promise<Actor | null> {
  let claims: Record<string, unknown>
  try {
    claims = (await jwtVerify(ticket, ticketKey, { algorithms: ['HS256'] })).payload
  } catch {
    return null
  }
  if (claims.pkg !== packageId || typeof claims.sid !== 'number') return null
  const found = await lookupSession({ sessionId: claims.sid })
  return found.status === 'active' ? found.actor : null
}
