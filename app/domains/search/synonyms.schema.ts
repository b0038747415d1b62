import { z } from 'zod'
import { msg } from '~/i18n'
import { normalizedTerm } from './search-terms'

export const SYNONYMS_PATH = '/knowledgebase/search-synonyms'

/**
 * Most terms one group holds, and the longest term (words a search reads in a row: three); the
 * messages below say these numbers.
 */
export const SYNONYM_LIMITS = { terms: 20, termLength: 60, termWords: 3 } as const

export const SYNONYM_MESSAGES = {
  tooFew: msg('Give at least two different words or phrases.'),
  tooMany: msg('Give at most 20 words or phrases.'),
  tooLong: msg('Each word or phrase may have at most 3 words and 60 characters.'),
  notFound: msg('Synonym group not found.'),
  stale: msg('Someone changed this synonym group meanwhile. Reload the page and try again.'),
  added: msg('Synonym group added.'),
  saved: msg('Synonym group saved.'),
  deleted: msg('Synonym group deleted.'),
} as const

/**
 * A group's terms: a list (API) or one text with commas or new lines between terms (the form),
 * each read as search reads words (lower case, letters and digits), repeats dropped.
 */
const Terms = z
  .union([z.array(z.string().max(500)).max(100), z.string().max(5000)])
  // A form's one text may arrive as a list of one: commas split every entry.
  .transform((value) => [value].flat().flatMap((entry) => entry.split(/[,\n]/)))
  .transform((terms) => [...new Set(terms.map(normalizedTerm).filter(Boolean))])
  .superRefine((terms, ctx) => {
    const problem =
      terms.length < 2
        ? SYNONYM_MESSAGES.tooFew
        : terms.length > SYNONYM_LIMITS.terms
          ? SYNONYM_MESSAGES.tooMany
          : terms.some(
                (term) =>
                  term.length > SYNONYM_LIMITS.termLength ||
                  term.split(' ').length > SYNONYM_LIMITS.termWords,
              )
            ? SYNONYM_MESSAGES.tooLong
            : undefined
    if (problem) ctx.addIssue({ code: z.ZodIssueCode.custom, message: problem })
  })

export const SynonymGroupCreateSchema = z.object({ terms: Terms })
export const SynonymGroupUpdateSchema = z.object({
  terms: Terms,
  version: z.coerce.number().int().min(1),
})
/** The settings page's row forms name their group. */
export const SynonymGroupEditFormSchema = SynonymGroupUpdateSchema.extend({
  group: z.coerce.number().int().min(1),
})
export const SynonymGroupDeleteFormSchema = z.object({ group: z.coerce.number().int().min(1) })
export type SynonymGroupCreateInput = z.output<typeof SynonymGroupCreateSchema>
export type SynonymGroupUpdateInput = z.output<typeof SynonymGroupUpdateSchema>
