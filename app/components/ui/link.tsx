// eslint-disable-next-line no-restricted-imports -- the one place that wraps Remix's Link
import { Link as RemixLink, type LinkProps } from '@remix-run/react'
import { forwardRef } from 'react'

/**
 * The app's `Link`: Remix's, except where the server renders it (ADR 030, "Sixth pass").
 *
 * Remix's Link resolves its `to` against the route tree three times and runs some twenty hooks
 * to be ready for a click, which only the browser can make. A page has 60–180 links (the menu's
 * ~50 on every page), so on the server that was ~10% of a list page's CPU. For a plain absolute
 * path the server now writes the anchor Remix would write, and the browser hydrates it with
 * Remix's Link, which handles clicks as before. Everything else (relative paths, objects,
 * prefetching, reloadDocument) is Remix's Link on both sides.
 */
export const Link = typeof document === 'undefined' ? serverLink() : RemixLink

function serverLink() {
  const ServerLink = forwardRef<HTMLAnchorElement, LinkProps>(function ServerLink(props, ref) {
    const {
      to,
      prefetch,
      discover,
      reloadDocument,
      // Only a click uses these; the anchor is the same without them.
      replace: _replace,
      state: _state,
      preventScrollReset: _preventScrollReset,
      relative: _relative,
      viewTransition: _viewTransition,
      target,
      ...anchor
    } = props
    const plain =
      typeof to === 'string' &&
      isPlainAbsolutePath(to) &&
      (prefetch ?? 'none') === 'none' &&
      (discover ?? 'render') === 'render' &&
      !reloadDocument
    if (!plain) return <RemixLink ref={ref} {...props} />
    // The attributes in Remix's order, so that the HTML is the same byte for byte.
    return <a ref={ref} {...anchor} data-discover="true" href={to} target={target} />
  })
  return ServerLink
}

/**
 * Whether React Router would write `to` into the href unchanged: an absolute path with no `.` or
 * `..` segment to resolve, no doubled slash to fold, and no bare `?` or `#` to drop.
 */
export function isPlainAbsolutePath(to: string): boolean {
  const hashAt = to.indexOf('#')
  const beforeHash = hashAt === -1 ? to : to.slice(0, hashAt)
  const searchAt = beforeHash.indexOf('?')
  const pathname = searchAt === -1 ? beforeHash : beforeHash.slice(0, searchAt)
  if (hashAt === to.length - 1 || searchAt === beforeHash.length - 1) return false
  if (!pathname.startsWith('/') || pathname.includes('//')) return false
  return !pathname.split('/').some((segment) => segment === '.' || segment === '..')
}
