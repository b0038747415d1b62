import { isCompanyAdmin, type Actor } from '~/platform/actor'

export const HOLIDAY_ACTIONS = ['holiday.read', 'holiday.write'] as const
export type HolidayAction = (typeof HOLIDAY_ACTIONS)[number]

/** Every member reads the company's holidays (the dashboard shows them); attendance admins and company admins keep them. */
export function can(actor: Pick<Actor, 'userTypeSlug' | 'roles'>, action: HolidayAction): boolean {
  switch (action) {
    case 'holiday.read':
      return true
    case 'holiday.write':
      return isCompanyAdmin(actor) || actor.roles.user_is_attendance_admin
  }
}
