// `npm run demo`: migrate the embedded database, seed the demo companies, serve the app.
import { spawn } from 'node:child_process'

process.env.DATA_DIR ??= './data'
const port = Number(process.env.PORT ?? 3000)

const { closeDatabase, db, dbEngine } = await import('~/platform/db.server')
const { DEMO_SIGN_INS, seedDemo } = await import('./seed/demo')
const { DEMO_PASSWORD } = await import('./seed/accounts')
const { libreOfficeCommand } = await import('~/domains/files/office-previews.server')

// The demo runs without it, but office files then show no preview (ADR 042).
if (!libreOfficeCommand()) {
  console.warn(
    'LibreOffice is not installed: office documents and presentations will show no preview.\n' +
      'Install it with: sudo apt-get install --no-install-recommends ' +
      'libreoffice-writer-nogui libreoffice-calc-nogui libreoffice-impress-nogui',
  )
}

await seedDemo(db)
// The embedded engine allows one process at a time: release it before the server opens it.
await closeDatabase()
console.info(
  `Demo data is ready (${dbEngine === 'pglite' ? `embedded database in ${process.env.DATA_DIR}/db` : 'PostgreSQL'}).`,
)

const server = spawn(process.execPath, ['server.js'], {
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production', PORT: String(port) },
})
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))

await waitForHealth(`http://localhost:${port}/healthz`)
console.info(`
Groundwork demo: http://localhost:${port}
Sign in with any of these (password: ${DEMO_PASSWORD}):
${DEMO_SIGN_INS.map((entry) => `  ${entry.email.padEnd(20)} ${entry.what}`).join('\n')}
`)

async function waitForHealth(url: string): Promise<void> {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    const ok = await fetch(url)
      .then((response) => response.ok)
      .catch(() => false)
    if (ok) return
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  console.error(`The server did not become healthy at ${url}.`)
}
