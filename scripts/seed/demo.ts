import type { Database } from '~/platform/db.server'
import { demoPasswordHash, ensureCompany, ensureMembership, ensureUser } from './accounts'
import { ensureDemoBilling } from './billing'
import { ensureDemoHolidayYears } from './attendance-calendar'
import { ensureDemoCompanyAdministration } from './company'
import { ensureDemoPositions } from './onboarding'
import { ensureDemoHeader } from './header'
import { ensureDemoUpcomingEvents } from './dashboard'
import { ensureDemoPeople } from './people'
import { ensureDemoPositionTree } from './positions'
import { ensureDemoDirectoryViews } from './directory'
import { ensureDemoMenuLinks, ensureDemoTodos } from './shell'
import { ensureDemoFieldsAndFiles } from './fields-files'
import { ensureDemoDivisionsAndResponsibilities } from './divisions-resp'
import { ensureDemoChartSettings } from './chart-settings'
import { ensureDemoOrgChart } from './org-chart'
import { ensureDemoArticles } from './knowledge-articles'
import { ensureDemoDefinitions } from './knowledge-taxonomy'
import { ensureDemoTemplates } from './knowledge-templates'
import { ensureDemoAcknowledgements } from './knowledge-reading'
import { ensureDemoKnowledgeFiles } from './knowledge-files'
import { ensureDemoDecisionCharts } from './flowcharts'
import { ensureDemoPublicKnowledge } from './public-knowledge'
import { ensureDemoSynonyms } from './search-synonyms'
import { ensureDemoLibraryCourse } from './library-courses'
import { ensureDemoQuizzes } from './quizzes'
import { ensureDemoCourses } from './courses'
import { ensureDemoResponsibilityArticles } from './position-links'
import { ensureDemoPurchaseRequests, ensureDemoTasks } from './work-tracking'
import { ensureDemoChecklists } from './checklists'
import { ensureDemoScormPackages } from './scorm'
import { ensureDemoRequests } from './requests'
import { ensureDemoStats } from './statistics'
import { ensureDemoEsign } from './esign'
import { ensureDemoArticleSignOff } from './esign-sign-off'
import { ensureDemoAttendance } from './attendance'

/** Who can sign in to the demo, printed when `npm run demo` starts. */
export const DEMO_SIGN_INS = [
  { email: 'admin@acme.test', what: 'Acme Demo administrator (every role flag)' },
  { email: 'employee@acme.test', what: 'Acme Demo employee (no role flags)' },
  { email: 'admin@globex.test', what: 'Globex Demo administrator' },
  { email: 'multi@acme.test', what: 'member of both Acme Demo and Globex Demo' },
  { email: 'admin@initech.test', what: 'Initech Demo administrator (lifetime deal, LTD Active)' },
] as const

/**
 * The demo companies. Safe to run on every start: existing rows are kept as they are, so
 * whatever a visitor changed in the demo survives a restart. Later features add their data here.
 */
export async function seedDemo(db: Database): Promise<void> {
  const passwordHash = await demoPasswordHash()
  await db.transaction(async (tx) => {
    const acme = await ensureCompany(tx, 'Acme Demo', 'acme-demo')
    const globex = await ensureCompany(tx, 'Globex Demo', 'globex-demo')

    const person = (email: string, firstName: string, lastName: string) =>
      ensureUser(tx, { email, firstName, lastName }, passwordHash)
    const acmeAdmin = await person('admin@acme.test', 'Alice', 'Anderson')
    const employee = await person('employee@acme.test', 'Eddie', 'Evans')
    const globexAdmin = await person('admin@globex.test', 'Grace', 'Green')
    const multi = await person('multi@acme.test', 'Morgan', 'Miles')

    const acmeAdminMembership = await ensureMembership(tx, acme, acmeAdmin.id, true)
    await ensureMembership(tx, acme, employee.id, false)
    await ensureMembership(tx, globex, globexAdmin.id, true)
    await ensureMembership(tx, acme, multi.id, false)
    await ensureMembership(tx, globex, multi.id, false)

    await ensureDemoMenuLinks(tx, acme.id)
    await ensureDemoTodos(tx, acme.id, acmeAdminMembership.id)
    await ensureDemoBilling(tx, passwordHash)
    await ensureDemoPositions(tx, [acme, globex], {
      company: acme,
      membership: acmeAdminMembership,
    })
    await ensureDemoHeader(tx, { acmeId: acme.id, globexId: globex.id })
    await ensureDemoUpcomingEvents(tx, acme.id)
    await ensureDemoPeople(tx, acme, passwordHash)
    await ensureDemoFieldsAndFiles(tx, acme.id)
    await ensureDemoDivisionsAndResponsibilities(tx, acme.id, acmeAdminMembership.id)
    await ensureDemoDirectoryViews(tx, acme.id, acmeAdminMembership.id)
    await ensureDemoCompanyAdministration(tx, acme.id)
    await ensureDemoHolidayYears(tx, acme.id)
    await ensureDemoPositionTree(tx, acme)
    await ensureDemoChartSettings(tx, acme.id)
    await ensureDemoOrgChart(tx, acme)
    await ensureDemoArticles(tx, acme.id, acmeAdminMembership.id)
    await ensureDemoResponsibilityArticles(tx, acme.id)
    await ensureDemoKnowledgeFiles(tx, acme.id, acmeAdminMembership.id)
    await ensureDemoDefinitions(tx, acme.id)
    await ensureDemoTemplates(tx, acme.id, acmeAdminMembership.id)
    await ensureDemoAcknowledgements(tx, acme.id)
    await ensureDemoPublicKnowledge(tx, acme.id, acmeAdminMembership.id)
    await ensureDemoSynonyms(tx, acme.id)
    await ensureDemoDecisionCharts(tx, acme.id, acmeAdminMembership.id)
    await ensureDemoLibraryCourse(tx, acme, { user: acmeAdmin, membership: acmeAdminMembership })
    await ensureDemoQuizzes(tx, acme.id, acmeAdminMembership.id)
    await ensureDemoCourses(tx, acme.id)
    await ensureDemoTasks(tx, acme.id)
    await ensureDemoPurchaseRequests(tx, acme.id)
    await ensureDemoChecklists(tx, acme.id)
    await ensureDemoScormPackages(tx, acme.id, acmeAdminMembership.id)
    await ensureDemoRequests(tx, acme)
    await ensureDemoStats(tx, acme.id, acmeAdminMembership.id)
    await ensureDemoEsign(tx, acme)
    await ensureDemoArticleSignOff(tx, acme)
    await ensureDemoAttendance(tx, acme, acmeAdminMembership.id)
  })
}
