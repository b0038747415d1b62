// `npm run size`: the JavaScript each route makes a browser download on first visit, gzipped,
// against the budgets of ARCHITECTURE §8 (reader pages 110 KB, form pages 150 KB).
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

const PUBLIC_DIR = 'public'
const BUDGET_KB = Number(process.env.BUDGET_KB ?? 150)

const manifestFile = readdirSync(path.join(PUBLIC_DIR, 'build')).find((f) =>
  /^manifest-.*\.js$/.test(f),
)
const manifestSource = readFileSync(path.join(PUBLIC_DIR, 'build', manifestFile), 'utf8')
const manifest = JSON.parse(
  manifestSource.replace(/^window\.__remixManifest=/, '').replace(/;$/, ''),
)

const gzipSize = (url) => gzipSync(readFileSync(path.join(PUBLIC_DIR, url))).length
const entryFiles = [manifest.entry.module, ...manifest.entry.imports]

/** A route's first load: the entry, every ancestor route and their imports, counted once. */
function filesFor(routeId) {
  const files = new Set(entryFiles)
  for (let id = routeId; id; id = manifest.routes[id].parentId) {
    const route = manifest.routes[id]
    files.add(route.module)
    for (const file of route.imports ?? []) files.add(file)
  }
  return files
}

/**
 * Routes declaring `handle = { hydrate: false }` are sent without <Scripts/> (root.tsx, ADR 026):
 * the manifest still lists their modules, but a browser downloads none of them.
 */
function sendsNoScripts(routeId) {
  const source = ['.tsx', '.ts'].map((ext) => `app/${routeId}${ext}`).find(existsSync)
  return source ? /handle = \{ hydrate: false \}/.test(readFileSync(source, 'utf8')) : false
}

let overBudget = 0
const rows = Object.values(manifest.routes)
  .filter((route) => route.path !== undefined || route.index)
  .map((route) => {
    if (sendsNoScripts(route.id)) return { route: `${route.id} (no scripts)`, kb: 0 }
    const bytes = [...filesFor(route.id)].reduce((sum, file) => sum + gzipSize(file), 0)
    return { route: route.id, kb: bytes / 1024 }
  })
  .sort((a, b) => b.kb - a.kb)

for (const row of rows) {
  const flag = row.kb > BUDGET_KB ? '  OVER BUDGET' : ''
  if (flag) overBudget += 1
  console.log(`${row.kb.toFixed(1).padStart(7)} KB  ${row.route}${flag}`)
}
process.exit(overBudget ? 1 : 0)
