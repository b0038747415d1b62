import { and, sql } from 'drizzle-orm'
import { authorize, type Asker } from '~/platform/authorize.server'
import { db } from '~/platform/db.server'
import { requestMeta } from '~/platform/request-meta.server'
import { fileStore, packageFileKey } from '~/platform/storage.server'
import { ownedRow } from '~/platform/tenancy.server'
import { onPlayerHost, playerOrigin } from '../content-host.server'
import { ticketActor } from '../content-origin.server'
import { playablePackages, refusePackage } from '../scorm-access.server'
import { can } from '../scorm.policy'
import { scormPackages } from '../scorm.tables'
import { contentTypeOf, isDocumentType } from './content-types'
import { packagePathProblem } from './package-paths'
import { scormPackagePath } from './page-paths'

/**
 * The headers of every file of a package (ADR 033). The package's pages run their own scripts,
 * inline ones and eval included (what authoring tools produce), on the content origin, which
 * holds no cookie of the app; the policy keeps everything they do there: nothing is loaded from
 * or sent to another site (the app's origin included), no plugins, no other base URL, forms post
 * only there, only the player may frame them, and the sandbox keeps them from navigating the
 * player's tab away. `allow-same-origin` keeps the content origin (not the app's), so the frames
 * of one package still script each other, as multi-frame packages do.
 */
const contentSecurityPolicy = () =>
  [
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
    `frame-ancestors 'self' ${playerOrigin()}`,
    'sandbox allow-scripts allow-forms allow-same-origin allow-popups allow-modals allow-downloads',
  ].join('; ')

/**
 * The page the player frames for a SCO (the empty path under a package's ticket): it loads the
 * runtime shim (public/scorm-runtime-shim.js), which stands in for `API` / `API_1484_11` and
 * speaks postMessage with the player, then opens the SCO's launch file in a frame of its own, so
 * the SCO finds the API in its parent, on its own origin, as SCORM's API discovery expects.
 */
const runtimeHostPage = () => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>SCORM</title>
<style>html, body, iframe { margin: 0; border: 0; width: 100%; height: 100%; display: block; }</style>
<script src="/scorm-runtime-shim.js" data-player-origin="${playerOrigin()}"></script>
</head>
<body></body>
</html>
`

const contentHeaders = (contentType: string) => ({
  'Content-Type': contentType,
  'Content-Security-Policy': contentSecurityPolicy(),
  'Cross-Origin-Resource-Policy': 'same-origin',
  // Every request asks again whether the learner may still play the package.
  'Cache-Control': 'private, no-cache',
})

const notFound = () => new Response('Not Found', { status: 404 })

/**
 * A file of a package, for someone who may play it, asked on the content origin as
 * `{ticket}/{path}`: the ticket (content-origin.server) names the learner's session, which must
 * still be signed in, and the package; a missing or bad ticket, or the app's own host, is a plain
 * 404. Then the access check runs as on any page, on every request: another company's package, or
 * one no longer assigned to them, is the audited 404. A document (HTML, SVG, XML) is only served
 * into a frame: opened on its own in a tab, it would run the package's scripts outside the
 * player, so the browser is sent to the player instead.
 */
export async function packageFileResponse(
  packageId: number,
  splat: string,
  request: Request,
): Promise<Response> {
  const [ticket = '', ...segments] = splat.split('/')
  const actor = onPlayerHost(request) ? null : await ticketActor(ticket, packageId)
  if (!actor) return notFound()
  const asker: Asker = { actor, meta: requestMeta(request) }
  await authorize(asker, can, 'scorm.play')
  const filePath = segments.join('/')
  const [found] = await db
    .select({
      folder: scormPackages.storagePrefix,
      holdsFile: sql<boolean>`${scormPackages.files} @> ${JSON.stringify([filePath])}::jsonb`,
    })
    .from(scormPackages)
    .where(and(ownedRow(scormPackages, actor, packageId), playablePackages(actor)))
    .limit(1)
  if (!found) return refusePackage(asker, packageId, 'scorm.content')
  const contentType = filePath === '' ? 'text/html; charset=utf-8' : contentTypeOf(filePath)
  if (isDocumentType(contentType) && request.headers.get('sec-fetch-dest') === 'document') {
    const player = `${playerOrigin()}${scormPackagePath(packageId)}`
    return new Response(null, { status: 303, headers: { Location: player } })
  }
  if (filePath === '')
    return new Response(runtimeHostPage(), { headers: contentHeaders(contentType) })
  if (packagePathProblem(filePath) || !found.holdsFile) return notFound()
  const body = await fileStore.stream(packageFileKey(found.folder, filePath))
  if (!body) return notFound()
  return new Response(body, { headers: contentHeaders(contentType) })
}
