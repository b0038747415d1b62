import { z } from 'zod'
import { idSchema } from '~/platform/form-fields'
import { PUBLIC_KB_MESSAGES as M, RESERVED_URL_PARTS } from './public-kb.constants'

/**
 * A public knowledge base as the admin form and the REST API send it (seed 001 §3 Public
 * knowledgebase: id, name, is_default, domain; plus the URL part of §2's public routes).
 */

const URL_PART = /^[a-z0-9](?:[a-z0-9-]{0,48}[a-z0-9])$/
/** A host name: dot-separated labels of letters, digits and inner hyphens, a letter TLD. */
const DOMAIN = /^(?=.{4,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/

const checkbox = z.preprocess(
  (value) => value === true || value === 'on' || value === 'true' || value === '1',
  z.boolean(),
)

export const urlPartSchema = z
  .string({ required_error: M.urlPartRequired })
  .trim()
  .toLowerCase()
  .min(1, M.urlPartRequired)
  .regex(URL_PART, M.urlPartFormat)
  .refine((part) => !(RESERVED_URL_PARTS as readonly string[]).includes(part), M.urlPartReserved)

/** Empty means no custom domain; a trailing dot (fully qualified) is dropped. */
export const domainSchema = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toLowerCase().replace(/\.$/, '') : value),
  z.union([z.literal(''), z.null(), z.string().regex(DOMAIN, M.domainFormat)]).optional(),
)

const fields = {
  name: z
    .string({ required_error: M.nameRequired })
    .trim()
    .min(1, M.nameRequired)
    .max(100, M.nameTooLong),
  is_default: checkbox.optional(),
  url_part: urlPartSchema,
  domain: domainSchema,
}

export const PublicKbCreateSchema = z.object(fields)
export type PublicKbCreateInput = z.output<typeof PublicKbCreateSchema>

/** PATCH: any field; `version` (optional for REST clients) guards against overwriting a change. */
export const PublicKbUpdateSchema = z
  .object(fields)
  .partial()
  .extend({ version: idSchema('Enter a valid version.').optional() })
export type PublicKbUpdateInput = z.output<typeof PublicKbUpdateSchema>

/** The admin form: every field, and the version it was loaded with when editing. */
export const PublicKbFormSchema = PublicKbCreateSchema.extend({
  version: idSchema('Enter a valid version.').optional(),
})

export const ValidateDomainSchema = z.object({
  domain: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toLowerCase().replace(/\.$/, '') : value),
    z.string({ required_error: M.domainFormat }).regex(DOMAIN, M.domainFormat),
  ),
})

export const DomainFormSchema = z.object({ intent: z.literal('verify') })
