/** The Statistics pages (seed 001 §2); isomorphic, for links and redirects. */
export const STATS_ADMIN_PATH = '/statistics/create'
export const CREATE_STAT_PATH = '/statistics/create-stat'
export const ARCHIVED_STATS_PATH = '/statistics/archived'
export const EXTERNAL_STATS_PATH = '/statistics/external'
export const UPLOAD_VALUES_PATH = '/statistics/upload'
export const statSettingsPath = (id: number) => `/statistics/settings/${id}`
/** Where the Free plan's refusal leads. */
export const BILLING_PATH = '/account/billing'
