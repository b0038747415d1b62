// The route objects of a server render, built once per build. On every render RemixServer calls
// createServerRoutes(manifest.routes, routeModules, …), which walks the ~130 routes of the
// manifest and builds a React Router route for each (its component, error boundary, handle), and
// React Router's createStaticRouter then converts that tree into data routes (a copy of each
// route, with ids and a manifest by id): together ~6% of a signed-in page's server time. Both
// answers depend only on the build, which does not change while it runs: a new build (a restart,
// or a rebuild in development) brings a new manifest object and so a fresh set. Nothing mutates
// them: the static router only reads its routes, and the matches of a render are new objects.
//
// React Router 7 builds its routes once per build in its server handler; Remix v2 does not.
// Drop this module when we move to React Router 7.
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)

/** createServerRoutes with its answer remembered per manifest routes object and SPA flag. */
export function rememberServerRoutes(createServerRoutes) {
  const routesByManifest = new WeakMap()

  // The future flags, like the manifest, belong to the build. (The module's own recursive calls
  // for a route's children do not come through here.)
  return function rememberedServerRoutes(manifestRoutes, routeModules, future, isSpaMode) {
    let bySpaMode = routesByManifest.get(manifestRoutes)
    if (!bySpaMode) routesByManifest.set(manifestRoutes, (bySpaMode = new Map()))
    let routes = bySpaMode.get(Boolean(isSpaMode))
    if (!routes) {
      routes = createServerRoutes(manifestRoutes, routeModules, future, isSpaMode)
      bySpaMode.set(Boolean(isSpaMode), routes)
    }
    return routes
  }
}

/**
 * convertRoutesToDataRoutes(routes, mapRouteProperties, parentPath, manifest) with its answer
 * remembered per routes array (the same array only comes back once createServerRoutes is
 * remembered). The caller's manifest, which the conversion fills by route id, is filled from the
 * remembered one. A nested call, or one into a manifest that already holds routes (whose id
 * collisions the conversion must check), is converted as before.
 */
export function rememberDataRoutes(convertRoutesToDataRoutes) {
  const conversions = new WeakMap()

  return function rememberedDataRoutes(routes, mapRouteProperties, parentPath, manifest) {
    if (parentPath !== undefined || (manifest && Object.keys(manifest).length > 0)) {
      return convertRoutesToDataRoutes(routes, mapRouteProperties, parentPath, manifest)
    }
    let byMapper = conversions.get(routes)
    if (!byMapper) conversions.set(routes, (byMapper = new Map()))
    let conversion = byMapper.get(mapRouteProperties)
    if (!conversion) {
      const byId = {}
      conversion = {
        dataRoutes: convertRoutesToDataRoutes(routes, mapRouteProperties, undefined, byId),
        byId,
      }
      byMapper.set(mapRouteProperties, conversion)
    }
    if (manifest) Object.assign(manifest, conversion.byId)
    return conversion.dataRoutes
  }
}

/** Installs both; call it before the Remix build is imported. */
export function installServerRoutesMemo() {
  const remixRoutes = require('@remix-run/react/dist/routes.js')
  if (remixRoutes.createServerRoutes.name !== 'rememberedServerRoutes') {
    remixRoutes.createServerRoutes = rememberServerRoutes(remixRoutes.createServerRoutes)
  }
  const router = require('@remix-run/router')
  if (router.UNSAFE_convertRoutesToDataRoutes.name !== 'rememberedDataRoutes') {
    router.UNSAFE_convertRoutesToDataRoutes = rememberDataRoutes(
      router.UNSAFE_convertRoutesToDataRoutes,
    )
  }
}
