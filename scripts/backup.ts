// `npm run backup [-- --out file.tar.gz]`: the database and stored files of this install in one
// archive (scripts/backup/archive.ts). Uses DATA_DIR and DATABASE_URL like the server; stop the
// server first when the database is the embedded one.
import { parseArgs } from 'node:util'
import { backup } from './backup/archive'

const { values } = parseArgs({ options: { out: { type: 'string' } } })
const stamp = new Date().toISOString().replace(/[:.]/g, '-')
const archive = values.out ?? `backups/groundwork-${stamp}.tar.gz`
const started = Date.now()

try {
  const manifest = await backup(
    { dataDir: process.env.DATA_DIR ?? './data', databaseUrl: process.env.DATABASE_URL },
    archive,
  )
  const rows = Object.values(manifest.rowCounts).reduce((sum, n) => sum + n, 0)
  console.info(
    `Backed up ${rows} rows in ${Object.keys(manifest.rowCounts).length} tables and ` +
      `${Object.keys(manifest.files).length} files to ${archive} ` +
      `in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  )
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
