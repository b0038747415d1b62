// Remix's internal module: what RemixServer calls on every render.
import { createServerRoutes, type EntryRoute } from '@remix-run/react/dist/routes.js'
import { describe, expect, it } from 'vitest'
import { UNSAFE_convertRoutesToDataRoutes as convertRoutesToDataRoutes } from '@remix-run/router'
import { rememberDataRoutes, rememberServerRoutes } from '../../server/server-routes-memo.js'

type Manifest = Record<string, EntryRoute>

const Root = () => null
const Directory = () => null
const Article = () => null
const modules = {
  root: { default: Root },
  directory: { default: Directory },
  article: { default: Article },
}
/** The app's flags (remix.config.js). */
const FUTURE = {
  v3_fetcherPersist: true,
  v3_relativeSplatPath: true,
  v3_lazyRouteDiscovery: true,
  v3_singleFetch: false,
}

/** A build's manifest: the routes RemixServer hands to createServerRoutes. */
function manifestOf(articlePath: string): Manifest {
  const route = (id: string, path: string, hasLoader: boolean): EntryRoute => ({
    id,
    parentId: id === 'root' ? undefined : 'root',
    path,
    hasLoader,
    hasAction: false,
    hasClientAction: false,
    hasClientLoader: false,
    hasErrorBoundary: false,
    module: `/build/${id}.js`,
  })
  return {
    root: route('root', '', true),
    directory: route('directory', 'account/employees', true),
    article: route('article', articlePath, false),
  }
}

interface ServerRoute {
  id: string
  path?: string
  Component?: unknown
  loader?: unknown
  children?: ServerRoute[]
}

/** What decides a render: each route's id, path, component and whether it has a loader. */
const shapeOf = (routes: ServerRoute[]): unknown =>
  routes.map((route) => ({
    id: route.id,
    path: route.path,
    Component: route.Component,
    loads: typeof route.loader === 'function',
    children: route.children && shapeOf(route.children),
  }))

describe('server routes remembered per build (server/server-routes-memo.js)', () => {
  it('builds a build’s routes once, as Remix builds them', () => {
    const remembered = rememberServerRoutes(createServerRoutes)
    const manifest = manifestOf('knowledgebase/articles/:id')
    const first = remembered(manifest, { ...modules }, FUTURE, false)
    // RemixServer passes a new route-modules object on every render.
    expect(remembered(manifest, { ...modules }, FUTURE, false)).toBe(first)
    expect(shapeOf(first)).toEqual(shapeOf(createServerRoutes(manifest, modules, FUTURE, false)))
    expect(shapeOf(first)).toContainEqual(
      expect.objectContaining({
        children: expect.arrayContaining([
          expect.objectContaining({ id: 'article', Component: Article }),
        ]),
      }),
    )
  })

  it('builds a new build’s routes afresh, and SPA mode apart', () => {
    const remembered = rememberServerRoutes(createServerRoutes)
    const before = remembered(manifestOf('knowledgebase/articles/:id'), modules, FUTURE, false)
    const rebuilt = remembered(manifestOf('kb/:id'), modules, FUTURE, false)
    expect(rebuilt).not.toBe(before)
    expect(JSON.stringify(shapeOf(rebuilt))).toContain('kb/:id')
    const manifest = manifestOf('kb/:id')
    expect(remembered(manifest, modules, FUTURE, true)).not.toBe(
      remembered(manifest, modules, FUTURE, false),
    )
  })

  it('converts a remembered tree to data routes once, filling each caller’s manifest', () => {
    const convert = rememberDataRoutes(convertRoutesToDataRoutes)
    const routes = rememberServerRoutes(createServerRoutes)(
      manifestOf('kb/:id'),
      modules,
      FUTURE,
      false,
    )
    const mapRouteProperties = () => ({ hasErrorBoundary: false })
    const firstById = {}
    const first = convert(routes, mapRouteProperties, undefined, firstById)
    const secondById: Record<string, { path?: string }> = {}
    expect(convert(routes, mapRouteProperties, undefined, secondById)).toBe(first)
    expect(secondById).toEqual(firstById)
    expect(secondById.article!.path).toBe('kb/:id')
    // A manifest that already holds a route is converted as before: the id collision is found.
    expect(() => convert(routes, mapRouteProperties, undefined, { root: {} })).toThrow(/collision/)
  })
})
