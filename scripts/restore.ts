// `npm run restore -- <file.tar.gz> [--replace]`: restores a backup made by `npm run backup` into
// DATA_DIR (and DATABASE_URL), then checks row counts and file hashes against its manifest.
// Stop the server first. An existing database or file store is kept aside only with --replace.
import { parseArgs } from 'node:util'
import { restore } from './backup/archive'

const { values, positionals } = parseArgs({
  options: { replace: { type: 'boolean', default: false } },
  allowPositionals: true,
})
if (positionals.length !== 1) {
  console.error('Usage: npm run restore -- <backup.tar.gz> [--replace]')
  process.exit(2)
}
const started = Date.now()

try {
  const manifest = await restore(
    positionals[0]!,
    { dataDir: process.env.DATA_DIR ?? './data', databaseUrl: process.env.DATABASE_URL },
    { replace: values.replace },
  )
  console.info(
    `Restored the backup of ${manifest.createdAt}: row counts and file hashes match ` +
      `(${((Date.now() - started) / 1000).toFixed(1)} s).`,
  )
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
