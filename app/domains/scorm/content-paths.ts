/**
 * Where a package's files are served from (client-safe: the player builds its frame's URL with
 * these): a prefix of its own on the packages' own origin, under a ticket naming the learner's
 * session (ADR 033): `{origin}/scorm-content/{packageId}/{ticket}/{path}`.
 */
export const SCORM_CONTENT_PREFIX = '/scorm-content'

/** The folder of a package's files for one ticket; a launch path is relative to it. */
export const packageContentBase = (origin: string, packageId: number, ticket: string) =>
  `${origin}${SCORM_CONTENT_PREFIX}/${packageId}/${ticket}/`

/**
 * A launch file's path relative to the package (each segment escaped), with the item's
 * `parameters` appended to the href's query as SCORM's content packaging says (CAM 3.4.1.9).
 */
export function launchPath(href: string, parameters = ''): string {
  const [path = '', query = ''] = href.split(/\?(.*)/s)
  const file = path.split('/').map(encodeURIComponent).join('/')
  const search = [query, parameters.replace(/^[?&]/, '')].filter(Boolean).join('&')
  return `${file}${search ? `?${search}` : ''}`
}

/**
 * What the player frames for one launchable item: an asset (a page that never talks to the
 * runtime) itself; a SCO inside the runtime host page (the empty path), which gives it the API.
 */
export function frameUrl(base: string, launch: string, title: string, isAsset: boolean): string {
  if (isAsset) return `${base}${launch}`
  return `${base}?${new URLSearchParams({ launch, title })}`
}
