import { createHmac } from 'node:crypto'
import { Resolver } from 'node:dns/promises'
import { sessionSecret } from '~/platform/env.server'
import { VERIFICATION_RECORD_PREFIX, VERIFICATION_VALUE_PREFIX } from './public-kb.constants'

/**
 * Custom-domain ownership by a DNS TXT record (ADR 026). The token is derived, not stored: an HMAC
 * of the knowledge base id and the domain with the app secret, so it needs no column, cannot be
 * guessed for another company's knowledge base, and changes when the domain changes.
 */
export function verificationRecord(kbId: number, domain: string) {
  const token = createHmac('sha256', sessionSecret)
    .update(`public-kb-domain:${kbId}:${domain}`)
    .digest('hex')
    .slice(0, 32)
  return {
    name: `${VERIFICATION_RECORD_PREFIX}.${domain}`,
    value: `${VERIFICATION_VALUE_PREFIX}${token}`,
  }
}

/**
 * DNS_SERVERS (comma-separated `host[:port]`) replaces the system resolvers: tests point it at a
 * loopback DNS server (tests/support/dns-server.ts); an install may pin public resolvers.
 */
function resolver(): Resolver {
  const resolver = new Resolver({ timeout: 3_000, tries: 2 })
  const servers = (process.env.DNS_SERVERS ?? '')
    .split(',')
    .map((server) => server.trim())
    .filter(Boolean)
  if (servers.length) resolver.setServers(servers)
  return resolver
}

/** Whether the TXT record of `verificationRecord` is published; any DNS failure is a no. */
export async function hasVerificationRecord(kbId: number, domain: string): Promise<boolean> {
  const expected = verificationRecord(kbId, domain)
  try {
    const records = await resolver().resolveTxt(expected.name)
    // A TXT record may arrive split into 255-byte strings: join each record's chunks.
    return records.some((chunks) => chunks.join('') === expected.value)
  } catch {
    return false
  }
}
