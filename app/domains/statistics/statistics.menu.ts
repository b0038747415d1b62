import { msg } from '~/i18n'
import { allows, type MenuItemDef } from '../shell/menu-types'
import { can as statistics } from './statistics.policy'

/**
 * The Statistics app's pages (seed 001 §2) in the navigation's Work group: charts and the
 * statsheet, then the admin's pages.
 */
export const STATISTICS_MENU_ITEMS: MenuItemDef[] = [
  {
    id: 'statsheet',
    label: msg('Statsheet'),
    app: 'statistics',
    route: '/statistics/statsheet',
    access: allows(statistics, 'stat.read'),
  },
  {
    id: 'single-stat',
    label: msg('Single Stat'),
    app: 'statistics',
    route: '/statistics/single',
    access: allows(statistics, 'stat.read'),
  },
  {
    id: 'multiple-stats',
    label: msg('Multiple Stats'),
    app: 'statistics',
    route: '/statistics/multi',
    access: allows(statistics, 'stat.read'),
  },
  {
    id: 'manage-stats',
    label: msg('Manage stats'),
    app: 'statistics',
    route: '/statistics/create',
    access: allows(statistics, 'stat.manage'),
  },
  {
    id: 'create-stat',
    label: msg('Create Stat'),
    app: 'statistics',
    route: '/statistics/create-stat',
    access: allows(statistics, 'stat.manage'),
    hidden: true,
    parentId: 'manage-stats',
  },
  {
    id: 'stat-settings',
    label: msg('Stat settings'),
    app: 'statistics',
    route: '/statistics/settings/{id}',
    access: allows(statistics, 'stat.manage'),
    hidden: true,
    parentId: 'manage-stats',
  },
  {
    id: 'archived-stats',
    label: msg('Archived stats'),
    app: 'statistics',
    route: '/statistics/archived',
    access: allows(statistics, 'stat.manage'),
  },
  {
    id: 'external-stats',
    label: msg('External stats'),
    app: 'statistics',
    route: '/statistics/external',
    access: allows(statistics, 'stat.manage'),
  },
  {
    // Owners upload their own stats' values; the service refuses rows of other stats.
    id: 'upload-stat-values',
    label: msg('Upload values'),
    app: 'statistics',
    route: '/statistics/upload',
    access: allows(statistics, 'stat.read'),
  },
]
