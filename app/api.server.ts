import { accountsApi } from '~/domains/accounts/accounts.api.server'
import { billingApi } from '~/domains/billing/billing.api.server'
import { activeAppsApi } from '~/domains/company/active-apps.api.server'
import { companyApi } from '~/domains/company/company.api.server'
import { outboundEmailsApi } from '~/domains/company/outbound-emails.api.server'
import { holidaysApi } from '~/domains/attendance/holidays.api.server'
import { preferencesApi } from '~/domains/accounts/preferences.api.server'
import { menuLinksApi } from '~/domains/company/menu-links.api.server'
import { staffApi } from '~/domains/people/staff.api.server'
import { companyFilesApi } from '~/domains/company/company-files.api.server'
import { fileTypesApi } from '~/domains/company/file-types.api.server'
import { customFieldsApi, staffCustomFieldsApi } from '~/domains/people/custom-fields.api.server'
import { employeeFilesApi } from '~/domains/people/employee-files.api.server'
import { upcomingEventsApi } from '~/domains/dashboard/upcoming-events.api.server'
import { todosApi } from '~/domains/todos/todos.api.server'
import { customViewsApi } from '~/domains/people/custom-views.api.server'
import { directoryApi } from '~/domains/people/directory.api.server'
import { divisionsApi, divisionUpdateAliasApi } from '~/domains/org/divisions.api.server'
import { responsibilitiesApi } from '~/domains/org/responsibilities.api.server'
import { positionsApi } from '~/domains/org/positions.api.server'
import { positionLearningApi } from '~/domains/org/position-learning.api.server'
import { orgChartSettingsApi } from '~/domains/org/org-chart-settings.api.server'
import { articlesApi } from '~/domains/knowledge/articles/articles.api.server'
import { coursesApi } from '~/domains/courses/courses.api.server'
import { readingApi } from '~/domains/knowledge/reading/reading.api.server'
import { learningApi } from '~/domains/courses/learning/learning.api.server'
import { learnerSummariesApi } from '~/domains/courses/learning/learner-summaries.api.server'
import { taxonomyApi } from '~/domains/knowledge/taxonomy/taxonomy.api.server'
import { knowledgeFilesApi } from '~/domains/knowledge/files/knowledge-files.api.server'
import { libraryApi } from '~/domains/courses/library/library.api.server'
import { quizzesApi } from '~/domains/quizzes/quizzes.api.server'
import { scormPackagesApi } from '~/domains/scorm/packages/packages.api.server'
import { flowchartApi } from '~/domains/flowchart/flowchart.api.server'
import { aiCompanyApi, aiSearchApi } from '~/domains/ai/ai.api.server'
import { publicKbApi } from '~/domains/public-kb/public-kb.api.server'
import { searchApi } from '~/domains/search/search.api.server'
import { synonymsApi } from '~/domains/search/synonyms.api.server'
import { courseReportsApi } from '~/domains/courses/reports/reports.api.server'
import { tasksApi } from '~/domains/tasks/tasks.api.server'
import { purchaseApi } from '~/domains/purchase-requests/purchase-requests.api.server'
import { checklistsApi } from '~/domains/checklists/checklists.api.server'
import { requestsApi } from '~/domains/requests/requests.api.server'
import { statChartsApi } from '~/domains/statistics/charts/charts.api.server'
import { statisticsApi } from '~/domains/statistics/statistics.api.server'
import { createApiApp } from '~/platform/api.server'

/**
 * Seed §2.1: every /{module}/api/* path is the REST API, answered by one Hono app, served by the
 * $module.api.$ route. Its route list (`api.routes`) is the table the generated route tests walk.
 */
export const api = createApiApp({
  // directoryApi before staffApi: its /staffs/company_users must not be read as /staffs/:id.
  account: [
    accountsApi,
    menuLinksApi,
    todosApi,
    preferencesApi,
    directoryApi,
    staffApi,
    staffCustomFieldsApi,
    employeeFilesApi,
    outboundEmailsApi,
    holidaysApi,
    responsibilitiesApi,
    positionsApi,
    divisionUpdateAliasApi,
  ],
  division: [divisionsApi],
  knowledgebase: [
    articlesApi,
    readingApi,
    taxonomyApi,
    knowledgeFilesApi,
    publicKbApi,
    coursesApi,
    learningApi,
    learnerSummariesApi,
    quizzesApi,
    scormPackagesApi,
    libraryApi,
    courseReportsApi,
    positionLearningApi,
    synonymsApi,
  ],
  flowchart: [flowchartApi],
  purchase_requisition: [purchaseApi],
  checklist: [checklistsApi],
  request: [requestsApi, tasksApi],
  statistics: [statisticsApi, statChartsApi],
  'ai-search': [searchApi, aiSearchApi],
  subscription: [billingApi],
  company: [
    activeAppsApi,
    upcomingEventsApi,
    customViewsApi,
    fileTypesApi,
    customFieldsApi,
    companyFilesApi,
    orgChartSettingsApi,
    companyApi,
    aiCompanyApi,
  ],
})
