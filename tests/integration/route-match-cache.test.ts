import { matchRoutes, type AgnosticRouteObject } from '@remix-run/router'
import { describe, expect, it } from 'vitest'
import { appRouteTree } from '#tests/support/remix-handler'
import { rememberMatches } from '../../server/route-match-cache.js'

const PATHS = [
  '/',
  '/account/employees',
  '/account/employees/export.csv',
  '/account/employee/12',
  '/account/employee/12/files/3/download',
  '/knowledgebase/articles',
  '/knowledgebase/articles/69',
  '/knowledgebase/articles/69/edit',
  '/articles/public/acme-demo/',
  '/articles/public/acme-demo/details/56/',
  '/account/api/staffs/1/upload_photo/',
  '/no/such/page',
]

/** A copy of the tree with new route objects, as Remix builds one for every render. */
const copyOf = (routes: AgnosticRouteObject[]): AgnosticRouteObject[] =>
  routes.map((route) =>
    route.children ? { ...route, children: copyOf(route.children) } : { ...route },
  )

/** matchRoutes that counts how often it really matched. */
function counted() {
  const calls = { count: 0 }
  const match = (...args: Parameters<typeof matchRoutes>) => {
    calls.count += 1
    return matchRoutes(...args)
  }
  return { calls, remembered: rememberMatches(match) as typeof matchRoutes }
}

describe('remembered route matching (server/route-match-cache.js)', () => {
  it('gives the same matches as matchRoutes for the app’s routes', async () => {
    const tree = await appRouteTree()
    const { remembered } = counted()
    for (const path of PATHS) {
      expect(remembered(tree, path)).toEqual(matchRoutes(tree, path))
      expect(remembered(tree, { pathname: path })).toEqual(matchRoutes(tree, path))
    }
  })

  it('matches a path once, and answers a new copy of the tree with that copy’s routes', async () => {
    const tree = await appRouteTree()
    const { calls, remembered } = counted()
    remembered(tree, '/knowledgebase/articles/69')
    const copy = copyOf(tree)
    const again = remembered(copy, '/knowledgebase/articles/69')!
    expect(calls.count).toBe(1)
    expect(again).toEqual(matchRoutes(copy, '/knowledgebase/articles/69'))
    const article = again.at(-1)!.route
    expect(article.id).toBe('routes/_app+/knowledgebase.articles_.$id._index')
    expect(JSON.stringify(copy)).toContain(article.id!)
    expect(
      again.every(
        (match, i) => match.route !== remembered(tree, '/knowledgebase/articles/69')![i]!.route,
      ),
    ).toBe(true)
  })

  it('hands every caller its own params, and matches a different tree afresh', async () => {
    const tree = await appRouteTree()
    const { calls, remembered } = counted()
    const first = remembered(tree, '/account/employee/12')!
    const params = first.at(-1)!.params as Record<string, string>
    params.id = 'changed'
    expect(remembered(tree, '/account/employee/12')!.at(-1)!.params.id).toBe('12')

    const other: AgnosticRouteObject[] = [{ id: 'only', path: 'account/employee/:id' }]
    expect(remembered(other, '/account/employee/12')).toEqual(
      matchRoutes(other, '/account/employee/12'),
    )
    expect(calls.count).toBe(2)
  })
})
