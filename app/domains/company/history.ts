import { msg } from '~/i18n'

/**
 * How System Action History names what happened. Audit rows keep a stable code
 * ('menu_link.create'); people read a label. A code without a label (a part of the product
 * added later) is shown as it is rather than hidden.
 */
export const ACTION_LABELS: Record<string, string> = {
  'account.signin': msg('Signed in'),
  'account.signout': msg('Signed out'),
  'account.signup': msg('Signed up'),
  'account.activate': msg('Activated their account'),
  'account.activation_email_sent': msg('Sent an activation email'),
  'account.password_reset_requested': msg('Asked to reset their password'),
  'account.password_reset': msg('Reset their password'),
  'account.password_change': msg('Changed their password'),
  'account.preferences.update': msg('Changed their preferences'),
  'account.switch_company': msg('Switched company'),
  'account.referral_handover': msg('Was handed over to the referral site'),
  'company.create': msg('Created the company'),
  'company.update': msg('Changed the company settings'),
  'company.export': msg('Exported the company data'),
  'company.delete': msg('Deleted the company'),
  'company.active_apps_update': msg('Changed the active apps'),
  'menu_link.create': msg('Added a menu link'),
  'menu_link.update': msg('Changed a menu link'),
  'menu_link.delete': msg('Deleted a menu link'),
  'holiday.create': msg('Added a holiday'),
  'holiday.update': msg('Changed a holiday'),
  'holiday.delete': msg('Deleted a holiday'),
  'outbound_email.read': msg('Opened a system email'),
  'outbound_email.resend': msg('Resent an email'),
  'todo.create': msg('Added a to-do'),
  'todo.read': msg('Opened a to-do'),
  'todo.update': msg('Changed a to-do'),
  'todo.delete': msg('Deleted a to-do'),
  'onboarding.step': msg('Moved on in onboarding'),
  'profile.update': msg('Changed a profile'),
  'subscription.choose_free': msg('Chose the free plan'),
  'subscription.start_premium': msg('Started the Premium trial'),
  'subscription.checkout_started': msg('Started a checkout'),
  'subscription.checkout_completed': msg('Completed a checkout'),
  'subscription.update': msg('Changed the subscription'),
  'subscription.portal_session': msg('Opened the billing portal'),
  'subscription.licence_redeemed': msg('Redeemed a licence code'),
  'billing.read': msg('Opened billing'),
  'billing.manage': msg('Managed billing'),
  'route.open': msg('Opened a page'),
  'company.list_all': msg('Listed all companies'),
  'company.read': msg('Opened the company settings'),
  'company_file.create': msg('Uploaded a company file'),
  'company_file.update': msg('Changed a company file'),
  'company_file.delete': msg('Deleted a company file'),
  'company_file.read': msg('Opened a company file'),
  'company_file.download': msg('Downloaded a company file'),
  'custom_field.create': msg('Added a custom field'),
  'custom_field.update': msg('Changed a custom field'),
  'custom_field.delete': msg('Deleted a custom field'),
  'custom_field.read': msg('Opened a custom field'),
  'custom_field_choice.create': msg('Added a custom field option'),
  'custom_field_choice.update': msg('Changed a custom field option'),
  'custom_field_choice.delete': msg('Deleted a custom field option'),
  'custom_field_choice.read': msg('Opened a custom field option'),
  'custom_field_value.set': msg('Set custom field values'),
  'custom_field_value.read': msg('Opened custom field values'),
  'custom_view.create': msg('Saved a view'),
  'custom_view.update': msg('Changed a saved view'),
  'custom_view.delete': msg('Deleted a saved view'),
  'custom_view.read': msg('Opened a saved view'),
  'employee_file.create': msg('Uploaded an employee file'),
  'employee_file.delete': msg('Deleted an employee file'),
  'employee_file.read': msg('Opened an employee file'),
  'employee_file.download': msg('Downloaded an employee file'),
  'file_type.create': msg('Added a file type'),
  'file_type.update': msg('Changed a file type'),
  'file_type.delete': msg('Deleted a file type'),
  'file_type.read': msg('Opened a file type'),
  'holiday.read': msg('Opened a holiday'),
  'holiday.write': msg('Changed holidays'),
  'course.create': msg('Created a course'),
  'course.update': msg('Changed a course'),
  'course.delete': msg('Deleted a course'),
  'course.duplicate': msg('Duplicated a course'),
  'course.subscribe': msg('Subscribed to a library course'),
  'course.complete': msg('Completed a course'),
  'course.reassign': msg('Reassigned a course'),
  'course.open': msg('Opened a course'),
  'course.certificate': msg('Downloaded a course certificate'),
  'course_category.create': msg('Added a course category'),
  'course_category.update': msg('Changed a course category'),
  'course_category.delete': msg('Deleted a course category'),
  'quiz.create': msg('Created a quiz'),
  'quiz.update': msg('Changed a quiz'),
  'quiz.delete': msg('Deleted a quiz'),
  'quiz.attempt': msg('Took a quiz'),
  'quiz.read': msg('Opened a quiz'),
  'completions.csv': msg('Exported completions'),
  'staff.create': msg('Added a staff member'),
  'staff.update': msg('Changed a staff member'),
  'staff.delete': msg('Deactivated a staff member'),
  'staff.restore': msg('Restored a staff member'),
  'staff.view': msg('Opened a staff profile'),
  'staff.upload_photo': msg('Changed a photo'),
  'staff.bulk_create': msg('Added staff from a CSV file'),
  'staff.bulk_update': msg('Edited staff in bulk'),
  'staff.bulk_delete': msg('Deactivated staff in bulk'),
  'division.create': msg('Added a division'),
  'division.update': msg('Changed a division'),
  'division.delete': msg('Deleted a division'),
  'division.read': msg('Opened a division'),
  'responsibility.create': msg('Added a responsibility'),
  'responsibility.update': msg('Changed a responsibility'),
  'responsibility.delete': msg('Deleted a responsibility'),
  'responsibility.read': msg('Opened a responsibility'),
  'responsibility.assign': msg('Gave someone a responsibility'),
  'employee_responsibility.create': msg('Gave someone responsibilities'),
  'employee_responsibility.update': msg('Changed someone’s responsibility'),
  'employee_responsibility.delete': msg('Took a responsibility from someone'),
  'employee_responsibility.read': msg('Opened someone’s responsibilities'),
  'position.create': msg('Added a position'),
  'position.read': msg('Opened a position'),
  'position.update': msg('Changed a position'),
  'position.delete': msg('Deleted a position'),
  'position.bulk_update': msg('Edited positions in bulk'),
  'position.bulk_delete': msg('Deleted positions in bulk'),
  'org_chart_settings.update': msg('Changed the org chart display settings'),
  'org_chart.public_on': msg('Made the org chart public'),
  'org_chart.public_off': msg('Made the org chart private'),
}

export const OUTCOME_LABELS = {
  success: msg('Done'),
  failure: msg('Failed'),
  denied: msg('Refused'),
} as const

export type Outcome = keyof typeof OUTCOME_LABELS

/** The label of an action code, or the code itself when it has none. */
export function actionLabel(code: string): string {
  return ACTION_LABELS[code] ?? code
}

export const ENTITY_LABELS: Record<string, string> = {
  membership: msg('Staff member'),
  user: msg('User'),
  company: msg('Company'),
  menu_link: msg('Menu link'),
  todo: msg('To-do'),
  subscription: msg('Subscription'),
  session: msg('Session'),
  holiday: msg('Holiday'),
  outbound_email: msg('System email'),
  division: msg('Division'),
  responsibility: msg('Responsibility'),
  employee_responsibility: msg('Someone’s responsibility'),
  position: msg('Position'),
  org_chart_settings: msg('Org chart display settings'),
  course: msg('Course'),
  course_category: msg('Course category'),
  quiz: msg('Quiz'),
  quiz_attempt: msg('Quiz attempt'),
}

/** The page of a recorded entity, where one exists. */
export function entityHref(type: string | null, id: string | null): string | null {
  if (!type || !id || !/^\d+$/.test(id)) return null
  switch (type) {
    case 'membership':
      return `/account/employee/${id}`
    case 'menu_link':
      return `/account/settings/menu-links/${id}/edit`
    case 'outbound_email':
      return `/account/outbound-emails/${id}`
    case 'division':
      return `/account/divisions/${id}/edit`
    case 'responsibility':
      return `/account/responsibilities/${id}/edit`
    case 'position':
      return `/account/positions/${id}/edit`
    default:
      return null
  }
}

export const HISTORY_PAGE_SIZE = 25
export const HISTORY_PATH = '/account/actions'
