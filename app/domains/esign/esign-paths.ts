/** The e-signature pages' addresses (isomorphic: pages link to them, emails print them). */
export const ESIGN_PATH = '/humesign'
export const NEW_DOCUMENT_PATH = '/humesign/new'
export const VERIFY_PATH = '/humesign/verify'
export const documentPath = (id: number) => `/humesign/${id}`
export const documentDownloadPath = (id: number) => `/humesign/${id}/download`
export const documentPageImagePath = (id: number, page: number) => `/humesign/${id}/pages/${page}`
export const signingPath = (token: string) => `/humesign/sign/${token}`
export const signingPageImagePath = (token: string, page: number) =>
  `/humesign/sign/${token}/pages/${page}`
export const signedDownloadPath = (token: string) => `/humesign/sign/${token}/download`
