import { msg } from '~/i18n'
import { allows, type MenuItemDef } from '../shell/menu-types'
import { can as attendance } from './attendance.policy'
import { ATTENDANCE_PATHS } from './attendance-paths'
import { can as holidays } from './holidays.policy'
import { can as timeOffCalendar } from './time-off-calendar.policy'

/** The Attendance app's pages (seed §2) in the navigation's Work group. */
export const ATTENDANCE_MENU_ITEMS: MenuItemDef[] = [
  {
    id: 'inout-list',
    label: msg('Time Entries'),
    app: 'attendance',
    route: ATTENDANCE_PATHS.list,
    access: allows(attendance, 'report.read'),
  },
  {
    id: 'inout-entry',
    label: msg('Time Entry'),
    app: 'attendance',
    route: '/inout/entry/{id}',
    access: allows(attendance, 'report.read'),
    hidden: true,
    parentId: 'inout-list',
  },
  {
    id: 'inout-working-hours',
    label: msg('Working Hours'),
    app: 'attendance',
    route: ATTENDANCE_PATHS.workingHours,
    access: allows(attendance, 'report.read'),
  },
  {
    id: 'time-off-calendar',
    label: msg('Time-off calendar'),
    app: 'attendance',
    route: '/inout/time-off-calendar',
    access: allows(timeOffCalendar, 'calendar.read'),
  },
  {
    id: 'manage-holidays',
    label: msg('Holidays'),
    app: 'attendance',
    route: '/company/manage-holidays',
    access: allows(holidays, 'holiday.write'),
  },
  {
    id: 'inout-settings',
    label: msg('Attendance Settings'),
    app: 'attendance',
    route: ATTENDANCE_PATHS.settings,
    access: allows(attendance, 'settings.manage'),
  },
]
