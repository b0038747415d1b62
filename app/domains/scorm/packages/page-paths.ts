/**
 * Where the package pages are. The player's page is the package's own path. A module of its own,
 * without the schemas' zod: the dashboard and the player import it into the browser.
 */
export const SCORM_PATH = '/knowledge-base/scorm'
export const SCORM_UPLOAD_PATH = `${SCORM_PATH}/upload`
export const scormPackagePath = (id: number) => `${SCORM_PATH}/${id}`
export const scormSettingsPath = (id: number) => `${SCORM_PATH}/${id}/settings`
export const scormDeletePath = (id: number) => `${SCORM_PATH}/${id}/delete`
