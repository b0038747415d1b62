import { msg } from '~/i18n'
import type { RoleFlag } from '~/platform/actor'

/** What each role flag of the spec (§3) is called on screen. */
export const ROLE_FLAG_LABELS: Record<RoleFlag, string> = {
  user_is_admin: msg('Administrator'),
  user_is_assignment_admin: msg('Assignment administrator'),
  user_is_attendance_admin: msg('Attendance administrator'),
  user_is_checklist_admin: msg('Checklist administrator'),
  user_is_kb_admin: msg('Knowledge base administrator'),
  user_is_pr_approver: msg('Purchase request approver'),
  user_is_pr_payer: msg('Purchase request payer'),
  user_is_profile_admin: msg('Profile administrator'),
  user_is_request_admin: msg('Request administrator'),
  user_is_stat_admin: msg('Statistics administrator'),
}
