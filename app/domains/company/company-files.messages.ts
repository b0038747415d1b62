import { msg } from '~/i18n'

export const COMPANY_FILES_PATH = '/account/company-files'

export const COMPANY_FILE_PAGE_MESSAGES = {
  uploaded: msg('File uploaded.'),
  updated: msg('File updated.'),
  deleted: msg('File deleted.'),
  uploadFailed: msg('Error uploading file'),
  stale: msg('This file was changed by someone else. Reload it and try again.'),
} as const
