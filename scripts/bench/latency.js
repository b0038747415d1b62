// One request at a time: p50 and p90 of each page's answer time, as issue 17 measures it at
// seed:large ("p50 ≤ 20 ms one at a time"; ADR 030). Run it against a production server:
//
//   DATA_DIR=/tmp/large NODE_ENV=production node server.js &
//   BENCH_URL=http://localhost:3000 BENCH_EMAIL=admin@large.test node scripts/bench/latency.js
//
// Each page gets 5 warm-up requests (the database keeps a statement's generic plan from its
// sixth run), then LATENCY_REQUESTS (default 40) one after the other, with brotli accepted as a
// browser would. The time includes this client's own work (about 2.5 ms on the same machine for
// a page the server answers from memory), so it is an upper bound of the server's.
// BENCH_PAGES (a comma list of paths) replaces the default pages.
import { SIGNED_IN_PAGES } from './pages.js'
import { signIn } from './sign-in.js'

const base = (process.env.BENCH_URL ?? 'http://localhost:3000').replace(/\/$/, '')
const requests = Number(process.env.LATENCY_REQUESTS ?? 40)
const pages = process.env.BENCH_PAGES?.split(',') ?? SIGNED_IN_PAGES
const cookie = await signIn(base, process.env.BENCH_EMAIL, process.env.BENCH_PASSWORD)

/** Milliseconds to fetch a page and read its whole body. */
async function timed(page) {
  const started = performance.now()
  const response = await fetch(`${base}${page}`, {
    headers: { cookie, 'accept-encoding': 'br' },
    redirect: 'manual',
  })
  await response.arrayBuffer()
  if (response.status !== 200) throw new Error(`${page} answered ${response.status}`)
  return performance.now() - started
}

const percentile = (sorted, share) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]

console.log(
  `one request at a time, ${requests} per page after 5 warm-up, ${new Date().toISOString()}`,
)
for (const page of pages) {
  for (let i = 0; i < 5; i++) await timed(page)
  const times = []
  for (let i = 0; i < requests; i++) times.push(await timed(page))
  times.sort((a, b) => a - b)
  const [p50, p90] = [percentile(times, 0.5), percentile(times, 0.9)]
  console.log(
    `${page.padEnd(40)} p50 ${p50.toFixed(1).padStart(6)} ms   p90 ${p90.toFixed(1).padStart(6)} ms`,
  )
}
