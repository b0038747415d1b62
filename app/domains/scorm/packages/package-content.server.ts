import { and, sql } from 'drizzle-orm'
import { authorize, type Asker } from '~/platform/authorize.server'
import { db } from '~/platform/db.server'
import { fileStore, packageFileKey } from '~/platform/storage.server'
import { ownedRow } from '~/platform/tenancy.server'
import { playablePackages, refusePackage } from '../scorm-access.server'
import { can } from '../scorm.policy'
import { scormPackages } from '../scorm.tables'
import { contentTypeOf, isDocumentType } from './content-types'
import { packagePathProblem } from './package-paths'
import { scormPackagePath } from './packages.schema'

/**
 * The headers of every file of a package (ADR 033). The package's pages run their own scripts,
 * inline ones and eval included (what authoring tools produce), and must reach the runtime API
 * in the player's page, so they keep our origin; the policy keeps everything else they do on
 * it: nothing is loaded from or sent to another site, no plugins, no other base URL, forms post only here, only our own pages may frame them,
 * and the sandbox keeps them from navigating the player's tab away.
 */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline' 'unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "media-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
  'sandbox allow-scripts allow-forms allow-same-origin allow-popups allow-modals allow-downloads',
].join('; ')

const notFound = () => new Response('Not Found', { status: 404 })

/**
 * A file of a package, streamed from the store, for someone who may play the package (checked
 * on every request: another company's package, or one not assigned to them, is the audited
 * 404). A document (HTML, SVG, XML) is only served into a frame of our pages: opened on its own
 * in a tab, it would run the package's scripts outside the player, so the browser is sent to the
 * player instead.
 */
export async function packageFileResponse(
  asker: Asker,
  packageId: number,
  filePath: string,
  request: Request,
): Promise<Response> {
  await authorize(asker, can, 'scorm.play')
  const [found] = await db
    .select({
      folder: scormPackages.storagePrefix,
      holdsFile: sql<boolean>`${scormPackages.files} @> ${JSON.stringify([filePath])}::jsonb`,
    })
    .from(scormPackages)
    .where(and(ownedRow(scormPackages, asker.actor, packageId), playablePackages(asker.actor)))
    .limit(1)
  if (!found) return refusePackage(asker, packageId, 'scorm.content')
  if (packagePathProblem(filePath) || !found.holdsFile) return notFound()
  const contentType = contentTypeOf(filePath)
  if (isDocumentType(contentType) && request.headers.get('sec-fetch-dest') === 'document') {
    return new Response(null, { status: 303, headers: { Location: scormPackagePath(packageId) } })
  }
  const body = await fileStore.stream(packageFileKey(found.folder, filePath))
  if (!body) return notFound()
  return new Response(body, {
    headers: {
      'Content-Type': contentType,
      'Content-Security-Policy': CONTENT_SECURITY_POLICY,
      'X-Frame-Options': 'SAMEORIGIN',
      'Cross-Origin-Resource-Policy': 'same-origin',
      // Every request asks again whether the learner may still play the package.
      'Cache-Control': 'private, no-cache',
    },
  })
}
