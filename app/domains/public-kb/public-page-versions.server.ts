import { companyVersion, type CompanyVersion } from '~/platform/company-changes.server'

/**
 * What server.js's cache of public pages (server/public-page-cache.js, ADR 030) asks before it
 * answers from memory: the version of a company's public pages, which moves on every change of
 * the company's data in this process (an article, a category, the knowledge base, the company's
 * name or logo: anything audited). A cached page of an older version is not served.
 */
export type PublicPagesVersion = CompanyVersion

/** Company slugs the public pages have been served for, and their company. */
const companyOfSlug = new Map<string, number>()

/** Called by the public pages' loaders: pages under this slug show this company's data. */
export function notePublicCompany(companySlug: string, companyId: number): void {
  if (companyOfSlug.get(companySlug) !== companyId) companyOfSlug.set(companySlug, companyId)
}

/** The version of the public pages under a company slug; null before any was served. */
export function publicPagesVersion(companySlug: string): PublicPagesVersion | null {
  const companyId = companyOfSlug.get(companySlug)
  return companyId === undefined ? null : companyVersion(companyId)
}
