import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

/**
 * Which Vitest files run isolated (vitest.config.ts). Most files share their worker's module
 * graph, and so its database (PGlite: one per worker; PostgreSQL: one per worker already): each
 * file re-importing ~600 app modules and, on PGlite, opening a database of its own cost about
 * three times the CPU of the tests themselves.
 *
 * A file keeps a module graph and a database of its own when
 * - it arranges the environment the app reads when first imported (SMTP_URL, AI_BASE_URL, S3
 *   credentials…: `vi.stubEnv`, `process.env`, stand-in servers `…ForFile`, then `await
 *   import`), or replaces globals, timers or functions (`vi.spyOn`, `vi.stubGlobal`, fake timers);
 * - it closes the database (`closeDatabase`: the /healthz test), which the next file would need;
 * - or it walks every table or route of the database, whose time grows with every row the
 *   files before it left (the route walks, the backup round trip, the demo seed).
 */
const CHANGES_WHAT_THE_NEXT_FILE_WOULD_SHARE =
  /vi\.stubEnv|process\.env|await import\(|useFakeTimers|ForFile\(|vi\.spyOn|vi\.stubGlobal|closeDatabase/

const WALKS_THE_WHOLE_DATABASE = [
  'tests/integration/cross-tenant-routes.test.ts',
  'tests/integration/malformed-input.test.ts',
  'tests/integration/page-action-permission.test.ts',
  'app/domains/shell/menu-walk.test.ts',
  'tests/integration/backup-restore.test.ts',
  'tests/integration/demo.test.ts',
]

export const TEST_FILE_ROOTS = ['app', 'tests/integration']

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name)
    if (entry.isDirectory()) return testFiles(relative)
    return /\.test\.tsx?$/.test(entry.name) ? [relative] : []
  })
}

/** The test files (relative to the project root) that must run isolated. */
export function isolatedTestFiles(): string[] {
  return TEST_FILE_ROOTS.flatMap(testFiles).filter(
    (file) =>
      WALKS_THE_WHOLE_DATABASE.includes(file) ||
      CHANGES_WHAT_THE_NEXT_FILE_WOULD_SHARE.test(readFileSync(file, 'utf8')),
  )
}
