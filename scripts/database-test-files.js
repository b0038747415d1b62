#!/usr/bin/env node
/**
 * The Vitest files the second database engine runs (scripts/test.sh): those that reach the
 * database (import app/platform/db.server.ts, directly or through other modules), less the
 * generated route walks. Pure tests (policies, schemas, components, parsers) and the walks,
 * which check the app's answers to every route rather than the engine, run once, on PGlite.
 *
 * Imports are read from the source text (static, re-exports and import() with a literal),
 * resolving the `~/` and `#tests/` aliases and relative paths; packages are not followed.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
const DATABASE_MODULE = path.join(ROOT, 'app/platform/db.server.ts')
const WALKS = [
  'tests/integration/cross-tenant-routes.test.ts',
  'tests/integration/malformed-input.test.ts',
  'tests/integration/page-action-permission.test.ts',
  'app/domains/shell/menu-walk.test.ts',
]
const IMPORT =
  /(?:import|export)\s+(?!type\s)[^'";]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^import\s+['"]([^'"]+)['"]/gm

function testFiles(dir) {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name)
    if (entry.isDirectory()) return testFiles(relative)
    return /\.test\.tsx?$/.test(entry.name) ? [relative] : []
  })
}

function resolveImport(from, specifier) {
  let base
  if (specifier.startsWith('~/')) base = path.join(ROOT, 'app', specifier.slice(2))
  else if (specifier.startsWith('#tests/')) base = path.join(ROOT, 'tests', specifier.slice(7))
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier)
  else return null
  for (const suffix of ['', '.ts', '.tsx', '/index.ts', '/index.tsx']) {
    const candidate = base + suffix
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate
  }
  return null
}

const reaches = new Map()
function reachesDatabase(file, visiting = new Set()) {
  if (file === DATABASE_MODULE) return true
  if (reaches.has(file)) return reaches.get(file)
  if (visiting.has(file)) return false
  visiting.add(file)
  const specifiers = [...readFileSync(file, 'utf8').matchAll(IMPORT)].map(
    (m) => m[1] ?? m[2] ?? m[3],
  )
  const result = specifiers.some((specifier) => {
    const target = resolveImport(file, specifier)
    return target !== null && reachesDatabase(target, visiting)
  })
  reaches.set(file, result)
  return result
}

const files = [...testFiles('app'), ...testFiles('tests/integration')]
  .filter((file) => !WALKS.includes(file))
  .filter((file) => reachesDatabase(path.join(ROOT, file)))
console.log(files.join('\n'))
