import { msg } from '~/i18n'
import { allows, type MenuItemDef } from '../shell/menu-types'
import { can as purchases } from './purchase-requests.policy'

/** The purchase-request pages in the navigation's Work group. */
export const PURCHASE_REQUEST_MENU_ITEMS: MenuItemDef[] = [
  {
    id: 'purchase-request-list',
    label: msg('Purchase Requests'),
    route: '/purchase-requests',
    app: 'purchase_request',
    access: allows(purchases, 'purchase.create'),
  },
  {
    id: 'create-purchase-request',
    label: msg('Create purchase request'),
    route: '/purchase-requests/create',
    app: 'purchase_request',
    access: allows(purchases, 'purchase.create'),
  },
  {
    id: 'purchase-request',
    label: msg('Purchase request'),
    route: '/purchase-requests/details/{id}',
    app: 'purchase_request',
    access: allows(purchases, 'purchase.create'),
    hidden: true,
    parentId: 'purchase-request-list',
  },
  {
    id: 'purchase-settings',
    label: msg('Purchase settings'),
    route: '/purchase-requests/settings',
    app: 'purchase_request',
    access: allows(purchases, 'purchase.configure'),
    hidden: true,
    parentId: 'purchase-request-list',
  },
]
