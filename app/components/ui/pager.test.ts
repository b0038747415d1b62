import { describe, expect, it } from 'vitest'
import { pageHref } from './pager'

describe('the address of another page of a list', () => {
  it('keeps every filter of the query string and sets the page', () => {
    expect(pageHref('/account/actions', '?action=login&person=ann', 3)).toBe(
      '/account/actions?action=login&person=ann&page=3',
    )
  })

  it('replaces the page it was on', () => {
    expect(pageHref('/account/positions', '?search=lead&page=2', 3)).toBe(
      '/account/positions?search=lead&page=3',
    )
  })

  it('leaves the page out for the first page, and the query string when nothing is left', () => {
    expect(pageHref('/account/positions', '?search=lead&page=2', 1)).toBe(
      '/account/positions?search=lead',
    )
    expect(pageHref('/account/actions', '?page=2', 1)).toBe('/account/actions')
  })
})
