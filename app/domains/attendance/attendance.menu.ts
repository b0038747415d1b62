import { msg } from '~/i18n'
import { allows, type MenuItemDef } from '../shell/menu-types'
import { can as holidays } from './holidays.policy'
import { can as timeOffCalendar } from './time-off-calendar.policy'

/** The time-off calendar and the holidays page (seed §2 Attendance) in the navigation's Work group. */
export const ATTENDANCE_CALENDAR_MENU_ITEMS: MenuItemDef[] = [
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
]
