import { describe, expect, it } from 'vitest'
import { adminSubject, staffSubject, type PolicySubject } from '#tests/factories/policy'
import { NAVIGATION } from './menu'
import { visibleMenu, type NavActor } from './navigation'
import { routeAccess, type RouteAccess } from './route-access'

const ALL_APPS = [
  'knowledge_base',
  'checklist',
  'attendance',
  'purchase_request',
  'request',
  'statistics',
]

const SUBJECTS: Record<string, PolicySubject> = {
  admin: adminSubject('user_is_admin', 'user_is_profile_admin', 'user_is_kb_admin'),
  // A company admin without the flags: the policies let company admins in everywhere.
  companyAdmin: adminSubject(),
  profileAdmin: staffSubject('user_is_profile_admin'),
  kbAdmin: staffSubject('user_is_kb_admin'),
  employee: staffSubject(),
}
type Who = keyof typeof SUBJECTS

const actor = (who: Who, activeApps = ALL_APPS): NavActor => ({
  ...SUBJECTS[who]!,
  membershipId: 1,
  activeApps,
  companySlug: 'acme',
})

/** Path → who may open it (everyone else: 403). */
const PROFILE_ADMINS: Who[] = ['admin', 'companyAdmin', 'profileAdmin']
const KB_ADMINS: Who[] = ['admin', 'companyAdmin', 'kbAdmin']
const COMPANY_ADMINS: Who[] = ['admin', 'companyAdmin']

/** Path → who may open it (everyone else: 403). */
const RESTRICTED: [string, Who[]][] = [
  ['/account/create', PROFILE_ADMINS],
  ['/account/positions', PROFILE_ADMINS],
  ['/account/divisions', PROFILE_ADMINS],
  ['/account/responsibilities', PROFILE_ADMINS],
  ['/account/responsibilities/list', PROFILE_ADMINS],
  ['/account/outbound-emails/', PROFILE_ADMINS],
  ['/knowledgebase/articles/create', KB_ADMINS],
  ['/knowledgebase/articles/12/edit', KB_ADMINS],
  ['/knowledgebase/article-types', KB_ADMINS],
  ['/knowledgebase/public-knowledgebases', KB_ADMINS],
  ['/knowledgebase/files', KB_ADMINS],
  ['/knowledgebase/search-synonyms', KB_ADMINS],
  ['/knowledgebase/courses', KB_ADMINS],
  ['/knowledgebase/courses/create', KB_ADMINS],
  ['/knowledgebase/courses/7/edit', KB_ADMINS],
  ['/knowledgebase/course-categories', KB_ADMINS],
  ['/knowledgebase/acknowledgement-timeline', KB_ADMINS],
  ['/knowledgebase/acknowledgement-timeline/export.csv', KB_ADMINS],
  ['/knowledgebase/acknowledgement-leaderboard', KB_ADMINS],
  ['/account/billing', COMPANY_ADMINS],
  ['/account/org-chart/settings', COMPANY_ADMINS],
  ['/account/settings/menu-links', COMPANY_ADMINS],
  ['/account/settings/menu-links/3/edit', COMPANY_ADMINS],
  ['/account/settings/edit-company/', COMPANY_ADMINS],
  ['/account/settings/edit-company/delete', COMPANY_ADMINS],
  ['/account/settings/custom-fields', PROFILE_ADMINS],
  ['/account/settings/custom-fields/4', PROFILE_ADMINS],
  ['/account/settings/file-types', PROFILE_ADMINS],
  ['/account/employees/deactivated', PROFILE_ADMINS],
  ['/account/employees/bulk-create', PROFILE_ADMINS],
  ['/account/employees/bulk', PROFILE_ADMINS],
]
const OPEN_TO_ALL = [
  '/account/dashboard/',
  '/account/profile',
  '/account/employee/5',
  '/account/employees',
  '/account/actions/',
  '/account/settings',
  '/account/company-files',
  '/account/company-files/3',
  '/div/',
  '/knowledgebase/articles',
  '/knowledgebase/articles/12',
  '/knowledgebase/categories',
  '/knowledgebase/definitions',
  '/account/org-chart',
  '/account/positional-org-chart',
  '/switch-company',
  '/no-such-page',
]

describe('routeAccess', () => {
  for (const [path, allowed] of RESTRICTED) {
    for (const who of Object.keys(SUBJECTS)) {
      const expected: RouteAccess = allowed.includes(who) ? 'allowed' : 'forbidden'
      it(`${who} opening ${path}: ${expected}`, () => {
        expect(routeAccess(path, actor(who))).toBe(expected)
      })
    }
  }

  for (const path of OPEN_TO_ALL) {
    it(`everyone may open ${path}`, () => {
      for (const who of Object.keys(SUBJECTS)) expect(routeAccess(path, actor(who))).toBe('allowed')
    })
  }

  const APP_ROUTES: [string, string][] = [
    ['/knowledgebase/articles', 'knowledge_base'],
    ['/knowledgebase/courses/create', 'knowledge_base'],
    ['/knowledge-base/scorm', 'knowledge_base'],
    ['/articles/public/acme/', 'knowledge_base'],
    ['/checklist/list', 'checklist'],
    ['/inout/list/', 'attendance'],
    ['/purchase-requests', 'purchase_request'],
    ['/request', 'request'],
    ['/requests/5', 'request'],
    ['/tasks/mine', 'request'],
    ['/statistics/kpi', 'statistics'],
  ]
  for (const [path, app] of APP_ROUTES) {
    it(`${path} does not exist (404) for anyone once ${app} is inactive`, () => {
      const others = ALL_APPS.filter((name) => name !== app)
      for (const who of Object.keys(SUBJECTS)) {
        expect(routeAccess(path, actor(who, others))).toBe('not-found')
      }
      expect(routeAccess(path, actor('admin'))).toBe('allowed')
    })
  }

  it('an inactive app is a 404 even where the role would be refused', () => {
    expect(routeAccess('/knowledgebase/files', actor('employee', ['checklist']))).toBe('not-found')
  })

  it('refuses exactly the menu items a person is not shown', () => {
    for (const who of Object.keys(SUBJECTS)) {
      const shown = new Set(
        visibleMenu(actor(who), { helpUrl: 'https://help.test/', publicKb: true }).flatMap(
          (entry) => (entry.kind === 'item' ? [entry.id] : entry.items.map((item) => item.id)),
        ),
      )
      const items = NAVIGATION.flatMap((entry) => (entry.kind === 'group' ? entry.items : [entry]))
      for (const item of items) {
        if (item.hidden || !item.route) continue
        const path = item.route.replace('{company_slug}', 'acme')
        const expected: RouteAccess = shown.has(item.id) ? 'allowed' : 'forbidden'
        expect(routeAccess(path, actor(who)), `${who} ${path}`).toBe(expected)
      }
    }
  })
})
