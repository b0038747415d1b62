import { msg } from '~/i18n'

/**
 * The AI search and writing texts of seed 000 §2.6 and §8, verbatim (client-safe: the dialog,
 * the search page and the editor show them).
 */
export const AI_SEARCH_MESSAGES = {
  dialogTitle: msg('Knowledge Base Search (AI Powered)'),
  noArticles: msg('No relevant articles found for your query.'),
  searchTimeout: msg('Request took too long please try again later'),
  processingTimeout: msg('AI processing took too long please try again later'),
  fetchFailed: msg('An error occurred while fetching data. Please try again later.'),
  searchFailed: msg('An error occurred while searching. Please try again.'),
  // The spec's note said 15 minutes; this search indexes on save (issue 7).
  freshness: msg('New and edited articles are searchable immediately.'),
} as const

export const AI_WRITING_MESSAGES = {
  requestFailed: msg('Error during AI request'),
  proxyFailed: msg('Failed to communicate with the ChatGPT API'),
  noProvider: msg('An administrator must set up an AI provider to use the writing helper.'),
} as const

/** What the REST API says when no provider is configured (API texts stay English). */
export const NO_PROVIDER_DETAIL =
  'No AI provider is configured: an administrator must set AI_API_KEY (or AI_BASE_URL) on the server.'

/** Seed 000 §9: the writing helper's call. */
export const AI_WRITING = { model: 'gpt-4.1-nano', temperature: 0.7, maxTokens: 2000 } as const

/** Addresses: the no-JS search page, the dialog's JSON route, the editor's writing route. */
export const AI_PATHS = {
  searchPage: '/knowledgebase/search',
  dialog: '/knowledgebase/ai-search',
  writing: '/knowledgebase/ai-writing',
} as const
