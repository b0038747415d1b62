import { z } from 'zod'
import { msg } from '~/i18n'
import { idSchema } from '~/platform/form-fields'

/** The profile form (seed §5): onboarding's first step and /auth/profile-settings. */

export const PROFILE_MESSAGES = {
  required: msg('This field is required'),
  tooLong: msg('Use at most 150 characters'),
  phone: msg('Enter a phone number in the format (999) 999-9999'),
  position: msg('Choose positions from the list'),
  tooManyPositions: msg('Choose at most 20 positions'),
  primaryHint: msg('The first position will be marked as primary position.'),
  updated: msg('Your profile has been updated.'),
} as const

export const MAX_POSITIONS = 20
const PHONE_DIGITS = 10

/**
 * The phone mask (999) 999-9999 applied to what has been typed so far: digits only, at most
 * ten, punctuation added as the number grows ('55512' → '(555) 12').
 */
export function maskPhone(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, PHONE_DIGITS)
  if (digits.length === 0) return ''
  if (digits.length <= 3) return `(${digits}`
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`
}

/**
 * A complete number in the mask's format, or undefined when it is not one. Spaces, dots,
 * dashes and brackets are accepted as typed ('555.123.4567'); letters or a digit too many or
 * too few are not.
 */
export function normalisePhone(value: string): string | undefined {
  const digits = value.replace(/[\s().-]/g, '')
  if (!/^\d+$/.test(digits) || digits.length !== PHONE_DIGITS) return undefined
  return maskPhone(digits)
}

const name = z.string().trim().max(150, PROFILE_MESSAGES.tooLong)

export const ProfileSchema = z
  .object({
    first_name: z
      .string({ required_error: PROFILE_MESSAGES.required })
      .trim()
      .min(1, PROFILE_MESSAGES.required)
      .max(150, PROFILE_MESSAGES.tooLong),
    last_name: name.default(''),
    /** Empty means "no phone"; otherwise stored in the mask's format. */
    personal_phone: z
      .string()
      .trim()
      .optional()
      .transform((value, ctx) => {
        if (!value) return null
        const phone = normalisePhone(value)
        if (phone === undefined) {
          ctx.addIssue({ code: z.ZodIssueCode.custom, message: PROFILE_MESSAGES.phone })
          return z.NEVER
        }
        return phone
      }),
    /** In the order chosen: the first is the primary position. */
    positions: z
      .array(idSchema(PROFILE_MESSAGES.position))
      .max(MAX_POSITIONS, PROFILE_MESSAGES.tooManyPositions)
      .default([]),
    /**
     * Without JavaScript a list box cannot tell the order of choosing, so the form also offers
     * an explicit primary position; it goes first (and is added if it was not chosen).
     */
    primary_position: idSchema(PROFILE_MESSAGES.position).optional(),
  })
  .transform(({ primary_position, positions, ...rest }) => {
    const ordered = primary_position === undefined ? positions : [primary_position, ...positions]
    return { ...rest, positions: [...new Set(ordered)] }
  })

export type ProfileInput = z.output<typeof ProfileSchema>
