// `npm run load`: 100 concurrent connections for 60 s on a signed-in page and on a public page,
// one after the other, against a production server (as for `npm run bench`). Fails (exit 1) on
// any connection error, timeout or 5xx answer (ADR 030).
//
// LOAD_URL (default http://localhost:3000), LOAD_EMAIL / LOAD_PASSWORD (the demo's admin),
// LOAD_SECONDS (default 60), LOAD_CONNECTIONS (default 100) and LOAD_PAGES (a comma list; the
// default is the directory and the demo's public knowledge base) change what is loaded.
import autocannon from 'autocannon'
import { signIn } from './bench/sign-in.js'

const base = (process.env.LOAD_URL ?? 'http://localhost:3000').replace(/\/$/, '')
const seconds = Number(process.env.LOAD_SECONDS ?? 60)
const connections = Number(process.env.LOAD_CONNECTIONS ?? 100)
const pages = process.env.LOAD_PAGES?.split(',') ?? [
  '/account/employees',
  '/articles/public/acme-demo/',
]

const cookie = await signIn(base, process.env.LOAD_EMAIL, process.env.LOAD_PASSWORD)
let failed = false
for (const page of pages) {
  const signedIn = !page.startsWith('/articles/public/')
  const result = await autocannon({
    url: `${base}${page}`,
    connections,
    duration: seconds,
    // A slow answer under load is not an error; only a connection that gives up is.
    timeout: 60,
    headers: { 'accept-encoding': 'gzip, deflate, br', ...(signedIn ? { cookie } : {}) },
  })
  const serverErrors = result['5xx']
  const problems = result.errors + result.timeouts + serverErrors
  failed ||= problems > 0
  console.info(
    `${page}: ${result.requests.total} requests in ${seconds} s with ${connections} connections, ` +
      `${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, ` +
      `p99 ${result.latency.p99} ms; non-2xx ${result.non2xx}, 5xx ${serverErrors}, ` +
      `errors ${result.errors}, timeouts ${result.timeouts}`,
  )
}
process.exit(failed ? 1 : 0)
