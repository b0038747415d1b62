import { msg } from '~/i18n'

/** What users read about their account; shared by services, pages and the API. */

/** The one answer to a reset request, so it never reveals whether an account exists. */
export const RESET_REQUESTED = msg(
  'If an account exists for that email address, we have sent a link to reset the password. The link works for one hour.',
)

export const MESSAGES = {
  emailTaken: msg('An account with this email address already exists'),
  badCredentials: msg('The email or password you entered is incorrect.'),
  throttled: msg(
    'Too many failed sign-in attempts. For your security, please wait 15 minutes before trying again.',
  ),
  badResetLink: msg(
    'This password reset link is invalid or has expired. Please request a new one.',
  ),
  badActivationLink: msg(
    'This activation link is invalid or has expired. Ask your administrator for a new one.',
  ),
  wrongCurrentPassword: msg('Your current password is incorrect'),
  alreadyActivated: msg('This staff member has already activated their account.'),
} as const
