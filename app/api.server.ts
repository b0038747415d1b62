import { createApiApp, lazyRoutes } from '~/platform/api.server'

/**
 * Seed §2.1: every /{module}/api/* path is the REST API, answered by one Hono app, served by the
 * $module.api.$ route. Its endpoints (`api.endpoints()`) are the table the generated route tests
 * walk. Each domain's routes are imported when their module is first called (createApiApp).
 */
export const api = createApiApp({
  // The directory before staff: its /staffs/company_users must not be read as /staffs/:id.
  account: [
    lazyRoutes(() => import('~/domains/accounts/accounts.api.server'), 'accountsApi'),
    lazyRoutes(() => import('~/domains/company/menu-links.api.server'), 'menuLinksApi'),
    lazyRoutes(() => import('~/domains/todos/todos.api.server'), 'todosApi'),
    lazyRoutes(() => import('~/domains/accounts/preferences.api.server'), 'preferencesApi'),
    lazyRoutes(() => import('~/domains/people/directory.api.server'), 'directoryApi'),
    lazyRoutes(() => import('~/domains/people/staff.api.server'), 'staffApi'),
    lazyRoutes(() => import('~/domains/people/custom-fields.api.server'), 'staffCustomFieldsApi'),
    lazyRoutes(() => import('~/domains/people/employee-files.api.server'), 'employeeFilesApi'),
    lazyRoutes(() => import('~/domains/company/outbound-emails.api.server'), 'outboundEmailsApi'),
    lazyRoutes(() => import('~/domains/attendance/holidays.api.server'), 'holidaysApi'),
    lazyRoutes(
      () => import('~/domains/attendance/time-off-calendar.api.server'),
      'timeOffCalendarApi',
    ),
    lazyRoutes(() => import('~/domains/org/responsibilities.api.server'), 'responsibilitiesApi'),
    lazyRoutes(() => import('~/domains/org/positions.api.server'), 'positionsApi'),
    lazyRoutes(() => import('~/domains/org/divisions.api.server'), 'divisionUpdateAliasApi'),
  ],
  division: [lazyRoutes(() => import('~/domains/org/divisions.api.server'), 'divisionsApi')],
  knowledgebase: [
    lazyRoutes(() => import('~/domains/knowledge/articles/articles.api.server'), 'articlesApi'),
    lazyRoutes(
      () => import('~/domains/knowledge/articles/article-video.api.server'),
      'articleVideoApi',
    ),
    lazyRoutes(() => import('~/domains/knowledge/reading/reading.api.server'), 'readingApi'),
    lazyRoutes(() => import('~/domains/knowledge/taxonomy/taxonomy.api.server'), 'taxonomyApi'),
    lazyRoutes(
      () => import('~/domains/knowledge/files/knowledge-files.api.server'),
      'knowledgeFilesApi',
    ),
    lazyRoutes(() => import('~/domains/public-kb/public-kb.api.server'), 'publicKbApi'),
    lazyRoutes(() => import('~/domains/courses/courses.api.server'), 'coursesApi'),
    lazyRoutes(() => import('~/domains/courses/learning/learning.api.server'), 'learningApi'),
    lazyRoutes(
      () => import('~/domains/courses/learning/learner-summaries.api.server'),
      'learnerSummariesApi',
    ),
    lazyRoutes(() => import('~/domains/quizzes/quizzes.api.server'), 'quizzesApi'),
    lazyRoutes(() => import('~/domains/scorm/packages/packages.api.server'), 'scormPackagesApi'),
    lazyRoutes(() => import('~/domains/courses/library/library.api.server'), 'libraryApi'),
    lazyRoutes(() => import('~/domains/courses/reports/reports.api.server'), 'courseReportsApi'),
    lazyRoutes(() => import('~/domains/org/position-learning.api.server'), 'positionLearningApi'),
    lazyRoutes(() => import('~/domains/search/synonyms.api.server'), 'synonymsApi'),
  ],
  flowchart: [lazyRoutes(() => import('~/domains/flowchart/flowchart.api.server'), 'flowchartApi')],
  purchase_requisition: [
    lazyRoutes(
      () => import('~/domains/purchase-requests/purchase-requests.api.server'),
      'purchaseApi',
    ),
  ],
  checklist: [
    lazyRoutes(() => import('~/domains/checklists/checklists.api.server'), 'checklistsApi'),
  ],
  request: [
    lazyRoutes(() => import('~/domains/requests/requests.api.server'), 'requestsApi'),
    lazyRoutes(() => import('~/domains/tasks/tasks.api.server'), 'tasksApi'),
  ],
  statistics: [
    lazyRoutes(() => import('~/domains/statistics/statistics.api.server'), 'statisticsApi'),
    lazyRoutes(() => import('~/domains/statistics/charts/charts.api.server'), 'statChartsApi'),
  ],
  'ai-search': [
    lazyRoutes(() => import('~/domains/search/search.api.server'), 'searchApi'),
    lazyRoutes(() => import('~/domains/ai/ai.api.server'), 'aiSearchApi'),
  ],
  inout: [lazyRoutes(() => import('~/domains/attendance/attendance.api.server'), 'attendanceApi')],
  humesign: [lazyRoutes(() => import('~/domains/esign/esign.api.server'), 'esignApi')],
  subscription: [lazyRoutes(() => import('~/domains/billing/billing.api.server'), 'billingApi')],
  company: [
    lazyRoutes(() => import('~/domains/company/active-apps.api.server'), 'activeAppsApi'),
    lazyRoutes(() => import('~/domains/dashboard/upcoming-events.api.server'), 'upcomingEventsApi'),
    lazyRoutes(() => import('~/domains/people/custom-views.api.server'), 'customViewsApi'),
    lazyRoutes(() => import('~/domains/company/file-types.api.server'), 'fileTypesApi'),
    lazyRoutes(() => import('~/domains/people/custom-fields.api.server'), 'customFieldsApi'),
    lazyRoutes(() => import('~/domains/company/company-files.api.server'), 'companyFilesApi'),
    lazyRoutes(() => import('~/domains/org/org-chart-settings.api.server'), 'orgChartSettingsApi'),
    lazyRoutes(() => import('~/domains/company/company.api.server'), 'companyApi'),
    lazyRoutes(() => import('~/domains/ai/ai.api.server'), 'aiCompanyApi'),
    lazyRoutes(() => import('~/domains/esign/esign.api.server'), 'esignSeedApi'),
  ],
})
