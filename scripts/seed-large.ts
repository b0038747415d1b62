// `npm run seed:large -- --staff 10000`: a big company for measuring budgets (ARCHITECTURE §8).
// Idempotent: running it again tops the company up to the requested size.
import { parseArgs } from 'node:util'
import { and, count, eq, isNull, like } from 'drizzle-orm'

process.env.DATA_DIR ??= './data'

const { values } = parseArgs({ options: { staff: { type: 'string', default: '10000' } } })
const staffCount = Number(values.staff)
if (!Number.isInteger(staffCount) || staffCount < 1) {
  console.error('--staff must be a positive whole number')
  process.exit(2)
}

const { closeDatabase, db } = await import('~/platform/db.server')
const { memberships, users } = await import('~/domains/accounts/accounts.tables')
const { demoPasswordHash, ensureCompany, ensureMembership, ensureUser, DEMO_PASSWORD } =
  await import('./seed/accounts')
const { ensurePlan } = await import('./seed/billing')
const { organiseLargeCompany } = await import('./seed/large-org')
const { ensureLargeResponsibilities } = await import('./seed/divisions-resp')
const { organiseLargePositions } = await import('./seed/positions')
const { organiseLargeOrgChart } = await import('./seed/org-chart')
const { ensureLargeArticles } = await import('./seed/knowledge-articles')
const { ensureLargePublicKnowledge } = await import('./seed/public-knowledge')
const { ensureDemoSynonyms } = await import('./seed/search-synonyms')
const { ensureLargeCourses } = await import('./seed/large-courses')
const { ensureLargeWorkTracking } = await import('./seed/large-work-tracking')
const { ensureLargeChecklists } = await import('./seed/large-checklists')
const { ensureLargeScormPackages } = await import('./seed/scorm')
const { ensureLargeRequests } = await import('./seed/requests')
const { dateSpreadById } = await import('./seed/spread-dates')
const { ensureLargeStats } = await import('./seed/statistics')
const { ensureLargeAttendance } = await import('./seed/attendance')

const BATCH = 500
const FIRST_NAMES = ['Ava', 'Ben', 'Chloe', 'Dev', 'Elena', 'Farid', 'Grace', 'Hiro', 'Ines', 'Jon']
const LAST_NAMES = ['Ng', 'Okafor', 'Patel', 'Quinn', 'Rossi', 'Silva', 'Tanaka', 'Usman', 'Varga']

const started = Date.now()
const passwordHash = await demoPasswordHash()
const company = await ensureCompany(db, 'Large Demo', 'large-demo')
const admin = await ensureUser(
  db,
  { email: 'admin@large.test', firstName: 'Lara', lastName: 'Large' },
  passwordHash,
)
await ensureMembership(db, company, admin.id, true)
await ensurePlan(db, company.id, { plan: 'premium', status: 'active', users: staffCount })

const [existing] = await db
  .select({ n: count() })
  .from(memberships)
  .where(eq(memberships.companyId, company.id))
let created = existing?.n ?? 0

while (created < staffCount) {
  const size = Math.min(BATCH, staffCount - created)
  await db.transaction(async (tx) => {
    const rows = Array.from({ length: size }, (_, i) => {
      const n = created + i
      return {
        email: `staff${n}@large.test`,
        firstName: FIRST_NAMES[n % FIRST_NAMES.length]!,
        lastName: `${LAST_NAMES[n % LAST_NAMES.length]} ${n}`,
        passwordHash,
      }
    })
    const inserted = await tx
      .insert(users)
      .values(rows)
      .onConflictDoNothing()
      .returning({ id: users.id })
    if (inserted.length > 0) {
      await tx
        .insert(memberships)
        .values(inserted.map((user) => ({ companyId: company.id, userId: user.id })))
        .onConflictDoNothing()
    }
  })
  created += size
  process.stdout.write(`\r${created}/${staffCount} staff`)
}

// Birthdays and first working days spread over the calendar (the dashboard's upcoming events
// are measured on realistic data): derived from the id, so a rerun fills in only what is missing.
await db
  .update(users)
  .set({ dateOfBirth: dateSpreadById(users.id, '1965-01-01', 14600, 7919) })
  .where(and(like(users.email, 'staff%@large.test'), isNull(users.dateOfBirth)))
await db
  .update(memberships)
  .set({ hiredOn: dateSpreadById(memberships.id, '2006-01-01', 7300, 104729) })
  .where(and(eq(memberships.companyId, company.id), isNull(memberships.hiredOn)))

await organiseLargeCompany(db, company.id)
await ensureLargeResponsibilities(db, company.id)
await organiseLargePositions(db, company.id)
await organiseLargeOrgChart(db, company.id)
await ensureLargeArticles(db, company.id)
await ensureLargePublicKnowledge(db, company.id)
await ensureDemoSynonyms(db, company.id)
await ensureLargeCourses(db, company.id)
await ensureLargeWorkTracking(db, company.id)
await ensureLargeChecklists(db, company.id)
await ensureLargeScormPackages(db, company.id)
await ensureLargeRequests(db, company)
await ensureLargeStats(db, company.id)
await ensureLargeAttendance(db, company.id)

await closeDatabase()
console.info(
  `\nLarge Demo (slug large-demo) has ${staffCount} staff; sign in as admin@large.test / ${DEMO_PASSWORD}. ` +
    `Took ${((Date.now() - started) / 1000).toFixed(1)} s.`,
)
