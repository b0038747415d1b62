import { msg } from '~/i18n'

export const FILE_TYPES_PATH = '/account/settings/file-types'

/** What the file-type page tells the admin (seed §8 text for a failed delete). */
export const FILE_TYPE_PAGE_MESSAGES = {
  added: msg('File type added.'),
  updated: msg('File type updated.'),
  deleted: msg('File type deleted.'),
  deleteFailed: msg('An error occurred while deleting file type'),
  inUse: msg('This file type is still used by files. Change or delete those files first.'),
  stale: msg('This file type was changed by someone else. Reload it and try again.'),
} as const
