import { readFileSync } from 'node:fs'
import path from 'node:path'
import { readConfig } from '@remix-run/dev/dist/config.js'
import type { ServerBuild } from '@remix-run/node'
import { api } from '~/api.server'

type ServerRouteModule = ServerBuild['routes'][string]['module']

/** One page route of the app: its id, its full URL pattern and its module. */
export interface PageRoute {
  id: string
  /** The full pattern, e.g. `/account/employee/:id/edit`. */
  path: string
  /** Ids of the route and of every route around it, the root first. */
  lineage: string[]
  /** The module's file, absolute. */
  file: string
  module: ServerRouteModule
}

/**
 * The app's page routes exactly as the compiler sees them: remix.config.js read by
 * `@remix-run/dev` (flat routes plus the aliases), each module imported from source, so the
 * routes share this test's module graph and database. Also a server build of them for Remix's
 * real request handler (no assets: the checks make data and resource requests, no documents).
 */
export async function readPageRoutes(): Promise<{ build: ServerBuild; routes: PageRoute[] }> {
  const config = await readConfig(path.resolve('.'))
  const manifest = config.routes
  const modules = Object.fromEntries(
    await Promise.all(
      Object.values(manifest).map(
        async (route) =>
          [
            route.id,
            (await import(path.join(config.appDirectory, route.file))) as ServerRouteModule,
          ] as const,
      ),
    ),
  )
  const entry = (await import(config.entryServerFilePath)) as {
    default: ServerBuild['entry']['module']['default']
  }
  const build: ServerBuild = {
    mode: 'production',
    entry: { module: entry },
    routes: Object.fromEntries(
      Object.values(manifest).map((route) => [
        route.id,
        {
          id: route.id,
          parentId: route.parentId,
          path: route.path,
          index: route.index,
          caseSensitive: route.caseSensitive,
          module: modules[route.id]!,
        },
      ]),
    ),
    assets: {
      entry: { module: '', imports: [] },
      routes: {},
      url: '',
      version: 'cross-tenant',
    },
    publicPath: config.publicPath,
    assetsBuildDirectory: config.assetsBuildDirectory,
    future: config.future,
    isSpaMode: false,
  }
  const lineage = (id: string | undefined): string[] =>
    id ? [...lineage(manifest[id]?.parentId), id] : []
  const routes = Object.values(manifest).map((route) => {
    const ids = lineage(route.id)
    const segments = ids.map((id) => manifest[id]!.path).filter(Boolean)
    return {
      id: route.id,
      path: `/${segments.join('/')}`,
      lineage: ids,
      file: path.join(config.appDirectory, route.file),
      module: modules[route.id]!,
    }
  })
  return { build, routes }
}

/** A path parameter: `:name`, `:name{regex}` (Hono) or the splat `*`. */
export function pathParams(pattern: string): string[] {
  return pattern
    .split('/')
    .filter((segment) => segment.startsWith(':') || segment === '*')
    .map((segment) => (segment === '*' ? '*' : segment.slice(1).replace(/\{.*\}$/, '')))
}

/**
 * A URL pattern with each named parameter replaced by its value; a splat (`*`) too when a value
 * is given for it (a path: each of its segments escaped).
 */
export function fillPath(pattern: string, values: Record<string, string | number>): string {
  return pattern
    .split('/')
    .map((segment) => {
      if (segment === '*' && '*' in values) {
        return String(values['*']).split('/').map(encodeURIComponent).join('/')
      }
      if (!segment.startsWith(':')) return segment
      const name = segment.slice(1).replace(/\{.*\}$/, '')
      if (!(name in values)) throw new Error(`no value for :${name} in ${pattern}`)
      return encodeURIComponent(String(values[name]))
    })
    .join('/')
}

/** The intents a page's forms send, as its source names them. */
export function intentsOf(file: string): string[] {
  const source = readFileSync(file, 'utf8')
  const pattern = /name="intent"\s+value="([\w-]+)"|\bintent:\s*'([\w-]+)'|intent === '([\w-]+)'/g
  return [...new Set([...source.matchAll(pattern)].map((match) => match.slice(1).find(Boolean)!))]
}

/** The REST API's endpoints (`app/api.server.ts`), each method and path once. */
export const apiEndpoints = () => api.endpoints()
