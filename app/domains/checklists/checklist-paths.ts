/** The checklist pages (seed 001 §2), isomorphic: menus, links and redirects name them once. */
export const TEMPLATES_PATH = '/checklist/templates'
export const CREATE_TEMPLATE_PATH = '/checklist/template/create'
export const CHECKLISTS_PATH = '/checklist/checklists'

export const templatePath = (id: number) => `/checklist/template/${id}`
export const templateEditPath = (id: number) => `/checklist/template/edit/${id}`
/** Starts a checklist from template `id`. */
export const startChecklistPath = (templateId: number) => `/checklist/create/${templateId}`
export const checklistEditPath = (id: number) => `/checklist/edit/${id}`
export const checklistPath = (id: number) => `/checklist/display/${id}`
/** The file uploaded for file item `itemId` of checklist `id`, as a download. */
export const checklistFilePath = (id: number, itemId: number) => `/checklist/file/${id}/${itemId}`
