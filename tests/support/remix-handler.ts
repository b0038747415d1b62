import type { RouteManifest } from '@remix-run/dev/dist/config/routes'
import { defineRoutes } from '@remix-run/dev/dist/config/routes.js'
import { createRequestHandler, type ServerBuild } from '@remix-run/node'
import { matchRoutes, type AgnosticRouteObject } from '@remix-run/router'
import remixConfig from '../../remix.config.js'

/**
 * The app's real Remix request handler over its source route modules, in the test's own module
 * graph (so it shares the factories' database, even an in-memory one): a request goes through
 * route matching, every matched loader (the signed-in layout's guard included), the error
 * boundaries and the React render of entry.server, as in production, without a build. Only the
 * route modules the given paths can match are imported, which keeps it quick.
 */

interface ManifestRoute {
  id: string
  parentId?: string
  path?: string
  index?: boolean
  caseSensitive?: boolean
  file: string
}

async function routeManifest(): Promise<Record<string, ManifestRoute>> {
  const config = remixConfig as unknown as {
    routes: (define: typeof defineRoutes) => Promise<RouteManifest>
  }
  const routes = (await config.routes(defineRoutes)) as Record<string, ManifestRoute>
  const withRoot: Record<string, ManifestRoute> = {
    root: { id: 'root', path: '', file: 'root.tsx' },
  }
  for (const route of Object.values(routes)) {
    withRoot[route.id] = { ...route, parentId: route.parentId ?? 'root' }
  }
  return withRoot
}

/** The manifest as a route tree, to find which modules a path needs. */
function routeTree(
  manifest: Record<string, ManifestRoute>,
  parentId?: string,
): AgnosticRouteObject[] {
  return Object.values(manifest)
    .filter((route) => route.parentId === parentId)
    .map((route) => {
      const children = route.index ? undefined : routeTree(manifest, route.id)
      return route.index
        ? { id: route.id, path: route.path, index: true, caseSensitive: route.caseSensitive }
        : { id: route.id, path: route.path, caseSensitive: route.caseSensitive, children }
    })
}

/** The app's routes as the tree Remix matches paths against (ids, paths, nesting). */
export async function appRouteTree(): Promise<AgnosticRouteObject[]> {
  return routeTree(await routeManifest())
}

const FUTURE = {
  v3_fetcherPersist: true,
  v3_relativeSplatPath: true,
  v3_throwAbortReason: true,
  v3_lazyRouteDiscovery: true,
  v3_singleFetch: false,
}

/** A request handler able to answer the given paths (and anything matching the same routes). */
export async function remixHandler(paths: readonly string[]) {
  return createRequestHandler(await remixBuild(paths), 'production')
}

/** The build behind remixHandler: the route modules the given paths need, from source. */
export async function remixBuild(paths: readonly string[]): Promise<ServerBuild> {
  const manifest = await routeManifest()
  const tree = routeTree(manifest)
  const needed = new Set<string>(['root'])
  for (const path of paths) {
    for (const match of matchRoutes(tree, path) ?? []) needed.add(match.route.id!)
  }
  const routes: ServerBuild['routes'] = {}
  const assets: ServerBuild['assets']['routes'] = {}
  for (const id of needed) {
    const route = manifest[id]!
    const module = (await import(
      `../../app/${route.file}`
    )) as ServerBuild['routes'][string]['module']
    const shape = {
      id,
      parentId: route.parentId,
      path: route.path,
      index: route.index,
      caseSensitive: route.caseSensitive,
    }
    routes[id] = { ...shape, module }
    assets[id] = {
      ...shape,
      module: `/build/${id}.js`,
      hasLoader: Boolean(module.loader),
      hasAction: Boolean(module.action),
      hasClientLoader: false,
      hasClientAction: false,
      hasErrorBoundary: Boolean(module.ErrorBoundary),
    }
  }
  const entry = (await import('../../app/entry.server')) as ServerBuild['entry']['module']
  return {
    mode: 'production',
    entry: { module: entry },
    routes,
    assets: {
      entry: { module: '/build/entry.client.js', imports: [] },
      routes: assets,
      url: '/build/manifest.js',
      version: 'test',
    },
    publicPath: '/build/',
    assetsBuildDirectory: 'public/build',
    future: FUTURE,
    isSpaMode: false,
  }
}
