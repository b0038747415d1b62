import { z } from 'zod'
import { idSchema } from '~/platform/ids'

/** Shared by forms (conform, both sides) and the REST API. Texts are what users read. */

export const PASSWORD_MIN = 8
export const PASSWORD_MAX = 128

const requiredText = (max: number) =>
  z
    .string({ required_error: 'This field is required' })
    .trim()
    .min(1, 'This field is required')
    .max(max, `Use at most ${max} characters`)

export const EmailSchema = z
  .string({ required_error: 'Enter your email address' })
  .trim()
  .min(1, 'Enter your email address')
  .max(254, 'Email address is too long')
  .email('Enter an email address in the correct format, like name@example.com')
  .transform((value) => value.toLowerCase())

export const PasswordSchema = z
  .string({ required_error: 'Enter a password' })
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`)

export const SignUpSchema = z.object({
  first_name: requiredText(150),
  last_name: z.string().trim().max(150, 'Use at most 150 characters').default(''),
  email: EmailSchema,
  password: PasswordSchema,
  company_name: requiredText(200),
})
export type SignUpInput = z.infer<typeof SignUpSchema>

export const SignInSchema = z.object({
  email: EmailSchema,
  password: z.string({ required_error: 'Enter your password' }).min(1, 'Enter your password'),
})
export type SignInInput = z.infer<typeof SignInSchema>

export const PasswordResetRequestSchema = z.object({ email: EmailSchema })

const confirmedPassword = <T extends z.ZodRawShape>(shape: T) =>
  z
    .object({
      ...shape,
      new_password: PasswordSchema,
      confirm_password: z.string({ required_error: 'Confirm your new password' }),
    })
    .refine((value) => value.new_password === value.confirm_password, {
      path: ['confirm_password'],
      message: 'The passwords do not match',
    })

export const NewPasswordSchema = confirmedPassword({})

export const ChangePasswordSchema = confirmedPassword({
  current_password: z
    .string({ required_error: 'Enter your current password' })
    .min(1, 'Enter your current password'),
})

/** REST: reset-password-confirm/ and set-password/ carry the link's parts in the body. */
export const TokenPasswordSchema = z.object({
  uuid: z.string().uuid('The link is invalid'),
  token: z.string().min(1, 'The link is invalid'),
  new_password: PasswordSchema,
})

export const SwitchCompanySchema = z.object({ company_id: idSchema('Choose a company') })

export const SendActivationSchema = z.object({ staff_id: idSchema('Choose a staff member') })

export const RefreshSchema = z.object({
  refresh: z.string({ required_error: 'This field is required' }).min(1, 'This field is required'),
})
