/**
 * Where a company's logo is shown from. An uploaded logo is kept in the file store and its
 * storage key saved on the company; it is served by /company-logo/{companyId} without sign-in
 * (the public knowledge base shows it), with part of the key as a cache-buster so a new logo
 * appears at once. Older rows may hold a web address or a path of this site instead.
 */
const STORED_LOGO = /^\d+\/logos\/([0-9a-f]{8})[0-9a-f-]*\.[a-z0-9]+$/

export function isStoredLogo(logo: string | null): logo is string {
  return logo !== null && STORED_LOGO.test(logo)
}

/** A URL for an <img>, or null when there is no logo or it is not a safe address. */
export function companyLogoUrl(companyId: number, logo: string | null): string | null {
  if (!logo) return null
  const stored = logo.match(STORED_LOGO)
  if (stored) return `/company-logo/${companyId}?v=${stored[1]}`
  if (logo.startsWith('/') && !logo.startsWith('//')) return logo
  return /^https?:\/\//i.test(logo) ? logo : null
}
