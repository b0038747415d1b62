import { existsSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { pageWeights } from '../../scripts/bundle/page-weights.js'

/*
 * ARCHITECTURE §8: a reader page makes the browser download at most 110 KB of script (gzip), a
 * form page 150 KB, every script counted (ADR 030); a public knowledge-base page none. Held
 * against the production build that `npm test` makes before this suite. Unheld, the article page
 * had crept to 116 KB (the header's clock brought in a date library) and its editor to 162 KB
 * (a form imported a constant from a table module, and Drizzle came along).
 */

const READER_BUDGET_KB = 110
const FORM_BUDGET_KB = 150
const READER_PAGES = [
  'routes/_app+/knowledgebase.articles_.$id._index',
  'routes/_app+/knowledgebase.articles._index',
  'routes/_app+/account.employees._index',
  'routes/_app+/account.dashboard',
  'routes/_app+/account.org-chart._index',
]
const PUBLIC_PAGE = /^routes\/_public\+\/articles\.public\./
const built = existsSync('public/build')

describe.skipIf(!built)('the script a page makes the browser download (npm run size)', () => {
  const weights = built ? pageWeights() : []

  it.each(READER_PAGES)(`is within ${READER_BUDGET_KB} KB gzip for %s`, (route) => {
    const page = weights.find((row) => row.route === route)
    expect(page?.scripts).toBe(true)
    expect(page!.kb).toBeLessThanOrEqual(READER_BUDGET_KB)
  })

  it(`is within ${FORM_BUDGET_KB} KB gzip for every page`, () => {
    const over = weights.filter((row) => row.kb > FORM_BUDGET_KB)
    expect(weights.length).toBeGreaterThan(100)
    expect(over.map((row) => `${row.route}: ${row.kb.toFixed(1)} KB`)).toEqual([])
  })

  it('is nothing for the public knowledge-base pages', () => {
    const publicPages = weights.filter((row) => PUBLIC_PAGE.test(row.route))
    expect(publicPages.map((row) => row.route)).toHaveLength(3)
    for (const page of publicPages) expect(page).toMatchObject({ scripts: false, kb: 0 })
  })
})
