// eslint-disable-next-line no-restricted-imports -- compared with the app's Link
import { Link as RemixLink, type LinkProps } from '@remix-run/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { StaticRouter } from 'react-router-dom/server'
import { describe, expect, it } from 'vitest'
import { isPlainAbsolutePath, Link } from './link'

/** The page the links are rendered on, as the server would see it. */
const PAGE = '/knowledgebase/articles/12?tab=history'

function rendered(element: React.ReactElement) {
  return renderToStaticMarkup(<StaticRouter location={PAGE}>{element}</StaticRouter>)
}

/** The browser hydrates the server's anchor with Remix's Link: the HTML must be the same. */
const sameAsRemix = (props: LinkProps) =>
  expect(rendered(<Link {...props} />)).toBe(rendered(<RemixLink {...props} />))

describe("the app's Link as the server renders it", () => {
  it.each([
    '/',
    '/account/employees',
    '/people/12/',
    '/knowledgebase/articles?page=2&sort=name',
    '/articles/public/acme/details/3/#comments',
    '/search?q=a%20b&scope=all#top',
    '/people/Zoë Ångström',
  ])('writes the anchor Remix writes for the plain path %s', (to) => {
    sameAsRemix({ to, className: 'link', 'aria-current': 'page', children: 'Open' })
    sameAsRemix({ to, target: '_blank', rel: 'noopener', title: 'In a new tab', children: 'New' })
  })

  it.each([
    '?page=2',
    '#section',
    '../history',
    'edit',
    '/a/./b',
    '/a/../b',
    '/a//b',
    '/x?',
    '/x#',
    '',
  ])('leaves %j, which React Router resolves, to Remix', (to) => {
    expect(isPlainAbsolutePath(to)).toBe(false)
    sameAsRemix({ to, children: 'Go' })
  })

  it('leaves objects, prefetching, reloadDocument and discover="none" to Remix', () => {
    sameAsRemix({ to: { pathname: '/x', search: '?a=1', hash: '#b' }, children: 'Object' })
    sameAsRemix({ to: '/x', prefetch: 'intent', children: 'Prefetched' })
    sameAsRemix({ to: '/x', reloadDocument: true, children: 'Reload' })
    sameAsRemix({ to: '/x', discover: 'none', children: 'Undiscovered' })
  })

  it('drops the props that only a click uses, as Remix does', () => {
    sameAsRemix({
      to: '/x',
      replace: true,
      state: { from: 'list' },
      preventScrollReset: true,
      relative: 'path',
      viewTransition: true,
      children: 'Click',
    })
  })

  it('writes a plain path without asking the router (so it costs no route resolution)', () => {
    // Remix's Link needs a router to resolve its path; the plain path needs none.
    expect(() => renderToStaticMarkup(<RemixLink to="/people/1">Ann</RemixLink>)).toThrow()
    expect(renderToStaticMarkup(<Link to="/people/1">Ann</Link>)).toBe(
      '<a data-discover="true" href="/people/1">Ann</a>',
    )
  })
})
