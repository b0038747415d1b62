import { z } from 'zod'
import { msg } from '~/i18n'
import { idSchema, MAX_ID } from '~/platform/form-fields'
import {
  ACKNOWLEDGEMENT_TYPE,
  ARTICLE_STATUS,
  ARTICLE_VISIBILITY,
  CONTENT_BLOCKS,
  type ContentBlock,
} from '../knowledge-constants'
import { newTypeErrors } from '../taxonomy/taxonomy.schema'

/**
 * The article form's fields (seed 001 §3), shared by the pages (conform) and the REST API. Field
 * names are the seed's, so a REST client and the no-JS form post the same names. Messages are the
 * seed's §5 texts verbatim.
 */
export const ARTICLE_MESSAGES = {
  titleToast: msg('please add an Article Title'),
  titleRequired: msg('A title is required'),
  categoryToast: msg('Please Add an Article Category'),
  categoryRequired: msg('Please select a category'),
  questionRequired: msg('please supply question for Question answer acknowledgement'),
  blankAnswer: msg(
    'You cannot have a question answer as blank, you can either remove it or supply value',
  ),
  noCorrectAnswer: msg('At least one answer should be correct'),
  articleError: msg('Article Error'),
  draftError: msg('Draft Article Error'),
  deleteFailed: msg('Failed to delete the article.'),
  deleteError: msg('An error occurred while deleting Article'),
  notSaved: msg(
    'Article did not save please copy this article to a separate document and contact support',
  ),
  stale: msg(
    'Someone updated this Article after you opened it. Compare both versions below, then save again.',
  ),
  badId: msg('Choose one of the offered options'),
  reassignRange: msg('Choose a number of months from 0 to 12'),
  tooLong: msg('Use at most 255 characters'),
  badVideoUrl: msg('Enter a web address starting with http:// or https://'),
} as const

export const MAX_TITLE_LENGTH = 255
export const MAX_TAGS = 50

/** Tags come as a list (API, JS tag input) or comma-separated text (no JS); empty names are dropped. */
export function splitTags(raw: string | string[] | undefined): string[] {
  const names = [raw ?? []]
    .flat()
    .flatMap((value) => value.split(','))
    .map((name) => name.trim())
    .filter((name) => name !== '')
  return [...new Set(names)].slice(0, MAX_TAGS)
}

const ids = z.array(idSchema(ARTICLE_MESSAGES.badId))
const flag = z.boolean()

const answerSchema = z.object({
  answer: z.string().trim().max(1000).default(''),
  is_correct: z.boolean().default(false),
})

const httpUrl = z
  .string()
  .trim()
  .max(2000)
  .refine(
    (value) => value === '' || /^https?:\/\/[^\s]+$/i.test(value),
    ARTICLE_MESSAGES.badVideoUrl,
  )

/** Every field of the article, with the defaults of a new article. */
const fields = {
  title: z.string().trim().max(MAX_TITLE_LENGTH, ARTICLE_MESSAGES.tooLong).default(''),
  article_category: idSchema(ARTICLE_MESSAGES.categoryRequired).nullable().default(null),
  /** No-JS inline category creation (taxonomy's resolveCategoryChoice): name and parent. */
  new_category_name: z.string().trim().max(100).default(''),
  new_category_parent: idSchema(ARTICLE_MESSAGES.badId).nullable().default(null),
  type: idSchema(ARTICLE_MESSAGES.badId).nullable().default(null),
  /** No-JS inline type creation (taxonomy's resolveTypeChoice): name and colour. */
  new_type_name: z.string().trim().max(100).default(''),
  new_type_color: z.string().trim().max(100).default(''),
  body: z.string().max(5_000_000).default(''),
  visibility: z.coerce
    .number()
    .int()
    .min(ARTICLE_VISIBILITY.public)
    .max(ARTICLE_VISIBILITY.assignedOnly)
    .default(ARTICLE_VISIBILITY.allStaff),
  public_knowledgebases: ids.default([]),
  tags: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((value) => splitTags(value)),
  blocks: z
    .array(z.enum(CONTENT_BLOCKS))
    .default(['text'])
    .transform((chosen) => CONTENT_BLOCKS.filter((block) => chosen.includes(block))),
  video_file_id: idSchema(ARTICLE_MESSAGES.badId).nullable().default(null),
  file_ids: ids.default([]),
  embed_video_url: httpUrl.default(''),
  /** The decision chart (flow_charts id) the editor autosaved; shown while decision_chart is on. */
  flow_chart: idSchema(ARTICLE_MESSAGES.badId).nullable().default(null),
  assigned_responsibilities: ids.default([]),
  division: ids.default([]),
  individuals: ids.default([]),
  assigned_positions: ids.default([]),
  is_assigned_to_everyone: flag.default(false),
  reassign_month_duration: z.coerce
    .number({ invalid_type_error: ARTICLE_MESSAGES.reassignRange })
    .int(ARTICLE_MESSAGES.reassignRange)
    .min(0, ARTICLE_MESSAGES.reassignRange)
    .max(12, ARTICLE_MESSAGES.reassignRange)
    .default(0),
  acknowledgement_type: z.coerce
    .number()
    .int()
    .min(ACKNOWLEDGEMENT_TYPE.signature)
    .max(ACKNOWLEDGEMENT_TYPE.questionAndAnswer)
    .default(ACKNOWLEDGEMENT_TYPE.signature),
  acknowledgement_question: z.string().trim().max(1000).default(''),
  article_answers: z.array(answerSchema).default([]),
}

type Fields = { [K in keyof typeof fields]?: z.output<(typeof fields)[K]> }

/** The §5 rules that span fields; on a partial change only the fields sent are checked. */
function articleRules(value: Fields, ctx: z.RefinementCtx, partial: boolean) {
  if (value.title !== undefined && value.title === '') {
    ctx.addIssue({ code: 'custom', path: ['title'], message: ARTICLE_MESSAGES.titleRequired })
    ctx.addIssue({ code: 'custom', path: [], message: ARTICLE_MESSAGES.titleToast })
  }
  const categoryGiven = value.article_category != null || Boolean(value.new_category_name)
  if ((!partial || value.article_category !== undefined) && !categoryGiven) {
    ctx.addIssue({
      code: 'custom',
      path: ['article_category'],
      message: ARTICLE_MESSAGES.categoryRequired,
    })
    ctx.addIssue({ code: 'custom', path: [], message: ARTICLE_MESSAGES.categoryToast })
  }
  if (value.new_type_name || value.new_type_color) {
    const typeErrors = newTypeErrors(value.new_type_name ?? '', value.new_type_color ?? '')
    for (const [field, messages] of Object.entries(typeErrors)) {
      for (const message of messages) ctx.addIssue({ code: 'custom', path: [field], message })
    }
  }
  if (value.acknowledgement_type !== ACKNOWLEDGEMENT_TYPE.questionAndAnswer) return
  if (value.acknowledgement_question !== undefined && value.acknowledgement_question === '') {
    ctx.addIssue({
      code: 'custom',
      path: ['acknowledgement_question'],
      message: ARTICLE_MESSAGES.questionRequired,
    })
  }
  const answers = value.article_answers
  if (answers === undefined) return
  answers.forEach((answer, index) => {
    if (answer.answer === '') {
      ctx.addIssue({
        code: 'custom',
        path: ['article_answers', index, 'answer'],
        message: ARTICLE_MESSAGES.blankAnswer,
      })
    }
  })
  if (!answers.some((answer) => answer.is_correct)) {
    ctx.addIssue({
      code: 'custom',
      path: ['article_answers'],
      message: ARTICLE_MESSAGES.noCorrectAnswer,
    })
  }
}

const articleObject = z.object(fields)

/** A whole article: the create form and API, and the edit form (which always posts every field). */
export const ArticleSchema = articleObject.superRefine((value, ctx) =>
  articleRules(value, ctx, false),
)
export type ArticleInput = z.output<typeof ArticleSchema>

const version = z.coerce
  .number({ required_error: ARTICLE_MESSAGES.stale, invalid_type_error: ARTICLE_MESSAGES.stale })
  .int()
  .positive()
  .max(MAX_ID, ARTICLE_MESSAGES.stale)

/** The edit form: every field, the version it was loaded at, and Update & Don't Notify. */
export const ArticleEditSchema = articleObject
  .extend({
    version,
    dont_notify: flag.default(false),
    /** The pending draft's version the form was loaded with (0: there was none). */
    draft_version: z.coerce.number().int().min(0).max(MAX_ID).default(0),
  })
  .superRefine((value, ctx) => articleRules(value, ctx, false))
export type ArticleEditInput = z.output<typeof ArticleEditSchema>

/** A REST PATCH: only the fields sent change (seed §5 'Only changed fields are sent on edit'). */
export const ArticlePatchSchema = articleObject
  .partial()
  .extend({ version, dont_notify: flag.default(false) })
  .superRefine((value, ctx) => articleRules(value, ctx, true))
export type ArticlePatchInput = z.output<typeof ArticlePatchSchema>

/** The REST create: an article, published unless `status` is 1 (a draft). */
export const ArticleCreateApiSchema = articleObject
  .extend({ status: z.coerce.number().int().min(0).max(1).default(0) })
  .superRefine((value, ctx) => articleRules(value, ctx, false))

/** The fields that live in `article_drafts.content` and `article_versions.content`. */
export type ArticleContent = Omit<ArticleInput, NewTaxonomyKey>
/** The no-JS fields that create a category or a type with the article (not article content). */
export type NewTaxonomyKey =
  'new_category_name' | 'new_category_parent' | 'new_type_name' | 'new_type_color'

export const BulkIdsSchema = z.object({
  ids: z.array(idSchema(ARTICLE_MESSAGES.badId)).min(1).max(500),
})

/** Bulk update: the same fields for many articles; only the listed fields change. */
export const BulkUpdateSchema = BulkIdsSchema.extend({
  fields: articleObject
    .pick({
      article_category: true,
      type: true,
      visibility: true,
      tags: true,
      is_assigned_to_everyone: true,
      reassign_month_duration: true,
    })
    .partial()
    // 0 publishes the chosen drafts (a published article has no way back to draft).
    .extend({ status: z.literal(ARTICLE_STATUS.published).optional() })
    .refine((value) => Object.keys(value).length > 0, 'Give at least one field to change'),
})
export type BulkUpdateFields = z.output<typeof BulkUpdateSchema>['fields']

export const BULK_MESSAGES = {
  noneChosen: msg('Choose articles in the list first.'),
  nothingToChange: msg('Choose a category, a type, a visibility or a status to set.'),
  updateFailed: msg('Error updating articles'),
  deleteFailed: msg('Error deleting articles!'),
  updated: msg('Articles updated.'),
  deleted: msg('Articles deleted.'),
} as const

/** An empty select keeps the field as it is. */
const keep = (value: unknown) => (value === '' ? undefined : value)

/**
 * The list's bulk page: the ticked ids and, per field, "keep" (empty) or a value; type also
 * "none". The delete button posts the same ids with intent=delete.
 */
export const ArticleBulkFormSchema = z
  .object({
    intent: z.enum(['update', 'delete']),
    ids: z.preprocess(
      (value) => [value ?? []].flat(),
      z
        .array(idSchema(ARTICLE_MESSAGES.badId))
        .min(1, BULK_MESSAGES.noneChosen)
        .max(500, BULK_MESSAGES.noneChosen),
    ),
    article_category: z.preprocess(keep, idSchema(ARTICLE_MESSAGES.badId).optional()),
    type: z.preprocess(
      (value) => (value === 'none' ? null : keep(value)),
      idSchema(ARTICLE_MESSAGES.badId).nullable().optional(),
    ),
    visibility: z.preprocess(keep, fields.visibility.removeDefault().optional()),
    status: z.preprocess(keep, z.literal('published').optional()),
  })
  .refine(
    (value) =>
      value.intent === 'delete' ||
      [value.article_category, value.type, value.visibility, value.status].some(
        (field) => field !== undefined,
      ),
    { message: BULK_MESSAGES.nothingToChange },
  )

export const BulkCreateSchema = z.array(ArticleSchema).min(1).max(500)

/** The submit buttons of the article form (`intent`). */
export const ARTICLE_INTENTS = [
  'publish',
  'publish-and-add-another',
  'draft',
  'add-answer',
  'remove-answer',
] as const
export type ArticleIntent = (typeof ARTICLE_INTENTS)[number]

export const CONTENT_BLOCK_LABELS: Record<ContentBlock, string> = {
  text: msg('Text'),
  video: msg('Video recording'),
  files: msg('Files'),
  decision_chart: msg('Decision chart'),
  embed_video: msg('Embedded video'),
}

export const VISIBILITY_LABELS: Record<number, string> = {
  [ARTICLE_VISIBILITY.public]: msg('PUBLIC'),
  [ARTICLE_VISIBILITY.allStaff]: msg('ALL STAFF'),
  [ARTICLE_VISIBILITY.assignedOnly]: msg('ASSIGNED ONLY'),
}

/** What the article pages tell the author after a change (flash messages). */
export const ARTICLE_PAGE_MESSAGES = {
  published: msg('Article published.'),
  updated: msg('Article updated.'),
  addAnother: msg('Article published. Add another.'),
  draftSaved: msg('Draft saved.'),
  draftDeleted: msg('Draft deleted.'),
  deleted: msg('Article deleted.'),
  restored: msg('Version restored.'),
} as const

export {
  ARTICLES_PATH,
  articlePath,
  articleEditPath,
  articleDraftPath,
  articleVersionsPath,
  articleDeletePath,
  versionPath,
} from './article-paths'
