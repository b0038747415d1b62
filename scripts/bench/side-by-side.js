// Two builds measured beside each other (ADR 030): the same pages at 10 connections, against one
// server and then the other, round after round, the order swapped every round. This machine's
// speed drifts by tens of percent within minutes, so only builds measured in one alternated run
// can be compared; figures from different runs cannot.
//
//   DATA_DIR=/tmp/a PORT=3721 NODE_ENV=production node server.js &    # in the base's checkout
//   DATA_DIR=/tmp/b PORT=3722 NODE_ENV=production node server.js &    # in this checkout
//   node scripts/bench/side-by-side.js
//
// Each server runs on its own copy of its build's demo data (the embedded database allows one
// process per data directory). BENCH_A / BENCH_B (default http://localhost:3721 and :3722),
// BENCH_PAGES (comma list; `base-path|this-path` where the two builds' demo data number an
// article differently), BENCH_ROUNDS (default 6), BENCH_SECONDS (per round, default 4),
// BENCH_CONNECTIONS (default 10), BENCH_EMAIL / BENCH_PASSWORD (the demo's admin on both).
// Prints, per page, each build's req/s by round, their means, the ratio of the means, and each
// server's CPU time per request (from /proc, so the servers must run on this machine).
import autocannon from 'autocannon'
import { cpuMsOf, listeningPid } from './cpu.js'
import { BROWSER_HEADERS, SIGNED_IN_PAGES } from './pages.js'
import { signIn } from './sign-in.js'

/** Article 75 is the same text in the demo of every build since `04a47f7`. */
const DEFAULT_PAGES = [...SIGNED_IN_PAGES, '/knowledgebase/articles/75']
const rounds = Number(process.env.BENCH_ROUNDS ?? 6)
const seconds = Number(process.env.BENCH_SECONDS ?? 4)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10)
const pages = process.env.BENCH_PAGES?.split(',') ?? DEFAULT_PAGES

const builds = await Promise.all(
  [
    ['base', process.env.BENCH_A ?? 'http://localhost:3721'],
    ['this', process.env.BENCH_B ?? 'http://localhost:3722'],
  ].map(async ([name, url], side) => ({
    name,
    url: url.replace(/\/$/, ''),
    side,
    pid: listeningPid(new URL(url).port),
    headers: {
      ...BROWSER_HEADERS,
      cookie: await signIn(url, process.env.BENCH_EMAIL, process.env.BENCH_PASSWORD),
    },
  })),
)

/** The path of `page` on a build: `base|this` names each build's own, a plain path both. */
const pathOn = (page, build) => page.split('|')[Math.min(build.side, page.split('|').length - 1)]

const load = (build, page, duration) =>
  autocannon({
    url: build.url + pathOn(page, build),
    connections,
    duration,
    headers: build.headers,
  })

// Every page is seen by both servers before any is measured: a first visit compiles code and
// fills caches, which is not what a page costs.
for (const page of pages) for (const build of builds) await load(build, page, 2)

const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length
console.log(`${rounds} rounds of ${seconds} s at ${connections} connections, alternated`)
for (const page of pages) {
  const measured = builds.map(() => ({ rps: [], cpuMs: [] }))
  for (let round = 0; round < rounds; round++) {
    for (const build of round % 2 ? [...builds].reverse() : builds) {
      await load(build, page, 1) // the other server's load has just stopped: let this one settle
      const cpuBefore = cpuMsOf(build.pid)
      const result = await load(build, page, seconds)
      const cpuAfter = cpuMsOf(build.pid)
      if (result.non2xx || result.errors) {
        throw new Error(`${build.name} ${page}: ${result.non2xx} non-2xx, ${result.errors} errors`)
      }
      measured[build.side].rps.push(result.requests.average)
      if (cpuBefore !== null && cpuAfter !== null) {
        measured[build.side].cpuMs.push((cpuAfter - cpuBefore) / result.requests.total)
      }
    }
  }
  const [base, after] = measured
  const describe = ({ rps, cpuMs }) =>
    `${rps.map((value) => value.toFixed(0)).join('·')} req/s (mean ${mean(rps).toFixed(0)}` +
    (cpuMs.length ? `, ${mean(cpuMs).toFixed(1)} CPU ms/request)` : ')')
  console.log(
    `${page}\n  base ${describe(base)}\n  this ${describe(after)}\n  ×${(mean(after.rps) / mean(base.rps)).toFixed(2)}`,
  )
}
