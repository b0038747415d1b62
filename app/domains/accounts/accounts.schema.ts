import { z } from 'zod'
import { msg } from '~/i18n'
import { idSchema, requiredText as textOfAtMost } from '~/platform/form-fields'

/** Shared by forms (conform, both sides) and the REST API. Texts are what users read. */

export const PASSWORD_MIN = 8
export const PASSWORD_MAX = 128

/** Messages are translation keys, so each limit has its own literal text. */
const TOO_LONG = {
  150: msg('Use at most 150 characters'),
  200: msg('Use at most 200 characters'),
} as const

const requiredText = (max: keyof typeof TOO_LONG) => textOfAtMost(max, TOO_LONG[max])

export const EmailSchema = z
  .string({ required_error: msg('Enter your email address') })
  .trim()
  .min(1, msg('Enter your email address'))
  .max(254, msg('Email address is too long'))
  .email(msg('Enter an email address in the correct format, like name@example.com'))
  .transform((value) => value.toLowerCase())

export const PasswordSchema = z
  .string({ required_error: msg('Enter a password') })
  // The numbers are written out: a message is its own translation key.
  .min(PASSWORD_MIN, msg('Password must be at least 8 characters'))
  .max(PASSWORD_MAX, msg('Password must be at most 128 characters'))

export const SignUpSchema = z.object({
  first_name: requiredText(150),
  last_name: z.string().trim().max(150, TOO_LONG[150]).default(''),
  email: EmailSchema,
  password: PasswordSchema,
  company_name: requiredText(200),
})
export type SignUpInput = z.infer<typeof SignUpSchema>

export const SignInSchema = z.object({
  email: EmailSchema,
  password: z
    .string({ required_error: msg('Enter your password') })
    .min(1, msg('Enter your password')),
})
export type SignInInput = z.infer<typeof SignInSchema>

export const PasswordResetRequestSchema = z.object({ email: EmailSchema })

const confirmedPassword = <T extends z.ZodRawShape>(shape: T) =>
  z
    .object({
      ...shape,
      new_password: PasswordSchema,
      confirm_password: z.string({ required_error: msg('Confirm your new password') }),
    })
    .refine((value) => value.new_password === value.confirm_password, {
      path: ['confirm_password'],
      message: msg('The passwords do not match'),
    })

export const NewPasswordSchema = confirmedPassword({})

export const ChangePasswordSchema = confirmedPassword({
  current_password: z
    .string({ required_error: msg('Enter your current password') })
    .min(1, msg('Enter your current password')),
})

/** REST: reset-password-confirm/ and set-password/ carry the link's parts in the body. */
export const TokenPasswordSchema = z.object({
  uuid: z.string().uuid(msg('The link is invalid')),
  token: z.string().min(1, msg('The link is invalid')),
  new_password: PasswordSchema,
})

export const SwitchCompanySchema = z.object({ company_id: idSchema(msg('Choose a company')) })

export const SendActivationSchema = z.object({ staff_id: idSchema(msg('Choose a staff member')) })

export const RefreshSchema = z.object({
  refresh: z
    .string({ required_error: msg('This field is required') })
    .min(1, msg('This field is required')),
})
