// After `remix build`: writes a .br and a .gz beside every JavaScript and CSS file of the client
// build, which server.js serves to browsers that accept them (server/precompressed.js).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { COMPRESSIBLE, ENCODINGS } from '../server/precompressed.js'

const root = path.resolve(process.argv[2] ?? 'public/build')
let files = 0
for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !(path.extname(entry.name) in COMPRESSIBLE)) continue
  const file = path.join(entry.parentPath, entry.name)
  const bytes = readFileSync(file)
  for (const encoding of ENCODINGS) writeFileSync(file + encoding.suffix, encoding.compress(bytes))
  files++
}
console.info(`precompressed ${files} files in ${path.relative(process.cwd(), root)}`)
