// What each route makes a browser download on first visit, gzipped (ADR 030): every script the
// page loads, as `npm run size` prints it and tests/integration/bundle-budget.test.ts holds to
// ARCHITECTURE §8's budgets. The entry and its imports, each matched route's module and imports
// (the page's modulepreloads), and the inline module script that imports them with the route
// manifest Remix writes into the page (v3_lazyRouteDiscovery: only the routes of the page and of
// its parent paths, built here as Remix builds it). Not counted: the page's loader data
// (window.__remixContext), which is data and differs per page view.
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { matchRoutes } from '@remix-run/router'

/**
 * Every page route of the production build in `publicDir` (run `npm run build` first), heaviest
 * first: `{ route, kb, scripts }`, where a page sent without scripts weighs 0.
 */
export function pageWeights(publicDir = 'public') {
  const manifestFile = readdirSync(path.join(publicDir, 'build')).find((f) =>
    /^manifest-.*\.js$/.test(f),
  )
  const manifestSource = readFileSync(path.join(publicDir, 'build', manifestFile), 'utf8')
  const manifest = JSON.parse(
    manifestSource.replace(/^window\.__remixManifest=/, '').replace(/;$/, ''),
  )

  const gzipSize = (url) => gzipSync(readFileSync(path.join(publicDir, url))).length
  const entryFiles = [manifest.entry.module, ...manifest.entry.imports]

  /** The route and its ancestors, root first. */
  function chainOf(routeId) {
    const chain = []
    for (let id = routeId; id; id = manifest.routes[id].parentId) chain.unshift(manifest.routes[id])
    return chain
  }

  /** A route's first load: the entry, every ancestor route and their imports, counted once. */
  function filesFor(routeId) {
    const files = new Set(entryFiles)
    for (const route of chainOf(routeId)) {
      files.add(route.module)
      for (const file of route.imports ?? []) files.add(file)
    }
    return files
  }

  /** The manifest's routes as a tree, for matching paths the way the server does. */
  function routeTree(parentId) {
    return Object.values(manifest.routes)
      .filter((route) => route.parentId === parentId)
      .map((route) => ({
        id: route.id,
        path: route.path,
        index: route.index,
        caseSensitive: route.caseSensitive,
        children: routeTree(route.id),
      }))
  }
  const tree = routeTree(undefined)

  /** An address the route answers: its path with every parameter filled in. */
  function sampleAddress(routeId) {
    const segments = chainOf(routeId)
      .map((route) => route.path ?? '')
      .join('/')
      .replace(/:[^/]+/g, '1')
      .replace(/\*/g, 'x')
    return `/${segments.split('/').filter(Boolean).join('/')}`
  }

  /**
   * The inline module script of <Scripts/> (@remix-run/react, components.js): an import per
   * matched route, the partial manifest (getPartialManifest: the matched routes plus the matches
   * of "/" and of every parent path), the route modules and the entry's import.
   */
  function inlineScript(routeId) {
    const chain = chainOf(routeId)
    const address = sampleAddress(routeId)
    const ids = new Set(chain.map((route) => route.id))
    const segments = address.split('/').filter(Boolean)
    segments.pop()
    const parents = ['/']
    while (segments.length > 0) {
      parents.push(`/${segments.join('/')}`)
      segments.pop()
    }
    for (const parent of parents) {
      for (const match of matchRoutes(tree, parent) ?? []) ids.add(match.route.id)
    }
    const routes = Object.fromEntries([...ids].map((id) => [id, manifest.routes[id]]))
    return [
      ';',
      ...chain.map(
        (route, index) => `import * as route${index} from ${JSON.stringify(route.module)};`,
      ),
      `window.__remixManifest = ${JSON.stringify({ ...manifest, routes }, null, 2)};`,
      `window.__remixRouteModules = {${chain.map((route, i) => `${JSON.stringify(route.id)}:route${i}`).join(',')}};`,
      '',
      `import(${JSON.stringify(manifest.entry.module)});`,
    ].join('\n')
  }

  /**
   * Routes declaring `handle = { hydrate: false }` are sent without <Scripts/> (root.tsx, ADR 026):
   * the manifest still lists their modules, but a browser downloads none of them.
   */
  function sendsNoScripts(routeId) {
    const source = ['.tsx', '.ts'].map((ext) => `app/${routeId}${ext}`).find(existsSync)
    return source ? /handle = \{ hydrate: false \}/.test(readFileSync(source, 'utf8')) : false
  }

  return Object.values(manifest.routes)
    .filter((route) => route.path !== undefined || route.index)
    .map((route) => {
      if (sendsNoScripts(route.id)) return { route: route.id, kb: 0, scripts: false }
      const files = [...filesFor(route.id)].reduce((sum, file) => sum + gzipSize(file), 0)
      const inline = gzipSync(inlineScript(route.id)).length
      return { route: route.id, kb: (files + inline) / 1024, scripts: true }
    })
    .sort((a, b) => b.kb - a.kb)
}
