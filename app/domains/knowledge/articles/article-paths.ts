// The article pages' addresses: a client-safe module (no zod, no Drizzle), for links on any page.
export const ARTICLES_PATH = '/knowledgebase/articles'
export const articlePath = (id: number) => `${ARTICLES_PATH}/${id}`
export const articleEditPath = (id: number) => `${ARTICLES_PATH}/${id}/edit`
export const articleDraftPath = (id: number) => `${ARTICLES_PATH}/${id}/draft`
export const articleEsignPath = (id: number) => `${ARTICLES_PATH}/${id}/esign`
export const articleVersionsPath = (id: number) => `${ARTICLES_PATH}/${id}/versions`
export const articleDeletePath = (id: number) => `${ARTICLES_PATH}/${id}/delete`
export const versionPath = (id: number) => `${ARTICLES_PATH}/version/${id}/`
