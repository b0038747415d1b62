import { and, eq, isNotNull } from 'drizzle-orm'
import { db } from '~/platform/db.server'
import { companies } from '../company/company.tables'
import { publicKnowledgebases } from '../knowledge/knowledge.tables'
import { PUBLIC_ROOT } from './public-paths'

/**
 * Custom domains (ADR 026). server.js asks, for every GET, which public page a Host header
 * names; the verified domains of all companies are few, so they are read at once and kept for
 * a short while instead of querying per request. Each process forgets them on its own writes;
 * other processes see a removal within DOMAINS_TTL_MS and a newly verified domain within
 * MISS_RECHECK_MS (an unknown host re-reads a list older than that: at most one query per
 * MISS_RECHECK_MS, whatever hosts clients send).
 */
const DOMAINS_TTL_MS = 30_000
const MISS_RECHECK_MS = 3_000

interface Served {
  companySlug: string
  urlPart: string
}

let cache: { at: number; domains: Promise<Map<string, Served>> } | null = null

async function readVerifiedDomains(): Promise<Map<string, Served>> {
  const rows = await db
    .select({
      domain: publicKnowledgebases.domain,
      urlPart: publicKnowledgebases.urlPart,
      companySlug: companies.slug,
    })
    .from(publicKnowledgebases)
    .innerJoin(companies, eq(companies.id, publicKnowledgebases.companyId))
    .where(
      and(isNotNull(publicKnowledgebases.domain), isNotNull(publicKnowledgebases.domainVerifiedAt)),
    )
  return new Map(
    rows.map((row) => [row.domain!, { companySlug: row.companySlug, urlPart: row.urlPart }]),
  )
}

function verifiedDomains(): Promise<Map<string, Served>> {
  const now = Date.now()
  if (!cache || now - cache.at > DOMAINS_TTL_MS) {
    const domains = readVerifiedDomains()
    cache = { at: now, domains }
    // A failed read is not kept: the next request tries again.
    domains.catch(() => {
      cache = null
    })
  }
  return cache.domains
}

/** Called after a write that changes which domains are verified. */
export function forgetVerifiedDomains(): void {
  cache = null
}

/** The host name of a Host header: lower case, without the port. */
export function hostName(host: string | null | undefined): string {
  return (host ?? '').trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '')
}

/** The knowledge base a verified custom domain serves, if the host is one. */
export async function publicKbOfHost(host: string | null | undefined): Promise<Served | null> {
  const name = hostName(host)
  if (!name) return null
  const served = (await verifiedDomains()).get(name)
  if (served) return served
  if (cache && Date.now() - cache.at > MISS_RECHECK_MS) cache = null
  return (await verifiedDomains()).get(name) ?? null
}

/**
 * The path a request to a verified custom domain is served from: `/` is the knowledge base's
 * home, `/details/{id}/` one of its articles. Null when the host is not a verified domain or the
 * path is none of those (static files, for instance, are served as they are).
 */
export async function publicPathForHost(
  host: string | null | undefined,
  pathname: string,
): Promise<string | null> {
  const served = await publicKbOfHost(host)
  if (!served) return null
  const slug = encodeURIComponent(served.companySlug)
  if (pathname === '/' || pathname === '') {
    return `${PUBLIC_ROOT}/${slug}/${encodeURIComponent(served.urlPart)}/`
  }
  const detail = /^\/details\/(\d{1,10})\/?$/.exec(pathname)
  if (detail) return `${PUBLIC_ROOT}/${slug}/details/${detail[1]}/`
  return null
}
