import { z } from 'zod'
import { msg } from '~/i18n'
import { PLANS } from './billing.tables'

/** Premium checkout: number of users by default (seed §9). */
export const DEFAULT_CHECKOUT_USERS = 5
export const MAX_CHECKOUT_USERS = 10_000

export const UsersSchema = z.coerce
  .number({ invalid_type_error: msg('Enter a whole number of users') })
  .int(msg('Enter a whole number of users'))
  .min(1, msg('Enter at least 1 user'))
  .max(MAX_CHECKOUT_USERS, msg('Enter at most 10000 users'))

/** The `users` query parameter of a plan page, when it is a usable number. */
export function usersFromQuery(value: string | null): number | undefined {
  const parsed = UsersSchema.safeParse(value ?? undefined)
  return value && parsed.success ? parsed.data : undefined
}

/** The plan forms of /auth/subscribe and /account/billing. */
export const ChoosePlanSchema = z.object({
  plan: z.enum(PLANS, { errorMap: () => ({ message: msg('Choose a plan') }) }),
  users: UsersSchema.default(DEFAULT_CHECKOUT_USERS),
  redirectTo: z.string().optional(),
})
export type ChoosePlanInput = z.infer<typeof ChoosePlanSchema>

/** PATCH subscription/api/my-subscription-update/ and the billing page's users form. */
export const SubscriptionUpdateSchema = z.object({
  users: UsersSchema,
})
export type SubscriptionUpdateInput = z.infer<typeof SubscriptionUpdateSchema>

/** The path parameters of /checkout_redirect/{customer_id}/{subscription_id}/{next_billing_at}/. */
export const CheckoutRedirectSchema = z.object({
  customer_id: z.string().trim().min(1).max(100),
  subscription_id: z.string().trim().min(1).max(100),
  next_billing_at: z.string().trim().max(40).optional(),
})
export type CheckoutRedirectInput = z.infer<typeof CheckoutRedirectSchema>

export const LICENCE_CODE_REQUIRED = msg('Enter your licence code')

export const LicenceCodeSchema = z
  .string({ required_error: LICENCE_CODE_REQUIRED })
  .trim()
  .min(1, LICENCE_CODE_REQUIRED)
  .max(100, msg('Use at most 100 characters'))
