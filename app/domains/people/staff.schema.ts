import { z } from 'zod'
import { msg } from '~/i18n'
import { emptyToNull, idSchema, optionalId, optionalIsoDate } from '~/platform/form-fields'
import { ADMIN_USER_TYPE, ROLE_FLAGS, type RoleFlag } from '~/platform/actor'
import type { GENDERS } from '../accounts/accounts.tables'
import { timezoneField } from '../accounts/preferences.schema'
import { MAX_POSITIONS, normalisePhone, PROFILE_MESSAGES } from './profile.schema'

/** What staff administration tells people (seed §8 texts verbatim). */
export const STAFF_MESSAGES = {
  createFailed: msg('Error creating staff'),
  updateFailed: msg('Error updating staff'),
  deleteFailed: msg('Error deleting staff!'),
  notFound: msg('Staff member not found.'),
  required: PROFILE_MESSAGES.required,
  email: msg('Enter an email address like name@example.com'),
  emailTaken: msg('Someone in your company already uses this email address.'),
  manager: msg('Choose a manager from the list'),
  managerSelf: msg('A person cannot be their own manager.'),
  managerLoop: msg('This manager reports to the person, directly or not: choose someone else.'),
  division: msg('Choose a division from the list'),
  userType: msg('Choose a user type from the list'),
  date: msg('Enter a date like 2024-01-31'),
  lastAdmin: msg('The company must keep at least one admin.'),
  rolesAdminOnly: msg('Only company admins change user types and role flags.'),
  stale: msg(
    'Someone else changed this person while you were editing. Their current details are shown: review them and save again.',
  ),
  created: msg('The staff member has been created and an activation email sent.'),
  addedExisting: msg('The person already had an account: they have been added to your company.'),
  updated: msg('The staff member has been updated.'),
  deleted: msg('The staff member has been deactivated.'),
  restored: msg('The staff member has been restored.'),
  photoUpdated: msg('The photo has been updated.'),
  alreadyInactive: msg('This person is already deactivated.'),
  notDeactivated: msg('This person is not deactivated.'),
} as const

/** User types of a membership (GET user-type/); 'admin' is the admin slug (seed §3). */
export const USER_TYPES = [
  { user_type: msg('Admin'), user_type_slug: ADMIN_USER_TYPE },
  { user_type: msg('Staff'), user_type_slug: 'staff' },
] as const
const USER_TYPE_SLUGS = [ADMIN_USER_TYPE, 'staff'] as const
export type UserTypeSlug = (typeof USER_TYPE_SLUGS)[number]

/**
 * The genders of accounts.tables, repeated here because this schema runs in the browser too and
 * must not pull the Drizzle tables into the page's bundle.
 */
const GENDER_VALUES = ['MALE', 'FEMALE', 'OTHER'] as const satisfies typeof GENDERS

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value)

const firstName = z
  .string({ required_error: STAFF_MESSAGES.required })
  .trim()
  .min(1, STAFF_MESSAGES.required)
  .max(150, PROFILE_MESSAGES.tooLong)
const email = z
  .string({ required_error: STAFF_MESSAGES.required })
  .trim()
  .min(1, STAFF_MESSAGES.required)
  .email(STAFF_MESSAGES.email)
  .max(254, STAFF_MESSAGES.email)
  .transform((value) => value.toLowerCase())
const phone = z.preprocess(
  emptyToNull,
  z
    .string()
    .trim()
    .nullable()
    .transform((value, ctx) => {
      if (value === null) return null
      const normalised = normalisePhone(value)
      if (normalised === undefined) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: PROFILE_MESSAGES.phone })
        return z.NEVER
      }
      return normalised
    }),
)
const isoDate = optionalIsoDate(STAFF_MESSAGES.date)
/** Form list boxes send nothing, one value or several; the API sends an array. */
const idList = z.preprocess(
  (value) => (value === undefined || value === null ? [] : [value].flat().filter((v) => v !== '')),
  z
    .array(idSchema(PROFILE_MESSAGES.position))
    .max(MAX_POSITIONS, PROFILE_MESSAGES.tooManyPositions),
)
const userType = z.enum(USER_TYPE_SLUGS, { message: STAFF_MESSAGES.userType })

/** The fields of a staff member an administrator edits (seed §3 User / staff). */
const staffFields = {
  first_name: firstName,
  last_name: z.preprocess(emptyToNull, z.string().trim().max(150).nullable()),
  email,
  personal_phone: phone,
  gender: z.preprocess(emptyToNull, z.enum(GENDER_VALUES).nullable()),
  date_of_birth: isoDate,
  hired_on: isoDate,
  timezone: z.preprocess(emptyToUndefined, timezoneField.optional()),
  positions: idList,
  /** Without JavaScript a list box cannot tell the order of choosing: this one goes first. */
  primary_position: optionalId(PROFILE_MESSAGES.position),
  manager: optionalId(STAFF_MESSAGES.manager),
  division: optionalId(STAFF_MESSAGES.division),
}

/** The service's input; roles and user type undefined mean "leave as they are". */
export interface StaffInput {
  first_name: string
  last_name: string
  email: string
  personal_phone: string | null
  gender: (typeof GENDERS)[number] | null
  date_of_birth: string | null
  hired_on: string | null
  timezone: string | undefined
  positions: number[]
  manager: number | null
  division: number | null
  user_type?: UserTypeSlug
  roles?: Partial<Record<RoleFlag, boolean>>
}

type Parsed = {
  [K in keyof typeof staffFields]: z.output<(typeof staffFields)[K]>
}

function primaryFirst(positions: number[], primary: number | null): number[] {
  return [...new Set(primary === null ? positions : [primary, ...positions])]
}

function toInput(
  value: Parsed,
  roles: { user_type?: UserTypeSlug; roles?: Partial<Record<RoleFlag, boolean>> },
): StaffInput {
  const { primary_position, positions, last_name, ...rest } = value
  return {
    ...rest,
    last_name: last_name ?? '',
    positions: primaryFirst(positions, primary_position),
    ...roles,
  }
}

/**
 * The create/edit page. Role flags are checkboxes named by flag; `edit_roles` is present only in
 * the form company admins get, so a profile admin's save leaves user type and flags alone.
 */
export const StaffFormSchema = z
  .object({
    ...staffFields,
    edit_roles: z.string().optional(),
    user_type: userType.optional(),
    ...Object.fromEntries(ROLE_FLAGS.map((flag) => [flag, z.boolean().default(false)])),
  })
  .transform((value) => {
    const parsed = value as unknown as Parsed & Record<RoleFlag, boolean>
    if (!value.edit_roles) return toInput(parsed, {})
    const roles = Object.fromEntries(ROLE_FLAGS.map((flag) => [flag, parsed[flag]]))
    return toInput(parsed, { user_type: value.user_type ?? 'staff', roles })
  })

/** The edit page also carries the version it was loaded with. */
export const StaffEditFormSchema = z
  .object({ version: z.coerce.number().int() })
  .and(StaffFormSchema)
  .transform(({ version, ...input }) => ({ version, input: input as StaffInput }))

const apiRoles = z
  .object(Object.fromEntries(ROLE_FLAGS.map((flag) => [flag, z.boolean().optional()])))
  .strict()
  .optional()

/** POST create_company_staff/ (JSON): the form's fields, user_type and user_roles {flag: bool}. */
export const StaffCreateApiSchema = z
  .object({ ...staffFields, user_type: userType.optional(), user_roles: apiRoles })
  .transform(({ user_type, user_roles, ...value }) =>
    toInput(value as Parsed, {
      user_type,
      roles: user_roles as Partial<Record<RoleFlag, boolean>> | undefined,
    }),
  )

/** PATCH update_staff/: only the fields sent change; `version`, when sent, must be current. */
export const StaffPatchApiSchema = z
  .object({
    ...Object.fromEntries(
      Object.entries(staffFields).map(([key, field]) => [key, field.optional()]),
    ),
    user_type: userType.optional(),
    user_roles: apiRoles,
    version: z.number().int().optional(),
  })
  .transform((value) => value as unknown as StaffPatch)

export type StaffPatch = Partial<Omit<Parsed, 'primary_position'>> & {
  primary_position?: number | null
  user_type?: UserTypeSlug
  user_roles?: Partial<Record<RoleFlag, boolean>>
  version?: number
}

/** Applies a PATCH to the person as they are now, giving the full input the service saves. */
export function patched(current: StaffInput, patch: StaffPatch): StaffInput {
  const { user_roles, primary_position, version: _version, ...fields } = patch
  const defined = Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined),
  ) as Partial<StaffInput>
  const next: StaffInput = { ...current, ...defined, roles: user_roles, user_type: patch.user_type }
  if (primary_position != null || fields.positions !== undefined) {
    next.positions = primaryFirst(fields.positions ?? current.positions, primary_position ?? null)
  }
  return next
}

export const PHOTO_MAX_BYTES = 10 * 1024 * 1024
export const PHOTO_SIZE = 512
export const PHOTO_FIELD = 'photo'

// ---- Bulk -----------------------------------------------------------------------------------

/** The CSV template's columns (the template download lists them in this order). */
export const BULK_COLUMNS = [
  'first_name',
  'last_name',
  'email',
  'position',
  'division',
  'manager_email',
  'user_type',
] as const
export const MAX_BULK_ROWS = 1000
export const BULK_CSV_MAX_BYTES = 2 * 1024 * 1024

/**
 * The CSV page's two posts: the upload (a `file`, previewed) and the confirmation, which carries
 * the previewed file's text back as `csv` with intent=create.
 */
export const BulkCreateFormSchema = z.object({
  intent: z.enum(['preview', 'create']).catch('preview'),
  csv: z.string().default(''),
})

export const BULK_MESSAGES = {
  badCsv: msg('The file could not be read as CSV.'),
  noRows: msg('The file has no people in it.'),
  columns: msg(
    'The first line must name the columns: first_name,last_name,email,position,division,manager_email,user_type',
  ),
  tooMany: msg('The file has more than 1000 people: split it into smaller files.'),
  unknownPosition: msg('This position does not exist in your company.'),
  unknownDivision: msg('This division does not exist in your company.'),
  unknownManager: msg('No active colleague or row of the file has this manager email.'),
  duplicateEmail: msg('This email appears more than once in the file.'),
  created: msg('The staff members have been created and sent their activation emails.'),
  updated: msg('The chosen staff members have been updated.'),
  deleted: msg('The chosen staff members have been deactivated.'),
  noneChosen: msg('Choose at least one person in the directory.'),
} as const

const ids = z.preprocess(
  (value) => (value === undefined || value === null ? [] : [value].flat().filter((v) => v !== '')),
  z.array(idSchema(STAFF_MESSAGES.notFound)).min(1, BULK_MESSAGES.noneChosen).max(MAX_BULK_ROWS),
)

/** A form's "keep" (''), "none" or an id. */
const keepNoneOrId = (message: string) =>
  z.preprocess(
    (value) => (value === '' || value === undefined ? undefined : value === 'none' ? null : value),
    idSchema(message).nullable().optional(),
  )
const flagChoice = z.preprocess(
  (value) => (value === 'on' ? true : value === 'off' ? false : undefined),
  z.boolean().optional(),
)

/** The bulk edit page: each field keeps its value unless a change is chosen. */
export const BulkEditFormSchema = z
  .object({
    id: ids,
    intent: z.enum(['edit', 'delete']).default('edit'),
    division: keepNoneOrId(STAFF_MESSAGES.division),
    manager: keepNoneOrId(STAFF_MESSAGES.manager),
    change_positions: z.boolean().default(false),
    positions: idList,
    user_type: z.preprocess(emptyToUndefined, userType.optional()),
    ...Object.fromEntries(ROLE_FLAGS.map((flag) => [flag, flagChoice])),
  })
  .transform((value) => {
    const raw = value as unknown as Record<RoleFlag, boolean | undefined>
    const roles = Object.fromEntries(
      ROLE_FLAGS.filter((flag) => raw[flag] !== undefined).map((flag) => [flag, raw[flag]]),
    )
    return {
      ids: value.id,
      intent: value.intent,
      change: {
        division: value.division,
        manager: value.manager,
        positions: value.change_positions ? value.positions : undefined,
        user_type: value.user_type,
        roles: Object.keys(roles).length > 0 ? roles : undefined,
      },
    }
  })

/** POST / DELETE bulk-edit-staff (JSON). */
export const BulkEditApiSchema = z
  .object({
    ids: z
      .array(idSchema(STAFF_MESSAGES.notFound))
      .min(1, BULK_MESSAGES.noneChosen)
      .max(MAX_BULK_ROWS),
    division: idSchema(STAFF_MESSAGES.division).nullable().optional(),
    manager: idSchema(STAFF_MESSAGES.manager).nullable().optional(),
    positions: z.array(idSchema(PROFILE_MESSAGES.position)).max(MAX_POSITIONS).optional(),
    user_type: userType.optional(),
    user_roles: apiRoles,
  })
  .transform(({ ids: chosen, user_roles, ...change }) => ({
    ids: chosen,
    change: { ...change, roles: user_roles as Partial<Record<RoleFlag, boolean>> | undefined },
  }))

export const BulkDeleteApiSchema = z.object({
  ids: z
    .array(idSchema(STAFF_MESSAGES.notFound))
    .min(1, BULK_MESSAGES.noneChosen)
    .max(MAX_BULK_ROWS),
})

/** bulk-create-staff as JSON: `rows` of the template's columns, or the CSV text as `csv`. */
export const BulkCreateApiSchema = z.union([
  z.object({ rows: z.array(z.record(z.string(), z.string())).min(1).max(MAX_BULK_ROWS) }),
  z.object({ csv: z.string().min(1) }),
])
