import { msg } from '~/i18n'

export const employeeFilesPath = (membershipId: number) => `/account/employee/${membershipId}/files`

export const EMPLOYEE_FILE_PAGE_MESSAGES = {
  uploaded: msg('File uploaded.'),
  deleted: msg('File deleted.'),
  uploadFailed: msg('Error uploading file'),
  notFound: msg('file not found'),
} as const

/** Upload refusals, declared for translation where the form shows them. */
export const UPLOAD_MESSAGES = [
  msg('Choose a file'),
  msg('This type of file is not allowed'),
  msg('The file’s content does not match its name'),
  msg('The file is empty'),
  msg('Choose a file type from the list'),
]
