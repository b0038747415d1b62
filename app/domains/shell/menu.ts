import { msg } from '~/i18n'
import { ATTENDANCE_MENU_ITEMS } from '../attendance/attendance.menu'
import { CHECKLIST_MENU_ITEMS } from '../checklists/checklists.menu'
import { ESIGN_MENU_ITEMS } from '../esign/esign.menu'
import { REQUEST_MENU_ITEMS } from '../requests/requests.menu'
import { PURCHASE_REQUEST_MENU_ITEMS } from '../purchase-requests/purchase-requests.menu'
import { TASK_MENU_ITEMS } from '../tasks/tasks.menu'
import { canBilling as billing } from '../billing/billing.policy'
import { can as companyFiles } from '../company/company-files.policy'
import { can as company } from '../company/company.policy'
import { can as fileTypes } from '../company/file-types.policy'
import { can as menuLinks } from '../company/menu-links.policy'
import { can as courses } from '../courses/courses.policy'
import { can as knowledge } from '../knowledge/knowledge.policy'
import { can as divisions } from '../org/divisions.policy'
import { can as orgChartSettings } from '../org/org-chart-settings.policy'
import { can as positions } from '../org/positions.policy'
import { can as responsibilities } from '../org/responsibilities.policy'
import { can as customFields } from '../people/custom-fields.policy'
import { can as staff } from '../people/staff.policy'
import { can as quizzes } from '../quizzes/quizzes.policy'
import { allows, EVERY_MEMBER, type MenuEntryDef } from './menu-types'
import { can as scorm } from '../scorm/scorm.policy'
import { STATISTICS_MENU_ITEMS } from '../statistics/statistics.menu'

/**
 * The side navigation of seed §2.3 as data: one definition gives the menu, the page titles and
 * breadcrumbs, and (route-access.ts) which routes a person may open. Who may open a page is not
 * decided here: each item names the domain policy and action that decide it, so the menu, the
 * route guard and the services give one answer. Isomorphic and pure (the policies are too).
 */

export * from './menu-types'

const KB = 'knowledge_base'

/**
 * Seed §2.3, without the items of features not built yet: nothing in the menu may lead to a 404.
 */
export const NAVIGATION: readonly MenuEntryDef[] = [
  {
    kind: 'item',
    id: 'dashboard',
    label: msg('Dashboard'),
    route: '/account/dashboard',
    access: EVERY_MEMBER,
    icon: 'home',
  },
  {
    kind: 'group',
    id: 'employees',
    label: msg('Employees'),
    icon: 'users',
    items: [
      {
        id: 'my-profile',
        label: msg('My Profile'),
        route: '/account/profile',
        access: EVERY_MEMBER,
      },
      {
        id: 'employee-profile',
        label: msg('Employee Profile'),
        route: '/account/employee/{id}',
        access: allows(staff, 'staff.view'),
        hidden: true,
        parentId: 'directory',
      },
      {
        id: 'directory',
        label: msg('Directory'),
        route: '/account/employees',
        access: allows(staff, 'staff.view'),
      },
      {
        id: 'deactivated-staff',
        label: msg('Deactivated staff'),
        route: '/account/employees/deactivated',
        access: allows(staff, 'staff.restore'),
        hidden: true,
        parentId: 'directory',
      },
      {
        id: 'bulk-create-staff',
        label: msg('Add staff from a CSV file'),
        route: '/account/employees/bulk-create',
        access: allows(staff, 'staff.create'),
        hidden: true,
        parentId: 'directory',
      },
      {
        id: 'bulk-edit-staff',
        label: msg('Bulk edit staff'),
        route: '/account/employees/bulk',
        access: allows(staff, 'staff.update'),
        hidden: true,
        parentId: 'directory',
      },
      {
        id: 'create-employee',
        label: msg('Create New Employee'),
        route: '/account/create',
        access: allows(staff, 'staff.create'),
      },
      {
        id: 'positions',
        label: msg('Positions'),
        route: '/account/positions',
        access: allows(positions, 'position.update'),
      },
      {
        id: 'divisions',
        label: msg('Divisions'),
        route: '/account/divisions',
        access: allows(divisions, 'division.update'),
        hidden: true,
        parentId: 'positions',
      },
      {
        id: 'responsibilities',
        label: msg('Responsibilities'),
        route: '/account/responsibilities',
        access: allows(responsibilities, 'responsibility.update'),
      },
      {
        // Everyone opens it; company.policy's history.readAll decides whose entries they see.
        id: 'actions',
        label: msg('System Action History'),
        route: '/account/actions',
        access: EVERY_MEMBER,
      },
      {
        id: 'outbound-emails',
        label: msg('System Emails'),
        route: '/account/outbound-emails',
        access: allows(company, 'outboundEmail.read'),
      },
    ],
  },
  {
    kind: 'group',
    id: 'company',
    label: msg('Company'),
    icon: 'building',
    items: [
      { id: 'org-chart', label: msg('Org Chart'), route: '/div', access: EVERY_MEMBER },
      {
        id: 'people-org-chart',
        label: msg('Org chart by manager'),
        route: '/account/org-chart',
        access: EVERY_MEMBER,
        hidden: true,
        parentId: 'org-chart',
      },
      {
        id: 'positional-org-chart',
        label: msg('Org chart by position'),
        route: '/account/positional-org-chart',
        access: allows(positions, 'position.read'),
        hidden: true,
        parentId: 'org-chart',
      },
      {
        id: 'org-chart-settings',
        label: msg('Org chart display settings'),
        route: '/account/org-chart/settings',
        access: allows(orgChartSettings, 'orgChartSettings.update'),
        hidden: true,
        parentId: 'org-chart',
      },
      // Not in seed §2.3: company files (§7) need a place every member can find.
      {
        id: 'company-files',
        label: msg('Company files'),
        route: '/account/company-files',
        access: allows(companyFiles, 'companyFile.read'),
      },
      ...ESIGN_MENU_ITEMS,
    ],
  },
  {
    kind: 'group',
    id: 'knowledge-base',
    label: msg('Knowledge Base'),
    icon: 'book',
    app: KB,
    items: [
      {
        id: 'articles',
        label: msg('View All Articles'),
        route: '/knowledgebase/articles',
        access: allows(knowledge, 'article.read'),
      },
      {
        id: 'edit-article',
        label: msg('Edit Article'),
        route: '/knowledgebase/articles/{id}/edit',
        access: allows(knowledge, 'article.author'),
        hidden: true,
        parentId: 'articles',
      },
      {
        id: 'article',
        label: msg('KB Article'),
        route: '/knowledgebase/articles/{id}',
        access: allows(knowledge, 'article.read'),
        hidden: true,
        parentId: 'articles',
      },
      {
        id: 'create-article',
        label: msg('Create Article'),
        route: '/knowledgebase/articles/create',
        access: allows(knowledge, 'article.author'),
      },
      {
        // Everyone browses the categories; category.manage decides who changes them.
        id: 'article-categories',
        label: msg('Categories'),
        route: '/knowledgebase/categories',
        access: allows(knowledge, 'article.read'),
        hidden: true,
        parentId: 'articles',
      },
      {
        id: 'definitions',
        label: msg('Definitions'),
        route: '/knowledgebase/definitions',
        access: allows(knowledge, 'article.read'),
        hidden: true,
        parentId: 'articles',
      },
      {
        id: 'article-types',
        label: msg('Article Types'),
        route: '/knowledgebase/article-types',
        access: allows(knowledge, 'articleType.manage'),
        hidden: true,
        parentId: 'articles',
      },
      {
        id: 'article-templates',
        label: msg('Article templates'),
        route: '/knowledgebase/article-templates',
        access: allows(knowledge, 'template.manage'),
        hidden: true,
        parentId: 'articles',
      },
      {
        // The knowledge policy has no action of its own for these two pages; their services ask
        // isKnowledgeAdmin, which is the rule of article.author.
        id: 'public-knowledgebases',
        label: msg('Public knowledge bases'),
        route: '/knowledgebase/public-knowledgebases',
        access: allows(knowledge, 'article.author'),
        hidden: true,
        parentId: 'articles',
      },
      {
        // Synonym groups are search settings: their policy's rule is isKnowledgeAdmin too.
        id: 'search-synonyms',
        label: msg('Search synonyms'),
        route: '/knowledgebase/search-synonyms',
        access: allows(knowledge, 'article.author'),
        hidden: true,
        parentId: 'articles',
      },
      {
        id: 'knowledge-files',
        label: msg('Knowledge Base Files'),
        route: '/knowledgebase/files',
        access: allows(knowledge, 'article.author'),
        hidden: true,
        parentId: 'articles',
      },
    ],
  },
  {
    // Seed §2.3's Courses group: each item joins as its page lands (an empty group is not shown).
    kind: 'group',
    id: 'courses',
    label: msg('Courses'),
    icon: 'graduation',
    app: KB,
    items: [
      {
        id: 'assigned-courses',
        label: msg('Assigned Courses'),
        route: '/knowledgebase/assigned-courses',
        access: allows(courses, 'course.learn'),
      },
      {
        id: 'courses-admin',
        label: msg('Courses Admin'),
        route: '/knowledgebase/courses',
        access: allows(courses, 'course.manage'),
      },
      {
        id: 'edit-course',
        label: msg('Edit Course'),
        route: '/knowledgebase/courses/{id}/edit',
        access: allows(courses, 'course.manage'),
        hidden: true,
        parentId: 'courses-admin',
      },
      {
        id: 'course-categories',
        label: msg('Course categories'),
        route: '/knowledgebase/course-categories',
        access: allows(courses, 'course.manage'),
        hidden: true,
        parentId: 'courses-admin',
      },
      {
        id: 'create-course',
        label: msg('Create Course'),
        route: '/knowledgebase/courses/create',
        access: allows(courses, 'course.manage'),
      },
      {
        // Which course a learner may open is course access's business (learning/course-access).
        id: 'course-view',
        label: msg('Course View'),
        route: '/knowledgebase/courses/{id}',
        access: allows(courses, 'course.learn'),
        hidden: true,
        parentId: 'assigned-courses',
      },
      {
        id: 'course-leaderboard',
        label: msg('Leaderboard'),
        route: '/knowledgebase/acknowledgement-leaderboard',
        access: allows(courses, 'completions.view'),
      },
      {
        id: 'quiz-response-timeline',
        label: msg('Quiz Response Timeline'),
        route: '/knowledgebase/quiz-acknowledgement-timeline',
        access: allows(quizzes, 'quizResponses.view'),
      },
      {
        // The quizzes' admin pages sit under the timeline, which links to them.
        id: 'quizzes',
        label: msg('Quizzes'),
        route: '/knowledgebase/quizzes',
        access: allows(quizzes, 'quiz.manage'),
        hidden: true,
        parentId: 'quiz-response-timeline',
      },
      {
        id: 'create-quiz',
        label: msg('Create Quiz'),
        route: '/knowledgebase/quizzes/create',
        access: allows(quizzes, 'quiz.manage'),
        hidden: true,
        parentId: 'quiz-response-timeline',
      },
      {
        id: 'edit-quiz',
        label: msg('Edit Quiz'),
        route: '/knowledgebase/quizzes/{id}/edit',
        access: allows(quizzes, 'quiz.manage'),
        hidden: true,
        parentId: 'quiz-response-timeline',
      },
      {
        id: 'delete-quiz',
        label: msg('Delete quiz'),
        route: '/knowledgebase/quizzes/{id}/delete',
        access: allows(quizzes, 'quiz.manage'),
        hidden: true,
        parentId: 'quiz-response-timeline',
      },
      {
        // Everyone takes a quiz (from a course, or a link to it).
        id: 'quiz',
        label: msg('Quiz'),
        route: '/knowledgebase/quizzes/{id}',
        access: allows(quizzes, 'quiz.take'),
        hidden: true,
      },
      {
        id: 'scorm-packages',
        label: msg('SCORM Packages'),
        route: '/knowledge-base/scorm',
        access: allows(scorm, 'scorm.manage'),
      },
      {
        id: 'scorm-upload',
        label: msg('Upload SCORM Package'),
        route: '/knowledge-base/scorm/upload',
        access: allows(scorm, 'scorm.manage'),
        hidden: true,
        parentId: 'scorm-packages',
      },
      {
        // Which package a learner may play is package access's business (scorm-access).
        id: 'scorm-package',
        label: msg('SCORM Package'),
        route: '/knowledge-base/scorm/{id}',
        access: allows(scorm, 'scorm.play'),
        hidden: true,
        parentId: 'assigned-courses',
      },
      {
        id: 'scorm-results',
        label: msg('Learner results'),
        route: '/knowledge-base/scorm/{id}/report',
        access: allows(scorm, 'scorm.reports'),
        hidden: true,
        parentId: 'scorm-packages',
      },
      {
        id: 'scorm-settings',
        label: msg('Package settings'),
        route: '/knowledge-base/scorm/{id}/settings',
        access: allows(scorm, 'scorm.manage'),
        hidden: true,
        parentId: 'scorm-packages',
      },
      {
        id: 'scorm-delete',
        label: msg('Delete package'),
        route: '/knowledge-base/scorm/{id}/delete',
        access: allows(scorm, 'scorm.manage'),
        hidden: true,
        parentId: 'scorm-packages',
      },
      {
        id: 'library-courses',
        label: msg('Library Courses'),
        route: '/knowledgebase/library-courses',
        access: allows(courses, 'course.learn'),
      },
    ],
  },
  {
    kind: 'item',
    id: 'all-completions',
    label: msg('All Completions'),
    route: '/knowledgebase/acknowledgement-timeline',
    access: allows(courses, 'completions.view'),
    app: KB,
    icon: 'check',
  },
  {
    kind: 'item',
    id: 'public-kb',
    label: msg('View Public KB'),
    route: '/articles/public/{company_slug}',
    access: allows(knowledge, 'article.read'),
    app: KB,
    // The company's default public knowledge base: a company without one has nothing to view.
    needs: 'publicKb',
    icon: 'globe',
  },
  {
    // Work tracking and statistics (seed 001 §2; not in seed §2.3): one group, so the horizontal
    // menu keeps to one line at 1280 px, whose items each belong to their app (tasks to the
    // request app).
    kind: 'group',
    id: 'work',
    label: msg('Work'),
    icon: 'check',
    items: [
      ...CHECKLIST_MENU_ITEMS,
      ...REQUEST_MENU_ITEMS,
      ...TASK_MENU_ITEMS,
      ...PURCHASE_REQUEST_MENU_ITEMS,
      ...STATISTICS_MENU_ITEMS,
      ...ATTENDANCE_MENU_ITEMS,
    ],
  },
  {
    kind: 'item',
    id: 'settings',
    label: msg('Settings'),
    route: '/account/settings',
    access: EVERY_MEMBER,
    icon: 'settings',
  },
  {
    kind: 'item',
    id: 'edit-company',
    label: msg('Company settings'),
    route: '/account/settings/edit-company',
    access: allows(company, 'company.update'),
    hidden: true,
    parentId: 'settings',
  },
  {
    kind: 'item',
    id: 'custom-fields',
    label: msg('Custom fields'),
    route: '/account/settings/custom-fields',
    access: allows(customFields, 'customField.manage'),
    hidden: true,
    parentId: 'settings',
  },
  {
    kind: 'item',
    id: 'file-types',
    label: msg('File types'),
    route: '/account/settings/file-types',
    access: allows(fileTypes, 'fileType.manage'),
    hidden: true,
    parentId: 'settings',
  },
  {
    kind: 'item',
    id: 'menu-links',
    label: msg('Menu Links'),
    route: '/account/settings/menu-links',
    access: allows(menuLinks, 'menuLink.update'),
    hidden: true,
    parentId: 'settings',
  },
  {
    kind: 'item',
    id: 'billing',
    label: msg('Subscription'),
    route: '/account/billing',
    access: allows(billing, 'billing.manage'),
    hidden: true,
  },
  {
    kind: 'item',
    id: 'help',
    label: msg('Get Help'),
    external: 'help',
    access: EVERY_MEMBER,
    icon: 'help',
  },
]
