// Route matching, remembered. @remix-run/router's matchRoutes flattens and ranks the whole route
// tree (~130 routes, every path compiled to a regular expression) on each call, and Remix calls it
// about five times per page (the server runtime, the static handler, React Router's rendering,
// and once per parent path for the route manifest sent to the browser): a tenth of a signed-in
// page's server time went there. A build's routes never change while it runs, so the answer for
// a path is computed once.
//
// Upstream: remix-run/react-router#12098 ("cache route flattening+ranking") and the fix merged
// for React Router 7 in remix-run/react-router#14967 (pre-computed route branches). Remix v2 runs
// on @remix-run/router 1.x, which does not have it; drop this module when we move to React
// Router 7. Until then the module's exported matchRoutes is replaced, which every caller of the
// export uses; the static handler, which called its own copy, is patched to call the export
// (patches/@remix-run+router+1.23.3.patch).
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)

/** Distinct paths remembered per route tree; past it the memory starts afresh (ids in paths). */
export const MAX_REMEMBERED_PATHS = 5_000

/**
 * matchRoutes(routes, location, basename) with its answers remembered per route tree and path.
 * Remix builds new route objects for every render, so a tree is recognised by what decides
 * matching (each route's id, path, index and case sensitivity, and their nesting), and the
 * remembered answer is rebuilt with the route objects of the tree the caller passed. Each call
 * gets new match objects, so a caller that changes one cannot change another request's.
 */
export function rememberMatches(matchRoutes) {
  const trees = new WeakMap()
  const answersByTree = new Map()

  return function rememberedMatchRoutes(routes, location, basename = '/') {
    const pathname = typeof location === 'string' ? location : location?.pathname
    const tree = describe(routes, trees)
    // A location with a search or hash in its string form, or a tree without unique route ids
    // (never the case in Remix), is matched as before.
    if (!tree || typeof pathname !== 'string' || /[?#]/.test(pathname)) {
      return matchRoutes(routes, location, basename)
    }
    let answers = answersByTree.get(tree.fingerprint)
    if (!answers) answersByTree.set(tree.fingerprint, (answers = new Map()))
    const key = `${basename}\0${pathname}`
    let answer = answers.get(key)
    if (answer === undefined) {
      const matches = matchRoutes(routes, location, basename)
      answer = matches && matches.map(({ route, ...match }) => ({ ...match, routeId: route.id }))
      if (answers.size >= MAX_REMEMBERED_PATHS) answers.clear()
      answers.set(key, answer)
    }
    return (
      answer &&
      answer.map(({ routeId, params, ...match }) => ({
        ...match,
        params: { ...params },
        route: tree.routeById.get(routeId),
      }))
    )
  }
}

/** A route tree's fingerprint and its routes by id (null if an id is missing or repeated). */
function describe(routes, trees) {
  if (trees.has(routes)) return trees.get(routes)
  const routeById = new Map()
  const lines = []
  let unique = true
  const walk = (list, depth) => {
    for (const route of list) {
      if (route.id == null || routeById.has(route.id)) unique = false
      routeById.set(route.id, route)
      lines.push([
        depth,
        route.id,
        route.path ?? '',
        route.index ? 1 : 0,
        route.caseSensitive ? 1 : 0,
      ])
      if (route.children) walk(route.children, depth + 1)
    }
  }
  walk(routes, 0)
  const tree = unique ? { fingerprint: JSON.stringify(lines), routeById } : null
  trees.set(routes, tree)
  return tree
}

/** Installs the remembered matchRoutes; call it before the Remix build is imported. */
export function installRouteMatchCache() {
  const router = require('@remix-run/router')
  if (router.matchRoutes.name === 'rememberedMatchRoutes') return
  router.matchRoutes = rememberMatches(router.matchRoutes)
}
