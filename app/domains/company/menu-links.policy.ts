import { isCompanyAdmin, type Actor } from '~/platform/actor'

export const MENU_LINK_ACTIONS = [
  'menuLink.read',
  'menuLink.create',
  'menuLink.update',
  'menuLink.delete',
] as const
export type MenuLinkAction = (typeof MENU_LINK_ACTIONS)[number]

/** Every member sees the company's menu links; only company admins change them. */
export function can(actor: Pick<Actor, 'userTypeSlug' | 'roles'>, action: MenuLinkAction): boolean {
  switch (action) {
    case 'menuLink.read':
      return true
    case 'menuLink.create':
    case 'menuLink.update':
    case 'menuLink.delete':
      return isCompanyAdmin(actor)
  }
}
