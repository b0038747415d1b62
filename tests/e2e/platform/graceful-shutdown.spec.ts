/**
 * SIGTERM under load (issue 17 §6): the production server (server.js and the build) started as a
 * process of its own, busy with keep-alive clients and one request whose body is still arriving.
 * It must stop taking connections, answer that request, and exit cleanly within 10 s.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { Agent, request as httpRequest } from 'node:http'
import { createServer, connect } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { API_ONLY, expect, test } from '../fixtures'

const EXIT_BUDGET_MS = 10_000
const LOAD_CONNECTIONS = 8
/** Responses the load has had before the signal: every connection kept alive and reused. */
const ANSWERED_BEFORE_SIGNAL = 3 * LOAD_CONNECTIONS
/** The slow request's body is still on its way this long after the signal. */
const BODY_DELAY_MS = 1_500

test.describe.configure({ mode: 'serial' })
// A new embedded database is created (initdb, migrations) at start: slow on a busy machine.
test.setTimeout(240_000)

const ENGINES = {
  embedded: { DATABASE_URL: undefined },
  postgres: { DATABASE_URL: process.env.E2E_DATABASE_URL },
}

for (const [engine, databaseEnv] of Object.entries(ENGINES)) {
  test(
    `on SIGTERM under load the server (${engine} database) finishes the request in flight and exits within 10 s`,
    API_ONLY,
    async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'groundwork-shutdown-'))
      const port = await freePort()
      const server = startServer(port, dataDir, databaseEnv.DATABASE_URL)
      try {
        await waitUntilHealthy(port, server.process).catch((error: Error) => {
          throw new Error(`${error.message}:\n${server.output()}`)
        })
        const load = keepAliveLoad(port)
        const loadDeadline = Date.now() + 60_000
        while (load.statuses.length < ANSWERED_BEFORE_SIGNAL && Date.now() < loadDeadline) {
          await sleep(100)
        }
        expect(load.statuses.length, 'the load reached the server').toBeGreaterThanOrEqual(
          ANSWERED_BEFORE_SIGNAL,
        )
        const slow = slowSignInPost(port)
        await slow.headersSent

        const signalledAt = Date.now()
        server.process.kill('SIGTERM')
        const exit = exitedWithin(server.process, EXIT_BUDGET_MS + 5_000)
        await sleep(BODY_DELAY_MS)
        slow.sendRest()

        expect(await slow.status, 'the request in flight is answered').toBeLessThan(500)
        expect(await exit, server.output()).toEqual({ code: 0, signal: null })
        expect(Date.now() - signalledAt).toBeLessThan(EXIT_BUDGET_MS)
        await load.stopped
        expect(load.statuses.filter((status) => status >= 500)).toEqual([])
      } finally {
        server.process.kill('SIGKILL')
        rmSync(dataDir, { recursive: true, force: true })
      }
    },
  )
}

function startServer(port: number, dataDir: string, databaseUrl: string | undefined) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    DATA_DIR: dataDir,
    TRUST_PROXY: '0',
  }
  delete env.DATABASE_URL
  if (databaseUrl) env.DATABASE_URL = databaseUrl
  const child = spawn(process.execPath, ['server.js'], { env, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  child.stdout!.on('data', (chunk) => (output += chunk))
  child.stderr!.on('data', (chunk) => (output += chunk))
  return { process: child, output: () => output }
}

async function waitUntilHealthy(port: number, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 180_000
  while (Date.now() < deadline && child.exitCode === null) {
    const healthy = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (response) => response.ok,
      () => false,
    )
    if (healthy) return
    await sleep(500)
  }
  throw new Error('the server did not start')
}

/**
 * Clients that keep their connections open and send the next request the moment the last one is
 * answered, until a connection is refused or closed (the server is shutting down).
 */
function keepAliveLoad(port: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: LOAD_CONNECTIONS })
  const statuses: number[] = []
  const client = async () => {
    for (;;) {
      const status = await get(agent, port, '/auth/signin').catch(() => null)
      if (status === null) return
      statuses.push(status)
    }
  }
  const clients = Array.from({ length: LOAD_CONNECTIONS }, client)
  return {
    statuses,
    stopped: Promise.all(clients).then(() => agent.destroy()),
  }
}

function get(agent: Agent, port: number, pathname: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port, path: pathname, agent }, (response) => {
      response.resume()
      response.on('end', () => resolve(response.statusCode!))
      response.on('error', reject)
    })
    request.on('error', reject)
    request.end()
  })
}

/** A sign-in form post whose second half arrives only when sendRest is called. */
function slowSignInPost(port: number) {
  const body = 'email=nobody%40example.test&password=not-the-password'
  const half = Math.floor(body.length / 2)
  const socket = connect(port, '127.0.0.1')
  let answer = ''
  socket.on('data', (chunk) => (answer += chunk))
  const headersSent = new Promise<void>((resolve) => {
    socket.on('connect', () => {
      socket.write(
        'POST /auth/signin HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
          'Content-Type: application/x-www-form-urlencoded\r\n' +
          `Content-Length: ${body.length}\r\n\r\n` +
          body.slice(0, half),
        () => resolve(),
      )
    })
  })
  const status = new Promise<number>((resolve, reject) => {
    socket.on('error', reject)
    socket.on('close', () => {
      const match = /^HTTP\/1\.1 (\d{3})/.exec(answer)
      if (match) resolve(Number(match[1]))
      else reject(new Error(`no answer to the request in flight: ${JSON.stringify(answer)}`))
    })
  })
  return { headersSent, status, sendRest: () => socket.write(body.slice(half)) }
}

/** How the process ended, or `still running` once the deadline has passed. */
function exitedWithin(
  child: ChildProcess,
  deadlineMs: number,
): Promise<{ code: number | null; signal: string | null }> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve({ code: null, signal: 'still running' }), deadlineMs)
    child.once('exit', (code, signal) => {
      clearTimeout(timer)
      resolve({ code, signal })
    })
  })
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
  })
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
