import { describe, expect, it } from 'vitest'
import { adminSubject, staffSubject, type PolicySubject } from '#tests/factories/policy'
import { pageTitleOf, visibleMenu, type MenuEntry, type NavActor } from './navigation'

const ALL_APPS = ['knowledge_base', 'checklist', 'attendance', 'purchase_request', 'request']
const HELP = 'https://help.test/'
const FACTS = { helpUrl: HELP, publicKb: true }

function actor(subject: PolicySubject, options: Partial<NavActor> = {}): NavActor {
  return { ...subject, membershipId: 1, activeApps: ALL_APPS, companySlug: 'acme', ...options }
}

/** The menu as labels: 'Item' for a top-level item, 'Group › Item' inside a group. */
function labels(menu: MenuEntry[]): string[] {
  return menu.flatMap((entry) =>
    entry.kind === 'item'
      ? [entry.label]
      : entry.items.map((item) => `${entry.label} › ${item.label}`),
  )
}

const CHECKLIST_APP = ['Work › All Checklists', 'Work › Checklist Templates']
/** The Work group's items open to every member (checklists, requests, tasks, purchases, attendance). */
const WORK_TRACKING = [
  ...CHECKLIST_APP,
  'Work › Requests',
  'Work › New request',
  'Work › Tasks board',
  'Work › Task list',
  'Work › Create task',
  'Work › Purchase Requests',
  'Work › Create purchase request',
  'Work › Time Entries',
  'Work › Working Hours',
  'Work › Time-off calendar',
]
const EVERYONE = [
  'Dashboard',
  'Employees › My Profile',
  'Employees › Directory',
  'Employees › System Action History',
  'Company › Org Chart',
  'Company › Company files',
  'Company › E-signature',
  'Knowledge Base › View All Articles',
  'Courses › Assigned Courses',
  'Courses › Library Courses',
  'View Public KB',
  ...WORK_TRACKING,
  'Settings',
  'Get Help',
]
const PROFILE_ADMIN_ONLY = [
  'Employees › Create New Employee',
  'Employees › Positions',
  'Employees › Responsibilities',
  'Employees › System Emails',
]
/** Checklist admins and company admins write templates. */
const CHECKLIST_ADMIN_ONLY = ['Work › Create Template']
/** Attendance admins and company admins keep the attendance settings and the holidays. */
const ATTENDANCE_ADMIN_ONLY = ['Work › Attendance Settings', 'Work › Holidays']
const KB_ADMIN_ONLY = [
  'Knowledge Base › Create Article',
  'Courses › Courses Admin',
  'Courses › Create Course',
  'Courses › Leaderboard',
  'Courses › Quiz Response Timeline',
  'Courses › SCORM Packages',
  'All Completions',
]
/**
 * Flags that open no menu item of their own (apps with no pages yet; the request and purchase
 * flags act inside pages everyone opens).
 */
const UNBUILT_APP_FLAGS = [
  'user_is_assignment_admin',
  'user_is_pr_approver',
  'user_is_pr_payer',
  'user_is_request_admin',
  'user_is_stat_admin',
] as const
const HIDDEN = [
  'Employee Profile',
  'Edit Article',
  'KB Article',
  'Edit Course',
  'Course categories',
  'Course View',
  'Menu Links',
  'Deactivated staff',
  'Bulk edit staff',
  'Custom fields',
  'File types',
  'Company settings',
  'Purchase settings',
  'Request types',
]

describe('visibleMenu', () => {
  const cases: [string, PolicySubject, string[]][] = [
    [
      'an admin created at sign-up (every flag)',
      adminSubject('user_is_admin', 'user_is_profile_admin', 'user_is_kb_admin'),
      [
        ...EVERYONE,
        ...PROFILE_ADMIN_ONLY,
        ...KB_ADMIN_ONLY,
        ...CHECKLIST_ADMIN_ONLY,
        ...ATTENDANCE_ADMIN_ONLY,
      ],
    ],
    [
      'a profile admin',
      staffSubject('user_is_profile_admin'),
      [...EVERYONE, ...PROFILE_ADMIN_ONLY],
    ],
    ['a KB admin', staffSubject('user_is_kb_admin'), [...EVERYONE, ...KB_ADMIN_ONLY]],
    ['an employee', staffSubject(), EVERYONE],
    // A company admin administers profiles and writes the knowledge base (the policies' rules)
    // even without the flags.
    [
      'an admin without the profile and KB flags',
      adminSubject('user_is_admin'),
      [
        ...EVERYONE,
        ...PROFILE_ADMIN_ONLY,
        ...KB_ADMIN_ONLY,
        ...CHECKLIST_ADMIN_ONLY,
        ...ATTENDANCE_ADMIN_ONLY,
      ],
    ],
    [
      'staff holding user_is_admin only',
      staffSubject('user_is_admin'),
      [
        ...EVERYONE,
        ...PROFILE_ADMIN_ONLY,
        ...KB_ADMIN_ONLY,
        ...CHECKLIST_ADMIN_ONLY,
        ...ATTENDANCE_ADMIN_ONLY,
      ],
    ],
    ['staff with the flags of unbuilt apps', staffSubject(...UNBUILT_APP_FLAGS), EVERYONE],
    [
      'a checklist admin',
      staffSubject('user_is_checklist_admin'),
      [...EVERYONE, ...CHECKLIST_ADMIN_ONLY],
    ],
    [
      'an attendance admin',
      staffSubject('user_is_attendance_admin'),
      [...EVERYONE, ...ATTENDANCE_ADMIN_ONLY],
    ],
  ]
  for (const [who, subject, expected] of cases) {
    it(`shows ${who} exactly their items, in the §2.3 order`, () => {
      const menu = labels(visibleMenu(actor(subject), FACTS))
      expect(new Set(menu)).toEqual(new Set(expected))
      for (const hidden of HIDDEN) expect(menu.join('\n')).not.toContain(hidden)
    })
  }

  it('keeps the §2.3 order of groups and items', () => {
    const menu = visibleMenu(
      actor(adminSubject('user_is_profile_admin', 'user_is_kb_admin')),
      FACTS,
    )
    expect(menu.map((entry) => entry.label)).toEqual([
      'Dashboard',
      'Employees',
      'Company',
      'Knowledge Base',
      'Courses',
      'All Completions',
      'View Public KB',
      'Work',
      'Settings',
      'Get Help',
    ])
    const employees = menu.find((entry) => entry.label === 'Employees')
    expect(employees?.kind === 'group' && employees.items.map((item) => item.label)).toEqual([
      'My Profile',
      'Directory',
      'Create New Employee',
      'Positions',
      'Responsibilities',
      'System Action History',
      'System Emails',
    ])
  })

  it('drops the knowledge base when the app is inactive', () => {
    const kbAdmin = staffSubject('user_is_kb_admin')
    const menu = labels(visibleMenu(actor(kbAdmin, { activeApps: ['checklist'] }), FACTS))
    const knowledgeItems = [
      'Knowledge Base › View All Articles',
      'Courses › Assigned Courses',
      'Courses › Library Courses',
      'View Public KB',
      // The request app is off too.
      'Requests › Requests',
      'Requests › New request',
    ]
    const otherApps = [
      ...knowledgeItems,
      ...WORK_TRACKING.filter((item) => !CHECKLIST_APP.includes(item)),
    ]
    expect(menu).toEqual(EVERYONE.filter((item) => !otherApps.includes(item)))
  })

  it('links the public KB to the company slug, and leaves it out without one', () => {
    const withSlug = visibleMenu(actor(staffSubject(), { companySlug: 'acme co' }), FACTS)
    expect(withSlug.find((entry) => entry.id === 'public-kb')).toMatchObject({
      href: '/articles/public/acme%20co',
      external: false,
    })
    const noSlug = visibleMenu(actor(staffSubject(), { companySlug: '' }), FACTS)
    expect(noSlug.find((entry) => entry.id === 'public-kb')).toBeUndefined()
  })

  it('leaves the public KB out while the company has no public knowledge base (it would be a 404)', () => {
    const menu = visibleMenu(actor(staffSubject()), { ...FACTS, publicKb: false })
    expect(menu.find((entry) => entry.id === 'public-kb')).toBeUndefined()
    expect(menu.find((entry) => entry.id === 'settings')).toBeDefined()
  })

  it('sends Get Help to the help site and Settings to /account/settings', () => {
    const menu = visibleMenu(actor(staffSubject()), FACTS)
    expect(menu.find((entry) => entry.id === 'help')).toMatchObject({ href: HELP, external: true })
    expect(menu.find((entry) => entry.id === 'settings')).toMatchObject({
      href: '/account/settings',
      external: false,
    })
  })
})

describe('pageTitleOf', () => {
  const cases: [string, string, (string | [string, string])[]][] = [
    ['/account/dashboard/', 'Dashboard', ['Dashboard']],
    ['/account/dashboard', 'Dashboard', ['Dashboard']],
    ['/account/employees', 'Directory', ['Employees', 'Directory']],
    [
      '/account/employee/42',
      'Employee Profile',
      ['Employees', ['Directory', '/account/employees'], 'Employee Profile'],
    ],
    ['/account/responsibilities/list', 'Responsibilities', ['Employees', 'Responsibilities']],
    ['/knowledgebase/articles/create', 'Create Article', ['Knowledge Base', 'Create Article']],
    [
      '/knowledgebase/articles/7',
      'KB Article',
      ['Knowledge Base', ['View All Articles', '/knowledgebase/articles'], 'KB Article'],
    ],
    [
      '/knowledgebase/articles/7/edit',
      'Edit Article',
      ['Knowledge Base', ['View All Articles', '/knowledgebase/articles'], 'Edit Article'],
    ],
    ['/knowledgebase/courses/create', 'Create Course', ['Courses', 'Create Course']],
    [
      '/knowledgebase/courses/7/edit',
      'Edit Course',
      ['Courses', ['Courses Admin', '/knowledgebase/courses'], 'Edit Course'],
    ],
    ['/div/', 'Org Chart', ['Company', 'Org Chart']],
    [
      '/account/settings/menu-links',
      'Menu Links',
      [['Settings', '/account/settings'], 'Menu Links'],
    ],
    [
      '/account/settings/custom-fields/7',
      'Custom fields',
      [['Settings', '/account/settings'], 'Custom fields'],
    ],
    [
      '/account/employees/deactivated',
      'Deactivated staff',
      ['Employees', ['Directory', '/account/employees'], 'Deactivated staff'],
    ],
    [
      '/knowledgebase/courses/7/certificate',
      'Course View',
      ['Courses', ['Assigned Courses', '/knowledgebase/assigned-courses'], 'Course View'],
    ],
  ]
  for (const [path, title, trail] of cases) {
    it(`names ${path} "${title}"`, () => {
      const home = title === 'Dashboard' ? [] : [['Dashboard', '/account/dashboard'] as const]
      expect(pageTitleOf(path)).toEqual({
        title,
        trail: [...home, ...trail].map((crumb) =>
          typeof crumb === 'string' ? { label: crumb } : { label: crumb[0], href: crumb[1] },
        ),
      })
    })
  }

  it('knows nothing of a path outside the menu', () => {
    expect(pageTitleOf('/switch-company')).toBeNull()
    expect(pageTitleOf('/account')).toBeNull()
    expect(pageTitleOf('/knowledgebase/no-such-page')).toBeNull()
  })
})
