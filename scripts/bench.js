// `npm run bench`: throughput of the signed-in data pages and the public pages under concurrent
// load, side by side with a minimal Remix page measured in the same run (ADR 030). The machine is
// shared and its speed varies, so the figure to compare between runs is each page's ratio to the
// minimal page, not its absolute req/s. Run it against a production server on the demo data:
//
//   npm run build && DATA_DIR=/tmp/bench npm run demo      (stop it once it is up, then:)
//   DATA_DIR=/tmp/bench NODE_ENV=production node server.js &
//   npm run bench
//
// Besides req/s, it reports the server's CPU time per request (from /proc, Linux only; the server
// is found by its port, or named by BENCH_SERVER_PID), which other work on the machine changes
// far less than it changes req/s.
//
// BENCH_URL (default http://localhost:3000), BENCH_EMAIL / BENCH_PASSWORD (the demo's admin),
// BENCH_SECONDS (per page, default 10), BENCH_CONNECTIONS (default 10) and BENCH_PAGES (a comma
// list of paths instead of the default pages) change what is measured. Requests accept gzip and
// brotli as a browser does, so compression is part of the cost.
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import autocannon from 'autocannon'
import { cpuMsOf, listeningPid } from './bench/cpu.js'
import { BROWSER_HEADERS, SIGNED_IN_PAGES } from './bench/pages.js'
import { signIn } from './bench/sign-in.js'

const base = (process.env.BENCH_URL ?? 'http://localhost:3000').replace(/\/$/, '')
const seconds = Number(process.env.BENCH_SECONDS ?? 10)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10)

const cookie = await signIn(base, process.env.BENCH_EMAIL, process.env.BENCH_PASSWORD)
const pages = process.env.BENCH_PAGES?.split(',') ?? (await defaultPages())
const minimal = await startMinimalServer()
const serverPid = Number(process.env.BENCH_SERVER_PID) || listeningPid(new URL(base).port || 80)

try {
  const results = [await measure('minimal Remix page', `${minimal.url}/`, {}, minimal.child.pid)]
  for (const page of pages) {
    const signedIn = !page.startsWith('/articles/public/')
    results.push(await measure(page, `${base}${page}`, signedIn ? { cookie } : {}, serverPid))
  }
  // The minimal page again at the end: the mean of both runs is the yardstick for every page.
  const closing = await measure('minimal Remix page', `${minimal.url}/`, {}, minimal.child.pid)
  const yardstick = (results[0].rps + closing.rps) / 2
  console.info(`\n${connections} connections, ${seconds} s per page, ${new Date().toISOString()}`)
  console.info(
    `minimal Remix page: ${results[0].rps.toFixed(0)} then ${closing.rps.toFixed(0)} req/s, ` +
      `${cpuText(results[0])} then ${cpuText(closing)} CPU ms/request`,
  )
  console.info(
    `${'page'.padEnd(44)}${'req/s'.padStart(8)}${'p50 ms'.padStart(8)}${'of minimal'.padStart(12)}` +
      `${'CPU ms/req'.padStart(12)}  errors`,
  )
  for (const row of results.slice(1)) {
    const share = `${((row.rps / yardstick) * 100).toFixed(1)}%`
    console.info(
      `${row.title.padEnd(44)}${row.rps.toFixed(0).padStart(8)}${String(row.p50).padStart(8)}` +
        `${share.padStart(12)}${cpuText(row).padStart(12)}  ${row.failures}`,
    )
  }
} finally {
  minimal.child.kill('SIGTERM')
}

function cpuText(row) {
  return row.cpuMs === null ? '-' : row.cpuMs.toFixed(2)
}

/** One page under load: mean req/s, median latency, server CPU per request, answers not 2xx. */
async function measure(title, url, headers, pid) {
  const cpuBefore = cpuMsOf(pid)
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    headers: { ...BROWSER_HEADERS, ...headers },
  })
  const failures = result.errors + result.timeouts + result.non2xx
  const cpuMs = cpuBefore === null ? null : (cpuMsOf(pid) - cpuBefore) / result.requests.total
  return { title, rps: result.requests.average, p50: result.latency.p50, cpuMs, failures }
}

/** The directory, the articles list, the dashboard, the org chart, one article and two public pages. */
async function defaultPages() {
  const list = await fetch(`${base}/knowledgebase/articles`, { headers: { cookie } })
  const articleId = (await list.text()).match(/\/knowledgebase\/articles\/(\d+)/)?.[1]
  const home = '/articles/public/acme-demo/'
  const publicHome = await fetch(`${base}${home}`)
  const publicArticle = (await publicHome.text()).match(/\/articles\/public\/[^"]+\/details\/\d+\//)
  return [
    ...SIGNED_IN_PAGES,
    `/knowledgebase/articles/${articleId}`,
    home,
    publicArticle?.[0] ?? home,
  ]
}

/** The minimal Remix app of bench/minimal-server.js, in its own process on a free port. */
async function startMinimalServer() {
  const child = spawn(process.execPath, ['scripts/bench/minimal-server.js'], {
    env: { ...process.env, NODE_ENV: 'production', PORT: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const [line] = await once(child.stdout, 'data')
  const port = String(line).match(/listening (\d+)/)?.[1]
  if (!port) throw new Error(`The minimal server did not start: ${line}`)
  return { child, url: `http://localhost:${port}` }
}
