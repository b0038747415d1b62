import { describe, expect, it } from 'vitest'
import { adminSubject, staffSubject, type PolicySubject } from '#tests/factories/policy'
import type { NavActor } from './navigation'
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
  profileAdmin: staffSubject('user_is_profile_admin'),
  kbAdmin: staffSubject('user_is_kb_admin'),
  employee: staffSubject(),
}
type Who = keyof typeof SUBJECTS

const actor = (who: Who, activeApps = ALL_APPS): NavActor => ({
  ...SUBJECTS[who]!,
  activeApps,
  companySlug: 'acme',
})

/** Path → who may open it (everyone else: 403). */
const RESTRICTED: [string, Who[]][] = [
  ['/account/create', ['admin', 'profileAdmin']],
  ['/account/positions', ['admin', 'profileAdmin']],
  ['/account/responsibilities', ['admin', 'profileAdmin']],
  ['/account/responsibilities/list', ['admin', 'profileAdmin']],
  ['/account/outbound-emails/', ['admin', 'profileAdmin']],
  ['/knowledgebase/articles/create', ['admin', 'kbAdmin']],
  ['/knowledgebase/articles/12/edit', ['admin', 'kbAdmin']],
  ['/knowledgebase/courses', ['admin', 'kbAdmin']],
  ['/knowledgebase/courses/create', ['admin', 'kbAdmin']],
  ['/knowledgebase/acknowledgement-leaderboard', ['admin', 'kbAdmin']],
  ['/knowledgebase/quiz-acknowledgement-timeline', ['admin', 'kbAdmin']],
  ['/knowledgebase/acknowledgement-timeline', ['admin', 'kbAdmin']],
  ['/account/billing', ['admin']],
  ['/account/settings/menu-links', ['admin']],
  ['/account/settings/menu-links/3/edit', ['admin']],
  ['/account/settings/edit-company/', ['admin']],
  ['/account/settings/edit-company/delete', ['admin']],
  ['/account/settings/custom-fields', ['admin', 'profileAdmin']],
  ['/account/settings/custom-fields/4', ['admin', 'profileAdmin']],
  ['/account/settings/file-types', ['admin', 'profileAdmin']],
  ['/account/employees/deactivated', ['admin', 'profileAdmin']],
  ['/account/employees/bulk-create', ['admin', 'profileAdmin']],
  ['/account/employees/bulk', ['admin', 'profileAdmin']],
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
  '/knowledgebase/assigned-courses',
  '/knowledgebase/courses/4',
  '/knowledgebase/library-courses',
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
    expect(routeAccess('/knowledgebase/courses', actor('employee', ['checklist']))).toBe(
      'not-found',
    )
  })
})
