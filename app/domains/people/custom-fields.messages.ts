import { msg } from '~/i18n'

export const CUSTOM_FIELDS_PATH = '/account/settings/custom-fields'

export const CUSTOM_FIELD_PAGE_MESSAGES = {
  added: msg('Custom field added.'),
  updated: msg('Custom field updated.'),
  deleted: msg('Custom field deleted.'),
  choiceAdded: msg('Option added.'),
  choiceUpdated: msg('Option updated.'),
  choiceDeleted: msg('Option deleted.'),
  valuesSaved: msg('Custom fields saved.'),
  stale: msg('This field was changed by someone else. Reload it and try again.'),
} as const
