import { msg } from '~/i18n'
import { allows, type MenuItemDef } from '../shell/menu-types'
import { can as esign } from './esign.policy'

/**
 * E-signature (seed §2.2: /humesign/ among the people-and-company pages, for every member; no
 * app of seed §1 switches it off) in the navigation's Company group.
 */
export const ESIGN_MENU_ITEMS: MenuItemDef[] = [
  {
    id: 'esign',
    label: msg('E-signature'),
    route: '/humesign',
    access: allows(esign, 'document.read'),
  },
  {
    id: 'esign-new',
    label: msg('New document'),
    route: '/humesign/new',
    access: allows(esign, 'document.send'),
    hidden: true,
    parentId: 'esign',
  },
  {
    id: 'esign-document',
    label: msg('Document'),
    route: '/humesign/{id}',
    access: allows(esign, 'document.read'),
    hidden: true,
    parentId: 'esign',
  },
]
