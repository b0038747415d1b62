import { msg } from '~/i18n'
import { allows, type MenuItemDef } from '../shell/menu-types'
import { can as statistics } from './statistics.policy'

/** The Statistics app's pages (seed 001 §2): charts and the statsheet, then the admin's pages. */
export const STATISTICS_MENU_ITEMS: MenuItemDef[] = [
  {
    id: 'statsheet',
    label: msg('Statsheet'),
    route: '/statistics/statsheet',
    access: allows(statistics, 'stat.read'),
  },
  {
    id: 'single-stat',
    label: msg('Single Stat'),
    route: '/statistics/single',
    access: allows(statistics, 'stat.read'),
  },
  {
    id: 'multiple-stats',
    label: msg('Multiple Stats'),
    route: '/statistics/multi',
    access: allows(statistics, 'stat.read'),
  },
  {
    id: 'manage-stats',
    label: msg('Manage stats'),
    route: '/statistics/create',
    access: allows(statistics, 'stat.manage'),
  },
  {
    id: 'create-stat',
    label: msg('Create Stat'),
    route: '/statistics/create-stat',
    access: allows(statistics, 'stat.manage'),
    hidden: true,
    parentId: 'manage-stats',
  },
  {
    id: 'stat-settings',
    label: msg('Stat settings'),
    route: '/statistics/settings/{id}',
    access: allows(statistics, 'stat.manage'),
    hidden: true,
    parentId: 'manage-stats',
  },
  {
    id: 'archived-stats',
    label: msg('Archived stats'),
    route: '/statistics/archived',
    access: allows(statistics, 'stat.manage'),
  },
  {
    id: 'external-stats',
    label: msg('External stats'),
    route: '/statistics/external',
    access: allows(statistics, 'stat.manage'),
  },
  {
    // Owners upload their own stats' values; the service refuses rows of other stats.
    id: 'upload-stat-values',
    label: msg('Upload values'),
    route: '/statistics/upload',
    access: allows(statistics, 'stat.read'),
  },
]
