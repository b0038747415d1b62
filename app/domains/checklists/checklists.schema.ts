import { z } from 'zod'
import { msg } from '~/i18n'
import {
  idSchema,
  optionalIsoDate,
  optionalText,
  requiredText,
  searchText,
  pageNumber,
  versionField,
} from '~/platform/form-fields'
import { ASSIGNEE_KINDS, ITEM_KINDS, RECURRENCES, type AssigneeKind } from './checklist-constants'

/**
 * The template and checklist fields, shared by the pages (conform) and the REST API: a no-JS
 * form and a REST client post the same names (ADR 035 lists them).
 */
export const CHECKLIST_MESSAGES = {
  // Seed 001 §8, verbatim.
  createError: msg('Error creating checklist'),
  updateError: msg('Error updating checklist'),
  deleteTemplateError: msg('Error deleting Template'),
  stale: msg(
    'Someone updated this Checklist after you opened it, The data is being refreshed so you have the current version. You may have to re-input data',
  ),
  templateStale: msg(
    'Someone updated this Template after you opened it. Compare it with what is saved now, then save again.',
  ),
  notFound: msg('Checklist not found.'),
  templateNotFound: msg('Template not found.'),
  titleRequired: msg('A title is required'),
  labelRequired: msg('Give the item a label'),
  choiceOptions: msg('Give a choice at least two options, one per line'),
  badOption: msg('Choose one of the offered options'),
  recurringNeedsAssignee: msg(
    'A recurring template needs someone to be for: a person, a position or a division',
  ),
  nothingToFill: msg('Add at least one item to fill in'),
  notForOthers: msg('Only checklist admins start checklists for other people.'),
  requiredMissing: msg('Fill in every required item before completing the checklist.'),
  answerRequired: msg('This item is required'),
  badNumber: msg('Enter a number, like 12 or 3.5'),
  badDate: msg('Enter a date as YYYY-MM-DD'),
  badSignature: msg('Type your full name, or draw your signature'),
  tooLong: msg('This answer is too long'),
  notAnAnswer: msg('This item is not one of this checklist'),
  completed: msg('This checklist is completed. Reopen it to change its answers.'),
  fileNotFound: msg('File not found.'),
} as const

export const MAX_TITLE = 200
export const MAX_ITEMS = 200
export const MAX_LABEL = 500
export const MAX_OPTIONS = 30
export const MAX_TEXT_ANSWER = 5000
/** A drawn signature is a small PNG (a data URL); a typed one a name. */
export const MAX_SIGNATURE = 200_000

const badOption = CHECKLIST_MESSAGES.badOption

/** Checkboxes post 'on' (or nothing); JSON clients send true/false. */
const flag = z.preprocess(
  (value) => (value === 'on' || value === 'true' ? true : value === 'false' ? false : value),
  z.boolean({ invalid_type_error: badOption }),
)

/**
 * A choice's options: an array (REST) or one per line (the form's textarea); blank lines and
 * surrounding spaces dropped.
 */
const options = z.preprocess(
  (value) =>
    (typeof value === 'string' ? value.split(/\r?\n/) : Array.isArray(value) ? value : [])
      .map((option) => (typeof option === 'string' ? option.trim() : option))
      .filter((option) => option !== ''),
  z.array(requiredText(100)).max(MAX_OPTIONS, CHECKLIST_MESSAGES.choiceOptions),
)

const itemSchema = z
  .object({
    kind: z.enum(ITEM_KINDS, { message: badOption }),
    label: requiredText(MAX_LABEL, undefined, CHECKLIST_MESSAGES.labelRequired),
    required: flag.default(false),
    options: options.default([]),
  })
  .superRefine((item, context) => {
    if (item.kind === 'choice' && new Set(item.options).size < 2) {
      context.addIssue({
        code: 'custom',
        message: CHECKLIST_MESSAGES.choiceOptions,
        path: ['options'],
      })
    }
  })
  // Only a choice offers options, and a heading is never required.
  .transform((item) => ({
    ...item,
    options: item.kind === 'choice' ? [...new Set(item.options)] : [],
    required: item.kind !== 'section' && item.required,
  }))
export type TemplateItemInput = z.output<typeof itemSchema>

/** Whom a template or checklist is for. */
export interface Assignee {
  kind: AssigneeKind
  id: number
}

const ASSIGNEE = new RegExp(`^(${ASSIGNEE_KINDS.join('|')}):(\\d+)$`)

/** 'person:12', 'position:3' or 'division:4' (one select of the form); empty is nobody. */
export const assigneeField = z.preprocess(
  (value) => (value === '' || value === undefined ? null : value),
  z
    .string({ invalid_type_error: badOption })
    .nullable()
    .transform((value, context): Assignee | null => {
      if (value === null) return null
      const match = ASSIGNEE.exec(value)
      const id = idSchema(badOption).safeParse(match?.[2])
      if (!match || !id.success) {
        context.addIssue({ code: 'custom', message: badOption })
        return z.NEVER
      }
      return { kind: match[1] as AssigneeKind, id: id.data }
    }),
)

/** The select's value of an assignee (the reverse of assigneeField). */
export const assigneeValue = (assignee: Assignee | null): string =>
  assignee ? `${assignee.kind}:${assignee.id}` : ''

const templateObject = z.object({
  title: requiredText(MAX_TITLE, undefined, CHECKLIST_MESSAGES.titleRequired),
  description: optionalText(2000),
  recurrence: z.enum(RECURRENCES, { message: badOption }).default('none'),
  assigned_to: assigneeField.default(null),
  items: z.array(itemSchema).max(MAX_ITEMS).default([]),
})

const templateRules = <T extends z.output<typeof templateObject>>(
  template: T,
  context: z.RefinementCtx,
) => {
  if (template.recurrence !== 'none' && !template.assigned_to) {
    context.addIssue({
      code: 'custom',
      message: CHECKLIST_MESSAGES.recurringNeedsAssignee,
      path: ['assigned_to'],
    })
  }
  if (!template.items.some((item) => item.kind !== 'section')) {
    context.addIssue({ code: 'custom', message: CHECKLIST_MESSAGES.nothingToFill, path: ['items'] })
  }
}

/** A whole template: the create form and the REST POST. */
export const TemplateSchema = templateObject.superRefine(templateRules)
export type TemplateInput = z.output<typeof TemplateSchema>

/** The edit form and the REST PUT: every field and the version it was loaded at. */
export const TemplateEditSchema = templateObject
  .extend({ version: versionField(CHECKLIST_MESSAGES.templateStale) })
  .superRefine(templateRules)
export type TemplateEditInput = z.output<typeof TemplateEditSchema>

export const newTemplate = (): TemplateInput => ({
  title: '',
  description: '',
  recurrence: 'none',
  assigned_to: null,
  items: [{ kind: 'checkbox', label: '', required: false, options: [] }],
})

/** The templates list's query (seed: `checklist/template/?title=`). */
export const TemplateListQuerySchema = z.object({ title: searchText(MAX_TITLE), page: pageNumber })

/**
 * Starting a checklist from a template: its title (the template's when left empty), whom it is
 * for (the template's when not sent) and its due day.
 */
export const ChecklistCreateSchema = z.object({
  title: optionalText(MAX_TITLE),
  assigned_to: assigneeField.optional(),
  due_on: optionalIsoDate(CHECKLIST_MESSAGES.badDate).default(null),
})
export type ChecklistCreateInput = z.output<typeof ChecklistCreateSchema>

/** The REST POST names the template in the body. */
export const ChecklistCreateApiSchema = ChecklistCreateSchema.extend({
  template: idSchema(CHECKLIST_MESSAGES.templateNotFound),
})

/**
 * Answers by item id. A value is text ('' clears the answer); a checkbox also takes true/false,
 * a number item a number. A form may post several values under one name: a hidden '' before a
 * tick box or radios (so an unticked one is sent too), a saved signature before the field that
 * replaces it. The last value that is not empty is the answer ('' when all are).
 */
const answer = z.preprocess(
  (value) => {
    const given = Array.isArray(value) ? (value.filter((one) => one !== '').at(-1) ?? '') : value
    if (given === true) return 'true'
    if (given === false || given === null || given === undefined) return ''
    return typeof given === 'number' ? String(given) : given
  },
  z.string({ invalid_type_error: CHECKLIST_MESSAGES.notAnAnswer }),
)
const answers = z.record(z.string().regex(/^\d{1,10}$/, CHECKLIST_MESSAGES.notAnAnswer), answer)

/**
 * Filling or editing a checklist (the edit page, REST PUT and PATCH): the version it was opened
 * at, the answers given (items not named keep theirs), and, for checklist admins, its title,
 * due day and whom it is for.
 */
export const ChecklistUpdateSchema = z.object({
  version: versionField(CHECKLIST_MESSAGES.stale),
  answers: answers.default({}),
  title: requiredText(MAX_TITLE, undefined, CHECKLIST_MESSAGES.titleRequired).optional(),
  due_on: optionalIsoDate(CHECKLIST_MESSAGES.badDate).optional(),
  assigned_to: assigneeField.optional(),
  /** true completes it (every required item answered), false opens a completed one again. */
  completed: flag.optional(),
})
export type ChecklistUpdateInput = z.output<typeof ChecklistUpdateSchema>

/** The checklists list's filters: which ones, whose, and the page. */
export const CHECKLIST_FILTERS = ['open', 'overdue', 'completed', 'all'] as const
export type ChecklistFilter = (typeof CHECKLIST_FILTERS)[number]
export const ChecklistListQuerySchema = z.object({
  show: z.enum(CHECKLIST_FILTERS).catch('open').default('open'),
  title: searchText(MAX_TITLE),
  /** Checklist admins see everyone's; 'mine' narrows to the ones they may fill themselves. */
  mine: z
    .preprocess((value) => value === 'on' || value === 'true' || value === '1', z.boolean())
    .catch(false)
    .default(false),
  page: pageNumber,
})
export type ChecklistListQuery = z.output<typeof ChecklistListQuerySchema>
