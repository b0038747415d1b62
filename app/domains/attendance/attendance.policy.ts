import { isCompanyAdmin, type PolicyActor } from '~/platform/actor'

export const ATTENDANCE_ACTIONS = [
  'entry.clock',
  'report.read',
  'entry.manage',
  'settings.manage',
] as const
export type AttendanceAction = (typeof ATTENDANCE_ACTIONS)[number]

/**
 * Attendance (issue 22; the seed names `user_is_attendance_admin`, not its effect; ADR 039).
 * Everyone clocks themselves in and out and reads their own entries and hours (managers also
 * their people's: which people is the scope's business, attendance-scope.server.ts). Attendance
 * admins and company admins see everyone's, correct and add entries, clock everyone out and keep
 * the settings.
 */
export function can(actor: PolicyActor, action: AttendanceAction): boolean {
  switch (action) {
    case 'entry.clock':
    case 'report.read':
      return true
    case 'entry.manage':
    case 'settings.manage':
      return isAttendanceAdmin(actor)
  }
}

export const isAttendanceAdmin = (actor: PolicyActor): boolean =>
  isCompanyAdmin(actor) || actor.roles.user_is_attendance_admin
