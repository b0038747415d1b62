// `npm run db:migrate`: apply pending migrations without starting the server (deploy step).
// Opening the database applies them; see app/platform/db.server.ts.
const { closeDatabase, dbEngine } = await import('~/platform/db.server')
await closeDatabase()
console.info(`Migrations applied (${dbEngine}).`)

export {}
