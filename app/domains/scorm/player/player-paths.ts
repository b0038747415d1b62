import { scormPackagePath } from '../packages/packages.schema'

/** Where the player's endpoints and a package's files are (isomorphic: the page builds these too). */

export const commitPath = (packageId: number) => `${scormPackagePath(packageId)}/commit`
export const reportPath = (packageId: number) => `${scormPackagePath(packageId)}/report`

/**
 * A file of the package on the content prefix (served with its own strict CSP, ADR 033), with
 * the item's `parameters` appended to the query as SCORM's content packaging says.
 */
export function contentPath(packageId: number, href: string, parameters = ''): string {
  const [path = '', query = ''] = href.split(/\?(.*)/s)
  const file = path.split('/').map(encodeURIComponent).join('/')
  const search = [query, parameters.replace(/^[?&]/, '')].filter(Boolean).join('&')
  return `/scorm-content/${packageId}/${file}${search ? `?${search}` : ''}`
}
