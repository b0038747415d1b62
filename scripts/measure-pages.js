// `npm run measure -- /account/employees /account/dashboard`: server render time of signed-in
// pages, as a person's browser sees it (the whole HTML document), against the data-page budget
// of ARCHITECTURE §8 (20 ms p50). Run it against a production server on the large demo:
//
//   npm run build && npm run seed:large -- --staff 10000
//   NODE_ENV=production node server.js &            (same DATA_DIR)
//   npm run measure -- /account/employees
//
// MEASURE_URL (default http://localhost:3000), MEASURE_EMAIL / MEASURE_PASSWORD (the large
// demo's admin) and MEASURE_RUNS (default 50, after 5 warm-up requests) change what is measured.
const base = (process.env.MEASURE_URL ?? 'http://localhost:3000').replace(/\/$/, '')
const email = process.env.MEASURE_EMAIL ?? 'admin@large.test'
const password = process.env.MEASURE_PASSWORD ?? 'demo-pass-2026'
const runs = Number(process.env.MEASURE_RUNS ?? 50)
const paths = process.argv.slice(2)
if (paths.length === 0) paths.push('/account/dashboard')

const signIn = await fetch(`${base}/auth/signin`, {
  method: 'POST',
  redirect: 'manual',
  headers: { Origin: base, 'Content-Type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams({ email, password }),
})
const cookie = signIn.headers
  .getSetCookie()
  .map((c) => c.split(';')[0])
  .join('; ')
if (!cookie.includes('__session')) {
  console.error(`Could not sign in as ${email} at ${base} (HTTP ${signIn.status}).`)
  process.exit(1)
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]

for (const path of paths) {
  const times = []
  let status = 0
  let bytes = 0
  for (let i = 0; i < runs + 5; i++) {
    const started = performance.now()
    const response = await fetch(`${base}${path}`, { headers: { cookie }, redirect: 'manual' })
    const body = await response.arrayBuffer()
    if (i >= 5) times.push(performance.now() - started)
    status = response.status
    bytes = body.byteLength
  }
  times.sort((a, b) => a - b)
  console.info(
    `${path}  HTTP ${status}, ${(bytes / 1024).toFixed(1)} KB HTML  ` +
      `p50 ${percentile(times, 0.5).toFixed(1)} ms  p90 ${percentile(times, 0.9).toFixed(1)} ms`,
  )
}
