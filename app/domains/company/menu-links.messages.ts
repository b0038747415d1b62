import { msg } from '~/i18n'

/** The admin pages of company menu links (the layout refuses anyone but a company admin). */
export const MENU_LINKS_PATH = '/account/settings/menu-links'

/** What the menu-link pages tell the admin after a change (flash messages, seed §8 texts). */
export const MENU_LINK_PAGE_MESSAGES = {
  added: msg('Link added.'),
  updated: msg('Link updated.'),
  deleted: msg('Link deleted.'),
  addFailed: msg('Error With Adding Link'),
  updateFailed: msg('Error With Updating Link'),
  deleteFailed: msg('Error deleting menu link'),
} as const
