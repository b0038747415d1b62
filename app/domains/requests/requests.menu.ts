import { msg } from '~/i18n'
import { allows, type MenuItemDef } from '../shell/menu-types'
import { can as requests } from './requests.policy'

/** The request pages (seed 001 §2) in the navigation's Work group. */
export const REQUEST_MENU_ITEMS: MenuItemDef[] = [
  {
    id: 'requests',
    label: msg('Requests'),
    app: 'request',
    route: '/request',
    access: allows(requests, 'request.file'),
  },
  {
    id: 'new-request',
    label: msg('New request'),
    app: 'request',
    route: '/request/create',
    access: allows(requests, 'request.file'),
  },
  {
    // Who may read one request is the request's business (request-reads.server.ts).
    id: 'request-details',
    label: msg('Request'),
    app: 'request',
    route: '/request/details/{id}',
    access: allows(requests, 'request.file'),
    hidden: true,
    parentId: 'requests',
  },
  {
    // Whose time off one may read is the service's business (staff-requests.server.ts).
    id: 'time-off',
    label: msg('Time off'),
    app: 'request',
    route: '/request/time-off/{id}',
    access: allows(requests, 'request.file'),
    hidden: true,
    parentId: 'requests',
  },
  {
    id: 'request-types',
    label: msg('Request types'),
    app: 'request',
    route: '/request/types',
    access: allows(requests, 'requestType.manage'),
    hidden: true,
    parentId: 'requests',
  },
]
