import { z } from 'zod'
import { optionalId as optionalIdField, pageNumber, searchText } from '~/platform/form-fields'

/**
 * What readers send (isomorphic, so pages, actions and the REST API validate alike): the
 * articles list's filters, an acknowledgement, and marking articles as read.
 */

const optionalId = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  z.coerce.number().int().positive().max(2_147_483_647).optional(),
)
const flag = z.preprocess(
  (value) => value === true || value === 'true' || value === 'on' || value === '1',
  z.boolean(),
)

/**
 * The list's filters, read from a query string (the page and the REST API share it). Anything
 * unreadable is dropped rather than refused: a hand-edited URL still shows a list.
 */
export const ArticleFiltersSchema = z.object({
  search: searchText(200),
  category: optionalId.catch(undefined),
  type: optionalId.catch(undefined),
  tag: searchText(100),
  status: z.enum(['published', 'draft']).optional().catch(undefined),
  assigned: flag.catch(false),
  unread: flag.catch(false),
  page: pageNumber,
})
export type ArticleFilters = z.output<typeof ArticleFiltersSchema>

const answerIds = z.preprocess(
  (value) => (value === undefined || value === '' ? [] : [value].flat()),
  z.array(z.coerce.number().int().positive().max(2_147_483_647)).max(100),
)

/** What a reader sends to acknowledge: a typed name, or the answers they chose. */
export const AcknowledgeSchema = z.object({
  article: z.coerce.number().int().positive().max(2_147_483_647),
  signature: z.string().trim().max(300).optional(),
  answer_ids: answerIds.optional(),
})
export type AcknowledgeInput = z.output<typeof AcknowledgeSchema>
/** The reader page's form: the article is the page's own. */
export const AcknowledgeFormSchema = AcknowledgeSchema.omit({ article: true })

export const BulkMarkAsReadSchema = z.object({
  articles: z.array(z.coerce.number().int().positive().max(2_147_483_647)).min(1).max(500),
})

/** The article form's sign-off choice: one of its PDF files, or none (a typed signature). */
export const EsignFileFormSchema = z.object({
  esign_file_id: optionalIdField('Choose a PDF file attached to this article.'),
})
