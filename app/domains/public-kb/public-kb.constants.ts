import { msg } from '~/i18n'

/**
 * Client-safe constants of public knowledge bases (no zod, no Drizzle): the admin pages' paths,
 * the public pages' addresses and the seed's messages (seed 001 §5, §8), verbatim.
 */
export const PUBLIC_KB_ADMIN_PATH = '/knowledgebase/public-knowledgebases'
export const publicKbEditPath = (id: number) => `${PUBLIC_KB_ADMIN_PATH}/${id}/edit`
export const publicKbDeletePath = (id: number) => `${PUBLIC_KB_ADMIN_PATH}/${id}/delete`

export const PUBLIC_KB_MESSAGES = {
  verified: msg('Domain verified successfully!'),
  notVerified: msg(
    "Could not verify domain. Please ensure you've followed the verification steps correctly",
  ),
  deleteFailed: msg('An error occurred while deleting Public Knowledgebase'),
  notFound: msg('Public knowledge base not found.'),
  created: msg('Public knowledge base created.'),
  updated: msg('Public knowledge base saved.'),
  deleted: msg('Public knowledge base deleted.'),
  stale: msg(
    'Someone else changed this public knowledge base. Reload the page to see their changes.',
  ),
  nameRequired: msg('Enter a name.'),
  nameTooLong: msg('Enter a name of at most 100 characters.'),
  urlPartRequired: msg('Enter a URL part.'),
  urlPartFormat: msg(
    'A URL part uses lowercase letters, numbers and hyphens (2 to 50), and starts and ends with a letter or number.',
  ),
  urlPartReserved: msg('“details” is used by the article pages: choose another URL part.'),
  urlPartTaken: msg('Another public knowledge base of your company already uses this URL part.'),
  domainFormat: msg(
    'Enter a domain name such as help.example.com, without http:// or a path, or leave it empty.',
  ),
  domainTaken: msg('Another public knowledge base already uses this domain.'),
  noDomain: msg('Add a custom domain and save before verifying it.'),
  keepDefault: msg(
    'One public knowledge base is always the default: make another one the default instead.',
  ),
} as const

/** The URL part the article pages use (`…/details/{id}/`): no knowledge base may take it. */
export const RESERVED_URL_PARTS = ['details'] as const

/** The DNS TXT record a custom domain needs (name and value), shown on the edit page. */
export const VERIFICATION_RECORD_PREFIX = '_groundwork-verify'
export const VERIFICATION_VALUE_PREFIX = 'groundwork-verify='
