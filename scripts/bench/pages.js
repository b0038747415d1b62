// What the load scripts (bench.js, bench/latency.js, bench/side-by-side.js) ask for.

/**
 * The signed-in data pages issue 17 measures, but for an article: its id depends on the data,
 * so each script adds the one it measures.
 */
export const SIGNED_IN_PAGES = [
  '/account/employees',
  '/knowledgebase/articles',
  '/account/dashboard',
  '/account/org-chart',
]

/** Compression accepted and HTML asked for, as a browser does: compressing is part of a page's cost. */
export const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html' }
