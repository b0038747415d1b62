/**
 * Where a package's files are served from (client-safe: the player builds its frame's URL with
 * it). A prefix of its own, outside the app's pages, with its own strict headers (ADR 033).
 */
export const SCORM_CONTENT_PREFIX = '/scorm-content'

/** The URL of a file of a package: each segment of its path escaped, then its query. */
export function scormContentUrl(packageId: number, href: string): string {
  const [filePath = '', query] = splitQuery(href)
  const escaped = filePath.split('/').map(encodeURIComponent).join('/')
  return `${SCORM_CONTENT_PREFIX}/${packageId}/${escaped}${query}`
}

/** The file a launch opens, with the item's `parameters` added to the href's query (CAM 3.4.1.9). */
export function launchHref(href: string, parameters: string): string {
  const extra = parameters.trim().replace(/^[?&]/, '')
  if (!extra) return href
  if (extra.startsWith('#')) return `${href}${extra}`
  return `${href}${href.includes('?') ? '&' : '?'}${extra}`
}

function splitQuery(href: string): [string, string] {
  const at = href.search(/[?#]/)
  return at === -1 ? [href, ''] : [href.slice(0, at), href.slice(at)]
}
